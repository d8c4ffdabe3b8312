import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** '0' / 0 success, anything else failure (RuoYi's sys_common_status). */
export function StatusTag({ status }: { status: string | number }) {
  const { t } = useTranslation();
  return String(status) === '0' ? (
    <Tag color="success">{t('common.succeeded')}</Tag>
  ) : (
    <Tag color="error">{t('common.failed')}</Tag>
  );
}
