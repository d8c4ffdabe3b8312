import '@/shared/i18n/admin-texts.ts';
import { CheckCircleOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { PERMS, type RoleRow } from '@zj/contract';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAccess } from '@/shared/access/index.ts';
import { confirmDeleteNamed, confirmStatusChange } from '@/shared/ui/confirm.ts';
import { actionsColumn } from '@/shared/ui/list/columns.tsx';
import { DataTable } from '@/shared/ui/list/data-table.tsx';
import { ListPage } from '@/shared/ui/list/list-page.tsx';
import { RowActions } from '@/shared/ui/list/row-actions.tsx';
import { useListPage } from '@/shared/ui/list/use-list-page.ts';
import { type AdminFilters, toAdminFilters } from '../../common/admin-filters.ts';
import { StatusSearchItem } from '../../common/status-search-item.tsx';
import { statusSwitchColumn } from '../../common/status-switch-column.tsx';
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
    statusSwitchColumn<RoleRow>(
      t('common.status'),
      90,
      access.hasPermi([P.edit]),
      toggleStatus,
      (row) => `role-status-${row.roleId}`,
    ),
    { title: t('common.createTime'), dataIndex: 'createTime', width: 170, align: 'center' },
    actionsColumn(
      (row) =>
        row.admin ? null : (
          <RowActions
            prefix="role"
            id={row.roleId}
            perms={P}
            nowrap
            onEdit={() => dialog.open({ mode: 'edit', roleId: row.roleId })}
            onDelete={() => list.askDelete([row.roleId])}
            more={[
              {
                key: 'dataScope',
                icon: <CheckCircleOutlined />,
                label: t('adm.role.dataScope'),
                perm: P.edit,
                testId: `role-data-scope-${row.roleId}`,
                onClick: () => setScoping(row),
              },
              {
                key: 'authUser',
                icon: <UserOutlined />,
                label: t('adm.role.authUser'),
                perm: P.edit,
                testId: `role-auth-user-${row.roleId}`,
                onClick: () => navigate(`/system/role-auth/user/${row.roleId}`),
              },
            ]}
          />
        ),
      220,
    ),
  ];
  const single = selected.length === 1 ? selected[0] : undefined;

  return (
    <ListPage
      prefix="role"
      testIds={{ edit: 'role-edit-selected', delete: 'role-delete-selected' }}
      perms={P}
      list={list}
      query={{ data, refetch: reload }}
      onAdd={() => dialog.open({ mode: 'add' })}
      onEdit={() => single !== undefined && dialog.open({ mode: 'edit', roleId: single })}
      onExport={() => void exportRoles(list.filters)}
      search={{
        dateRange: true,
        onSearch: (values) => list.search(toAdminFilters(values, ['roleName', 'roleKey'])),
        fields: [
          {
            name: 'roleName',
            label: 'adm.role.name',
            placeholder: 'adm.input',
            width: 180,
            testId: 'role-search-name',
          },
          { name: 'roleKey', label: 'adm.role.key', placeholder: 'adm.input', width: 180, testId: 'role-search-key' },
          <StatusSearchItem key="status" prefix="role" width={140} />,
        ],
      }}
      dialogs={
        <>
          <RoleFormDialog target={dialog.target} onClose={dialog.close} onSaved={dialog.saved} />
          <DataScopeDialog
            role={scoping}
            onClose={() => setScoping(null)}
            onSaved={() => {
              setScoping(null);
              void reload();
            }}
          />
        </>
      }
    >
      <DataTable<RoleRow>
        prefix="role"
        rowKey="roleId"
        columns={columns}
        dataSource={data?.rows ?? []}
        loading={isFetching}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(Number)),
          getCheckboxProps: (row) => ({ disabled: row.admin }),
        }}
      />
    </ListPage>
  );
}
