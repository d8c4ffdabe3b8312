import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import type { PROJECT_USER_TYPES } from '@zj/contract';
import { Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictSelect } from '../../../shared/ui/dict/dict-select.tsx';
import type { DictOption } from '../../../shared/ui/dict/use-dict.ts';

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
}: {
  roles: readonly { label: string; value: number }[];
  userTypes: readonly DictOption[];
  onSearch: (filters: MemberFilters) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<MemberFilters>();
  return (
    <Form
      form={form}
      layout="inline"
      onFinish={onSearch}
      style={{ marginBottom: 12, rowGap: 8 }}
      data-testid="member-user-search"
    >
      <Form.Item name="userName" label={t('member.user.userName')}>
        <Input
          allowClear
          placeholder={t('member.enter', { field: t('member.user.userName') })}
          style={{ width: 180 }}
        />
      </Form.Item>
      <Form.Item name="roleId" label={t('member.user.role')}>
        <Select
          allowClear
          options={roles as { label: string; value: number }[]}
          placeholder={t('member.choose', { field: t('member.user.role') })}
          style={{ width: 180 }}
        />
      </Form.Item>
      <Form.Item name="userType" label={t('member.user.userType')}>
        <DictSelect
          options={userTypes}
          placeholder={t('member.choose', { field: t('member.user.userType') })}
          style={{ width: 160 }}
        />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="member-user-search-submit">
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
