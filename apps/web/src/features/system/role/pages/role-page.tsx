import '@/shared/i18n/admin-texts.ts';
import {
  CheckCircleOutlined,
  DeleteOutlined,
  DoubleRightOutlined,
  EditOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { PERMS, type RoleRow } from '@zj/contract';
import { Button, Dropdown, Form, Input, Space, Switch } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Permission, useAccess } from '@/shared/access/index.ts';
import { feedback } from '@/shared/api/feedback.ts';
import { confirmDeleteNamed, confirmStatusChange } from '@/shared/ui/confirm.ts';
import { ACTIONS_KEY } from '@/shared/ui/list/card-list.tsx';
import { DataTable } from '@/shared/ui/list/data-table.tsx';
import { ListPage } from '@/shared/ui/list/list-page.tsx';
import { PermLink } from '@/shared/ui/list/perm-link.tsx';
import { SearchForm } from '@/shared/ui/list/search-form.tsx';
import { useListPage } from '@/shared/ui/list/use-list-page.ts';
import { type AdminFilters, toAdminFilters } from '../../common/admin-filters.ts';
import { StatusSearchItem } from '../../common/status-search-item.tsx';
import { useDialogTarget } from '../../common/use-dialog-target.ts';
import { changeRoleStatus } from '../api/change-role-status.ts';
import { deleteRoles } from '../api/delete-roles.ts';
import { exportRoles } from '../api/export-roles.ts';
import { useRoles } from '../api/get-roles.ts';
import { DataScopeDialog } from '../components/data-scope-dialog.tsx';
import { type RoleDialogTarget, RoleFormDialog } from '../components/role-form-dialog.tsx';

const P = PERMS.system.role;

/** system/role/index — 角色管理. */
export default function RolePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const access = useAccess();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const reload = () => queryClient.invalidateQueries({ queryKey: ['system', 'role'] });
  const list = useListPage<AdminFilters>({
    remove: { run: deleteRoles, confirm: (ids, action) => confirmDeleteNamed(ids.join(','), action, reload) },
  });
  const dialog = useDialogTarget<RoleDialogTarget>(reload);
  const [scoping, setScoping] = useState<RoleRow | null>(null);
  const { data, isFetching } = useRoles(list.query);
  const { selected, setSelected } = list;

  const toggleStatus = (row: RoleRow, enable: boolean) =>
    confirmStatusChange(row.roleName, enable, (status) => changeRoleStatus(row.roleId, status), reload);

  const columns: ColumnsType<RoleRow> = [
    { title: t('adm.role.id'), dataIndex: 'roleId', width: 100 },
    { title: t('adm.role.name'), dataIndex: 'roleName', ellipsis: true },
    { title: t('adm.role.key'), dataIndex: 'roleKey', ellipsis: true },
    { title: t('adm.role.sort'), dataIndex: 'roleSort', width: 100 },
    {
      title: t('common.status'),
      dataIndex: 'status',
      width: 90,
      align: 'center',
      render: (status: string, row) => (
        <Switch
          size="small"
          checked={status === '0'}
          disabled={row.admin || !access.hasPermi([P.edit])}
          onChange={(checked) => toggleStatus(row, checked)}
          data-testid={`role-status-${row.roleId}`}
        />
      ),
    },
    { title: t('common.createTime'), dataIndex: 'createTime', width: 170, align: 'center' },
    {
      title: t('common.actions'),
      key: ACTIONS_KEY,
      width: 220,
      align: 'center',
      render: (_, row) =>
        row.admin ? null : (
          <Space size={0}>
            <PermLink
              perm={P.edit}
              icon={<EditOutlined />}
              onClick={() => dialog.open({ mode: 'edit', roleId: row.roleId })}
              testId={`role-edit-${row.roleId}`}
            >
              {t('common.edit')}
            </PermLink>
            <PermLink
              perm={P.remove}
              icon={<DeleteOutlined />}
              danger
              onClick={() => list.askDelete([row.roleId])}
              testId={`role-delete-${row.roleId}`}
            >
              {t('common.delete')}
            </PermLink>
            <Permission perms={[P.edit]}>
              <Dropdown
                trigger={['click']}
                menu={{
                  items: [
                    {
                      key: 'dataScope',
                      icon: <CheckCircleOutlined />,
                      label: <span data-testid={`role-data-scope-${row.roleId}`}>{t('adm.role.dataScope')}</span>,
                    },
                    {
                      key: 'authUser',
                      icon: <UserOutlined />,
                      label: <span data-testid={`role-auth-user-${row.roleId}`}>{t('adm.role.authUser')}</span>,
                    },
                  ],
                  onClick: ({ key }) =>
                    key === 'dataScope' ? setScoping(row) : navigate(`/system/role-auth/user/${row.roleId}`),
                }}
              >
                <Button type="link" size="small" icon={<DoubleRightOutlined />} data-testid={`role-more-${row.roleId}`}>
                  {t('adm.more')}
                </Button>
              </Dropdown>
            </Permission>
          </Space>
        ),
    },
  ];
  const single = selected.length === 1 ? selected[0] : undefined;

  return (
    <ListPage
      testId="role-page"
      prefix="role"
      testIds={{ edit: 'role-edit-selected', delete: 'role-delete-selected' }}
      perms={P}
      list={list}
      query={{ data, refetch: reload }}
      onAdd={() => dialog.open({ mode: 'add' })}
      onEdit={() => single !== undefined && dialog.open({ mode: 'edit', roleId: single })}
      onExport={() => void exportRoles(list.filters)}
      search={
        <SearchForm
          prefix="role"
          form={form}
          dateRange
          onSearch={(values) => list.search(toAdminFilters(values, ['roleName', 'roleKey']))}
          onReset={list.reset}
        >
          <Form.Item name="roleName" label={t('adm.role.name')}>
            <Input data-testid="role-search-name" allowClear placeholder={t('adm.input')} style={{ width: 180 }} />
          </Form.Item>
          <Form.Item name="roleKey" label={t('adm.role.key')}>
            <Input data-testid="role-search-key" allowClear placeholder={t('adm.input')} style={{ width: 180 }} />
          </Form.Item>
          <StatusSearchItem prefix="role" width={140} />
        </SearchForm>
      }
      dialogs={
        <>
          <RoleFormDialog target={dialog.target} onClose={dialog.close} onSaved={dialog.saved} />
          <DataScopeDialog
            role={scoping}
            onClose={() => setScoping(null)}
            onSaved={() => {
              feedback().success(t('common.editSuccess'));
              setScoping(null);
              void reload();
            }}
          />
        </>
      }
    >
      <DataTable<RoleRow>
        data-testid="role-table"
        rowKey="roleId"
        columns={columns}
        dataSource={data?.rows ?? []}
        loading={isFetching}
        pagination={false}
        size="middle"
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(Number)),
          getCheckboxProps: (row) => ({ disabled: row.admin }),
        }}
        onRow={(row) => ({ 'data-testid': `role-row-${row.roleId}` }) as object}
      />
    </ListPage>
  );
}
