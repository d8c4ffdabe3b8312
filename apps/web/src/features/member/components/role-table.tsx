import { PERMS, type ProjectRoleRow } from '@zj/contract';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { DictOption } from '@/shared/ui/dict/use-dict.ts';
import { actionsColumn, labelledColumns } from '@/shared/ui/list/columns.tsx';
import { DataTable } from '@/shared/ui/list/data-table.tsx';
import { RowActions } from '@/shared/ui/list/row-actions.tsx';

const P = PERMS.business.projectRole;
const LABELS = {
  roleName: 'member.role.name',
  roleKey: 'member.role.key',
  roleSort: 'member.role.sort',
  userCount: 'member.role.userCount',
  status: 'common.status',
  createTime: 'common.createTime',
} as const;

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
  useTranslation(); // the titles follow the language
  const columns: ColumnsType<ProjectRoleRow> = [
    ...labelledColumns<ProjectRoleRow, keyof typeof LABELS>(LABELS, {
      roleName: { align: undefined },
      roleKey: { align: undefined },
      roleSort: { width: 100 },
      userCount: { width: 100 },
      status: { dict: statuses },
      createTime: { width: 180 },
    }),
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
