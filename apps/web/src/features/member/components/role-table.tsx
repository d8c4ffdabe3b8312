import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { PERMS, type ProjectRoleRow } from '@zj/contract';
import { Button } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { ProjectPermission } from '@/shared/access/access.tsx';
import { DictTag } from '@/shared/ui/dict/dict-tag.tsx';
import type { DictOption } from '@/shared/ui/dict/use-dict.ts';
import { ACTIONS_KEY } from '@/shared/ui/list/card-list.tsx';
import { DataTable } from '@/shared/ui/list/data-table.tsx';

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
    {
      key: ACTIONS_KEY,
      title: t('common.actions'),
      align: 'center',
      width: 180,
      render: (_, row) => (
        <>
          <ProjectPermission perms={[P.edit]}>
            <Button
              type="link"
              size="small"
              icon={<EditOutlined />}
              onClick={() => onEdit(row)}
              data-testid={`member-role-edit-${row.roleId}`}
            >
              {t('common.edit')}
            </Button>
          </ProjectPermission>
          <ProjectPermission perms={[P.remove]}>
            <Button
              type="link"
              size="small"
              danger
              icon={<DeleteOutlined />}
              onClick={() => onDelete(row)}
              data-testid={`member-role-delete-${row.roleId}`}
            >
              {t('common.delete')}
            </Button>
          </ProjectPermission>
        </>
      ),
    },
  ];
  return (
    <DataTable<ProjectRoleRow>
      data-testid="member-role-table"
      rowKey="roleId"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      onRow={(row) => ({ 'data-testid': `member-role-row-${row.roleId}` }) as never}
    />
  );
}
