import { SearchForm } from '@/shared/ui/list/search-form.tsx';
import { type AdminFilters, toAdminFilters } from '../../common/admin-filters.ts';
import { StatusSearchItem } from '../../common/status-search-item.tsx';

/** 用户名称 / 手机号码 / 状态 / 创建时间; the form is new each time the search is shown again. */
export function UserSearch({ onSearch }: { onSearch: (filters: AdminFilters) => void }) {
  return (
    <SearchForm<Parameters<typeof toAdminFilters>[0]>
      prefix="user"
      dateRange
      onSearch={(values) => onSearch(toAdminFilters(values, ['userName', 'phonenumber']))}
      onReset={() => onSearch({})}
      fields={[
        {
          name: 'userName',
          label: 'adm.user.userName',
          placeholder: 'adm.input',
          width: 180,
          testId: 'user-search-userName',
        },
        {
          name: 'phonenumber',
          label: 'adm.user.phone',
          placeholder: 'adm.input',
          width: 180,
          testId: 'user-search-phone',
        },
        <StatusSearchItem key="status" prefix="user" width={140} />,
      ]}
    />
  );
}
