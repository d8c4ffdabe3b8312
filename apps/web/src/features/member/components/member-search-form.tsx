import type { PROJECT_USER_TYPES } from '@zj/contract';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictSelect } from '@/shared/ui/dict/dict-select.tsx';
import type { DictOption } from '@/shared/ui/dict/use-dict.ts';
import { SearchForm, SearchInput } from '@/shared/ui/list/search-form.tsx';

export interface MemberFilters {
  userName?: string;
  roleId?: number;
  userType?: (typeof PROJECT_USER_TYPES)[number];
}

/** 用户名称, 项目角色 and 单位类型 filters of the member list. */
export function MemberSearchForm({
  roles,
  userTypes,
  onSearch,
  onReset,
}: {
  roles: readonly { label: string; value: number }[];
  userTypes: readonly DictOption[];
  onSearch: (filters: MemberFilters) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<MemberFilters>();
  return (
    <SearchForm<MemberFilters> prefix="member-user" form={form} onSearch={onSearch} onReset={onReset}>
      <SearchInput name="userName" label="member.user.userName" width={180} />
      <Form.Item name="roleId" label={t('member.user.role')}>
        <Select
          allowClear
          options={roles as { label: string; value: number }[]}
          placeholder={t('common.choose', { field: t('member.user.role') })}
          style={{ width: 180 }}
        />
      </Form.Item>
      <Form.Item name="userType" label={t('member.user.userType')}>
        <DictSelect
          options={userTypes}
          placeholder={t('common.choose', { field: t('member.user.userType') })}
          style={{ width: 160 }}
        />
      </Form.Item>
    </SearchForm>
  );
}
