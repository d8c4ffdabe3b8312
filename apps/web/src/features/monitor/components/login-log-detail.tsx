import type { LogininforRow } from '@zj/contract';
import { Descriptions, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLang } from '@/shared/i18n/index.ts';
import { localizeStoredText } from '@/shared/i18n/stored-text.ts';
import { StatusTag } from './status-tag.tsx';

/** Everything recorded about one login attempt, as text; the stored message in the reader's language. */
export function LoginLogDetail({ row, onClose }: { row: LogininforRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={row !== null} onCancel={onClose} footer={null} width={640} title={t('logininfor.detailTitle')}>
      {row && (
        <Descriptions column={2} size="small" bordered data-testid="logininfor-detail">
          <Descriptions.Item label={t('logininfor.infoId')}>{row.infoId}</Descriptions.Item>
          <Descriptions.Item label={t('logininfor.userName')}>{row.userName}</Descriptions.Item>
          <Descriptions.Item label={t('logininfor.ipaddr')}>{row.ipaddr}</Descriptions.Item>
          <Descriptions.Item label={t('logininfor.location')}>{row.loginLocation || '-'}</Descriptions.Item>
          <Descriptions.Item label={t('logininfor.browser')}>{row.browser}</Descriptions.Item>
          <Descriptions.Item label={t('logininfor.os')}>{row.os}</Descriptions.Item>
          <Descriptions.Item label={t('common.status')}>
            <StatusTag status={row.status} />
          </Descriptions.Item>
          <Descriptions.Item label={t('logininfor.loginTime')}>{row.loginTime}</Descriptions.Item>
          <Descriptions.Item label={t('logininfor.msg')} span={2}>
            {localizeStoredText(row.msg, currentLang())}
          </Descriptions.Item>
        </Descriptions>
      )}
    </Modal>
  );
}
