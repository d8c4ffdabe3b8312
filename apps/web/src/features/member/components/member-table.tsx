import { PERMS, type PROJECT_USER_TYPES, type ProjectUserRow } from '@zj/contract';
import { Select, Switch, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useAccess } from '@/shared/access/access.tsx';
import { DictSelect } from '@/shared/ui/dict/dict-select.tsx';
import { DictTag } from '@/shared/ui/dict/dict-tag.tsx';
import type { DictOption } from '@/shared/ui/dict/use-dict.ts';
import { actionsColumn } from '@/shared/ui/list/columns.tsx';
import { DataTable } from '@/shared/ui/list/data-table.tsx';
import { RowActions } from '@/shared/ui/list/row-actions.tsx';

const P = PERMS.business.projectUser;

export interface MemberActions {
  onRole: (row: ProjectUserRow, roleId: number | null) => void;
  onType: (row: ProjectUserRow, userType: (typeof PROJECT_USER_TYPES)[number]) => void;
  onAdmin: (row: ProjectUserRow, isAdmin: boolean) => void;
  onRemove: (rows: ProjectUserRow[]) => void;
}

/** The project's members; role, unit type and admin flag change in place with 项目成员 修改. */
export function MemberTable({
  rows,
  loading,
  roles,
  userTypes,
  selected,
  onSelect,
  actions,
}: {
  rows: ProjectUserRow[];
  loading: boolean;
  roles: readonly { label: string; value: number }[];
  userTypes: readonly DictOption[];
  selected: number[];
  onSelect: (userIds: number[]) => void;
  actions: MemberActions;
}) {
  const { t } = useTranslation();
  const access = useAccess();
  const canEdit = access.hasProjectPermi([P.edit]);
  const canRemove = access.hasProjectPermi([P.remove]);
  const columns: ColumnsType<ProjectUserRow> = [
    { key: 'userName', title: t('member.user.userName'), dataIndex: 'userName' },
    { key: 'nickName', title: t('member.user.nickName'), dataIndex: 'nickName' },
    { key: 'phonenumber', title: t('member.user.phone'), dataIndex: 'phonenumber' },
    { key: 'deptName', title: t('member.user.dept'), dataIndex: 'deptName' },
    {
      key: 'roleId',
      title: t('member.user.role'),
      width: 180,
      render: (_, row) =>
        canEdit ? (
          <Select<number>
            allowClear
            size="small"
            style={{ width: 160 }}
            value={row.roleId ?? undefined}
            placeholder={t('member.user.noRole')}
            options={roles as { label: string; value: number }[]}
            onChange={(roleId) => actions.onRole(row, roleId ?? null)}
            data-testid={`member-user-role-${row.userId}`}
          />
        ) : (
          (row.roleName ?? t('member.user.noRole'))
        ),
    },
    {
      key: 'userType',
      title: t('member.user.userType'),
      width: 150,
      render: (_, row) =>
        canEdit ? (
          <DictSelect
            allowClear={false}
            size="small"
            style={{ width: 130 }}
            options={userTypes}
            value={row.userType}
            // The options are the dictionary of the project user types.
            onChange={(userType: string) => actions.onType(row, userType as (typeof PROJECT_USER_TYPES)[number])}
            data-testid={`member-user-type-${row.userId}`}
          />
        ) : (
          <DictTag options={userTypes} value={row.userType} />
        ),
    },
    {
      key: 'isAdmin',
      title: t('member.user.isAdmin'),
      align: 'center',
      width: 110,
      render: (_, row) =>
        canEdit ? (
          <Switch
            size="small"
            checked={row.isAdmin === '1'}
            onChange={(on) => actions.onAdmin(row, on)}
            data-testid={`member-user-admin-${row.userId}`}
          />
        ) : (
          row.isAdmin === '1' && <Tag color="processing">{t('member.user.isAdmin')}</Tag>
        ),
    },
    { key: 'joinTime', title: t('member.user.joinTime'), dataIndex: 'joinTime', align: 'center', width: 170 },
  ];
  if (canRemove) {
    columns.push(
      actionsColumn(
        (row) => (
          <RowActions
            prefix="member-user"
            perms={{ remove: P.remove }}
            projectScoped
            onDelete={() => actions.onRemove([row])}
            labels={{ delete: 'member.user.remove' }}
            testIds={{ delete: `member-user-remove-${row.userId}` }}
          />
        ),
        100,
      ),
    );
  }
  return (
    <DataTable<ProjectUserRow>
      prefix="member-user"
      rowKey="userId"
      columns={columns}
      dataSource={rows}
      loading={loading}
      rowSelection={
        canRemove ? { selectedRowKeys: selected, onChange: (keys) => onSelect(keys.map(Number)) } : undefined
      }
    />
  );
}
