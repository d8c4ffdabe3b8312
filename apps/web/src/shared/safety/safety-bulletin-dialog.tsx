import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import '@/shared/i18n/common-texts.ts';
import './bulletin-texts.ts';
import { SafetyBulletinById } from './safety-bulletin.tsx';

/** Spec 01 §2 "Root-level screens": the 'Safety special inspection bulletin' dialog, 600 px. */
export const BULLETIN_WIDTH = 600;

/** 安全专项检查通报: the dialog of one safety report. */
export function SafetyBulletinDialog({ reportId, onClose }: { reportId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={reportId !== null}
      title={t('bulletin.title')}
      width={BULLETIN_WIDTH}
      onCancel={onClose}
      destroyOnHidden
      footer={<Button onClick={onClose}>{t('common.close')}</Button>}
    >
      <div data-testid="safety-bulletin-dialog">
        <SafetyBulletinById reportId={reportId} />
      </div>
    </Modal>
  );
}
