import { PERMS, type ProjectRoleRow } from '@zj/contract';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { DictTag } from '@/shared/ui/dict/dict-tag.tsx';
import type { DictOption } from '@/shared/ui/dict/use-dict.ts';
import { actionsColumn } from '@/shared/ui/list/columns.tsx';
import { DataTable } from '@/shared/ui/list/data-table.tsx';
import { RowActions } from '@/shared/ui/list/row-actions.tsx';

const P = PERMS.business.projectRole;

/** The project's roles with 修改 / 删除 behind the project permissions. */
export function RoleTable({
  rows,
  loading,
  statuses,
  onEdit,
  onDelete,
}: {
  rows: ProjectRoleRow[];
  loading: boolean;
  statuses: readonly DictOption[];
  onEdit: (row: ProjectRoleRow) => void;
  onDelete: (row: ProjectRoleRow) => void;
}) {
  const { t } = useTranslation();
  const columns: ColumnsType<ProjectRoleRow> = [
    { key: 'roleName', title: t('member.role.name'), dataIndex: 'roleName' },
    { key: 'roleKey', title: t('member.role.key'), dataIndex: 'roleKey' },
    { key: 'roleSort', title: t('member.role.sort'), dataIndex: 'roleSort', align: 'center', width: 100 },
    { key: 'userCount', title: t('member.role.userCount'), dataIndex: 'userCount', align: 'center', width: 100 },
    {
      key: 'status',
      title: t('common.status'),
      dataIndex: 'status',
      align: 'center',
      width: 100,
      render: (status: string) => <DictTag options={statuses} value={status} />,
    },
    { key: 'createTime', title: t('common.createTime'), dataIndex: 'createTime', align: 'center', width: 180 },
    actionsColumn(
      (row) => (
        <RowActions
          prefix="member-role"
          id={row.roleId}
          perms={P}
          projectScoped
          onEdit={() => onEdit(row)}
          onDelete={() => onDelete(row)}
        />
      ),
      180,
    ),
  ];
  return (
    <DataTable<ProjectRoleRow>
      prefix="member-role"
      rowKey="roleId"
      columns={columns}
      dataSource={rows}
      loading={loading}
    />
  );
}
