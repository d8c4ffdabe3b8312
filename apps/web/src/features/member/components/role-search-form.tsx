import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictSelect } from '../../../shared/ui/dict/dict-select.tsx';
import type { DictOption } from '../../../shared/ui/dict/use-dict.ts';

export interface RoleFilters {
  roleName?: string;
  status?: '0' | '1';
}

/** 角色名称 and 状态 filters of the project-role list. */
export function RoleSearchForm({
  statuses,
  onSearch,
}: {
  statuses: readonly DictOption[];
  onSearch: (filters: RoleFilters) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RoleFilters>();
  return (
    <Form
      form={form}
      layout="inline"
      onFinish={onSearch}
      style={{ marginBottom: 12, rowGap: 8 }}
      data-testid="member-role-search"
    >
      <Form.Item name="roleName" label={t('member.role.name')}>
        <Input allowClear placeholder={t('member.enter', { field: t('member.role.name') })} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="status" label={t('member.status')}>
        <DictSelect
          options={statuses}
          placeholder={t('member.choose', { field: t('member.status') })}
          style={{ width: 160 }}
        />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="member-role-search-submit">
          {t('member.search')}
        </Button>
      </Form.Item>
      <Form.Item>
        <Button
          icon={<ReloadOutlined />}
          onClick={() => {
            form.resetFields();
            onSearch({});
          }}
        >
          {t('member.reset')}
        </Button>
      </Form.Item>
    </Form>
  );
}
