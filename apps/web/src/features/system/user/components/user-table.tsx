import { KeyOutlined, UserAddOutlined } from '@ant-design/icons';
import { PERMS, type UserRow } from '@zj/contract';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useAccess } from '@/shared/access/index.ts';
import { actionsColumn } from '@/shared/ui/list/columns.tsx';
import { DataTable } from '@/shared/ui/list/data-table.tsx';
import { RowActions } from '@/shared/ui/list/row-actions.tsx';
import { statusSwitchColumn } from '../../common/status-switch-column.tsx';

const P = PERMS.system.user;
/** Columns the visibility setting covers (RuoYi's user list), in order. */
export const USER_COLUMN_KEYS = [
  'userId',
  'userName',
  'nickName',
  'deptName',
  'phonenumber',
  'status',
  'createTime',
] as const;
export const USER_COLUMN_LABELS: Record<(typeof USER_COLUMN_KEYS)[number], string> = {
  userId: 'adm.user.id',
  userName: 'adm.user.userName',
  nickName: 'adm.user.nickName',
  deptName: 'adm.user.dept',
  phonenumber: 'adm.user.phone',
  status: 'common.status',
  createTime: 'common.createTime',
};

export interface UserTableProps {
  rows: UserRow[];
  loading: boolean;
  isVisible: (key: string) => boolean;
  selected: number[];
  onSelect: (ids: number[]) => void;
  onToggleStatus: (row: UserRow, enable: boolean) => void;
  onEdit: (row: UserRow) => void;
  onDelete: (row: UserRow) => void;
  onResetPwd: (row: UserRow) => void;
  onAuthRole: (row: UserRow) => void;
}

export function UserTable(props: UserTableProps) {
  const { rows, loading, isVisible, selected, onSelect } = props;
  const { t } = useTranslation();
  const access = useAccess();
  const all: ColumnsType<UserRow> = [
    { key: 'userId', title: t('adm.user.id'), dataIndex: 'userId', width: 80, align: 'center' },
    { key: 'userName', title: t('adm.user.userName'), dataIndex: 'userName', ellipsis: true },
    { key: 'nickName', title: t('adm.user.nickName'), dataIndex: 'nickName', ellipsis: true },
    { key: 'deptName', title: t('adm.user.dept'), render: (_, row) => row.dept?.deptName ?? '', ellipsis: true },
    { key: 'phonenumber', title: t('adm.user.phone'), dataIndex: 'phonenumber', width: 110 },
    statusSwitchColumn<UserRow>(
      t('common.status'),
      70,
      access.hasPermi([P.edit]),
      props.onToggleStatus,
      (row) => `user-status-${row.userId}`,
    ),
    { key: 'createTime', title: t('common.createTime'), dataIndex: 'createTime', width: 170, align: 'center' },
  ];
  // Fixed at the right edge (DataTable): as narrow as 修改 · 删除 · 更多 allow, in both languages.
  const actions = actionsColumn<UserRow>(
    (row) =>
      row.admin ? null : (
        <RowActions
          prefix="user"
          id={row.userId}
          perms={P}
          nowrap
          onEdit={() => props.onEdit(row)}
          onDelete={() => props.onDelete(row)}
          more={[
            {
              key: 'resetPwd',
              icon: <KeyOutlined />,
              label: t('adm.user.resetPwd'),
              perm: P.resetPwd,
              testId: `user-reset-pwd-${row.userId}`,
              onClick: () => props.onResetPwd(row),
            },
            {
              key: 'authRole',
              icon: <UserAddOutlined />,
              label: t('adm.user.authRole'),
              perm: P.edit,
              testId: `user-auth-role-${row.userId}`,
              onClick: () => props.onAuthRole(row),
            },
          ]}
        />
      ),
    230,
  );
  const columns = [...all.filter((column) => isVisible(String(column.key))), actions];
  return (
    <DataTable<UserRow>
      prefix="user"
      rowKey="userId"
      columns={columns}
      dataSource={rows}
      loading={loading}
      // Fixed layout from 880 px: at 1440 px beside the department tree every column fits (names
      // shortened with an ellipsis) and 创建时间 is never under the fixed 操作 column.
      scroll={{ x: 880 }}
      rowSelection={{
        selectedRowKeys: selected,
        onChange: (keys) => onSelect(keys.map(Number)),
        getCheckboxProps: (row) => ({ disabled: row.admin }),
      }}
    />
  );
}
