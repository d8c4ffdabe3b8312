import { EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PermLink } from '@/shared/ui/list/perm-link.tsx';

/** 详细 of a log row, shown with the query permission. */
export function DetailLink({ perm, testId, onClick }: { perm: string; testId: string; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <PermLink perm={perm} icon={<EyeOutlined aria-hidden />} onClick={onClick} testId={testId}>
      {t('common.detail')}
    </PermLink>
  );
}
