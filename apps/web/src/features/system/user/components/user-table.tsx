import { DeleteOutlined, DoubleRightOutlined, EditOutlined, KeyOutlined, UserAddOutlined } from '@ant-design/icons';
import { PERMS, type UserRow } from '@zj/contract';
import { Button, Dropdown, Space, Switch } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useAccess } from '@/shared/access/index.ts';
import { ACTIONS_KEY } from '@/shared/ui/list/card-list.tsx';
import { DataTable } from '@/shared/ui/list/data-table.tsx';
import { PermLink } from '@/shared/ui/list/perm-link.tsx';

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
    { key: 'phonenumber', title: t('adm.user.phone'), dataIndex: 'phonenumber', width: 120 },
    {
      key: 'status',
      title: t('common.status'),
      dataIndex: 'status',
      width: 70,
      align: 'center',
      render: (status: string, row) => (
        <Switch
          size="small"
          checked={status === '0'}
          disabled={row.admin || !access.hasPermi([P.edit])}
          onChange={(checked) => props.onToggleStatus(row, checked)}
          data-testid={`user-status-${row.userId}`}
        />
      ),
    },
    { key: 'createTime', title: t('common.createTime'), dataIndex: 'createTime', width: 170, align: 'center' },
  ];
  const actions: ColumnsType<UserRow>[number] = {
    key: ACTIONS_KEY,
    title: t('common.actions'),
    // Fixed at the right edge (DataTable): as narrow as 修改 · 删除 · 更多 allow, in both languages.
    width: 200,
    align: 'center',
    render: (_, row) =>
      row.admin ? null : (
        <Space size={0}>
          <PermLink
            perm={P.edit}
            icon={<EditOutlined />}
            onClick={() => props.onEdit(row)}
            testId={`user-edit-${row.userId}`}
          >
            {t('common.edit')}
          </PermLink>
          <PermLink
            perm={P.remove}
            icon={<DeleteOutlined />}
            danger
            onClick={() => props.onDelete(row)}
            testId={`user-delete-${row.userId}`}
          >
            {t('common.delete')}
          </PermLink>
          {(access.hasPermi([P.resetPwd]) || access.hasPermi([P.edit])) && (
            <Dropdown
              trigger={['click']}
              menu={{
                items: [
                  ...(access.hasPermi([P.resetPwd])
                    ? [
                        {
                          key: 'resetPwd',
                          icon: <KeyOutlined />,
                          label: <span data-testid={`user-reset-pwd-${row.userId}`}>{t('adm.user.resetPwd')}</span>,
                        },
                      ]
                    : []),
                  ...(access.hasPermi([P.edit])
                    ? [
                        {
                          key: 'authRole',
                          icon: <UserAddOutlined />,
                          label: <span data-testid={`user-auth-role-${row.userId}`}>{t('adm.user.authRole')}</span>,
                        },
                      ]
                    : []),
                ],
                onClick: ({ key }) => (key === 'resetPwd' ? props.onResetPwd(row) : props.onAuthRole(row)),
              }}
            >
              <Button type="link" size="small" icon={<DoubleRightOutlined />} data-testid={`user-more-${row.userId}`}>
                {t('adm.more')}
              </Button>
            </Dropdown>
          )}
        </Space>
      ),
  };
  const columns = [...all.filter((column) => isVisible(String(column.key))), actions];
  return (
    <DataTable<UserRow>
      data-testid="user-table"
      rowKey="userId"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      size="middle"
      rowSelection={{
        selectedRowKeys: selected,
        onChange: (keys) => onSelect(keys.map(Number)),
        getCheckboxProps: (row) => ({ disabled: row.admin }),
      }}
      onRow={(row) => ({ 'data-testid': `user-row-${row.userId}` }) as object}
    />
  );
}
