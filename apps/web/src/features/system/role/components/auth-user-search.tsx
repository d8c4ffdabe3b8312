import { Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { type AdminFilters, toAdminFilters } from '../../common/admin-filters.ts';

/**
 * 用户名称 / 手机号码 with 搜索 and 重置 above an auth-user table (test ids `${prefix}-search-name`
 * and `${prefix}-search`): searching sends the trimmed texts, resetting clears the filters.
 */
export function AuthUserSearch({
  prefix,
  width,
  marginBottom,
  onSearch,
  onReset,
}: {
  prefix: string;
  width: number;
  marginBottom: number;
  onSearch: (filters: AdminFilters) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  return (
    <Form
      form={form}
      layout="inline"
      style={{ marginBottom, rowGap: 8 }}
      onFinish={(values) => onSearch(toAdminFilters(values, ['userName', 'phonenumber']))}
    >
      <Form.Item name="userName" label={t('adm.user.userName')}>
        <Input data-testid={`${prefix}-search-name`} allowClear placeholder={t('adm.input')} style={{ width }} />
      </Form.Item>
      <Form.Item name="phonenumber" label={t('adm.user.phone')}>
        <Input allowClear placeholder={t('adm.input')} style={{ width }} />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid={`${prefix}-search`}>
            {t('common.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              onReset();
            }}
          >
            {t('common.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
