import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';

/** The 状态 field of a log search: 成功 ('0') or 失败 ('1'). */
export function StatusFilter() {
  const { t } = useTranslation();
  return (
    <Form.Item name="status" label={t('common.status')}>
      <Select
        allowClear
        placeholder={t('common.choose', { field: t('common.status') })}
        style={{ width: 200 }}
        options={[
          { value: '0', label: t('common.succeeded') },
          { value: '1', label: t('common.failed') },
        ]}
      />
    </Form.Item>
  );
}
