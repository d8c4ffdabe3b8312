import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictSelect } from '@/shared/ui/dict/dict-select.tsx';
import type { DictOption } from '@/shared/ui/dict/use-dict.ts';
import { SearchForm, SearchInput } from '@/shared/ui/list/search-form.tsx';

export interface RoleFilters {
  roleName?: string;
  status?: '0' | '1';
}

/** 角色名称 and 状态 filters of the project-role list. */
export function RoleSearchForm({
  statuses,
  onSearch,
  onReset,
}: {
  statuses: readonly DictOption[];
  onSearch: (filters: RoleFilters) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RoleFilters>();
  return (
    <SearchForm<RoleFilters> prefix="member-role" form={form} onSearch={onSearch} onReset={onReset}>
      <SearchInput name="roleName" label="member.role.name" />
      <Form.Item name="status" label={t('common.status')}>
        <DictSelect
          options={statuses}
          placeholder={t('common.choose', { field: t('common.status') })}
          style={{ width: 160 }}
        />
      </Form.Item>
    </SearchForm>
  );
}
