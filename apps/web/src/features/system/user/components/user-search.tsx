import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { SearchForm } from '@/shared/ui/list/search-form.tsx';
import { type AdminFilters, toAdminFilters } from '../../common/admin-filters.ts';
import { StatusSearchItem } from '../../common/status-search-item.tsx';

/** 用户名称 / 手机号码 / 状态 / 创建时间; the form is new each time the search is shown again. */
export function UserSearch({ onSearch }: { onSearch: (filters: AdminFilters) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  return (
    <SearchForm
      prefix="user"
      form={form}
      dateRange
      onSearch={(values) => onSearch(toAdminFilters(values, ['userName', 'phonenumber']))}
      onReset={() => onSearch({})}
    >
      <Form.Item name="userName" label={t('adm.user.userName')}>
        <Input data-testid="user-search-userName" allowClear placeholder={t('adm.input')} style={{ width: 180 }} />
      </Form.Item>
      <Form.Item name="phonenumber" label={t('adm.user.phone')}>
        <Input data-testid="user-search-phone" allowClear placeholder={t('adm.input')} style={{ width: 180 }} />
      </Form.Item>
      <StatusSearchItem prefix="user" width={140} />
    </SearchForm>
  );
}
