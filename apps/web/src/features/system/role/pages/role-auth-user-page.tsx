import '@/shared/i18n/admin-texts.ts';
import { CloseCircleOutlined, CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AuthUserRow, DEFAULT_PAGE_SIZE, DICT_TYPES, PERMS } from '@zj/contract';
import { Button, Flex, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Permission } from '@/shared/access/index.ts';
import { confirmThen } from '@/shared/ui/confirm.ts';
import { useDict } from '@/shared/ui/dict/use-dict.ts';
import { actionsColumn } from '@/shared/ui/list/columns.tsx';
import { PermLink } from '@/shared/ui/list/perm-link.tsx';
import { RightToolbar } from '@/shared/ui/right-toolbar.tsx';
import { TablePagination } from '@/shared/ui/table-pagination.tsx';
import type { AdminFilters } from '../../common/admin-filters.ts';
import { cancelAuthUser, cancelAuthUsers, getAllocatedUsers } from '../api/auth-users.ts';
import { authUserColumns } from '../components/auth-user-columns.tsx';
import { AuthUserSearch } from '../components/auth-user-search.tsx';
import { SelectUserDialog } from '../components/select-user-dialog.tsx';

const P = PERMS.system.role;

/** /system/role-auth/user/:roleId — 分配用户: users holding the role, add or revoke. */
export default function RoleAuthUserPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const roleId = Number(useParams().roleId);
  const dicts = useDict(DICT_TYPES.normalDisable);
  const [filters, setFilters] = useState<AdminFilters>({});
  const [page, setPage] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [selected, setSelected] = useState<number[]>([]);
  const [picking, setPicking] = useState(false);
  const { data, isFetching } = useQuery({
    queryKey: ['system', 'role', 'allocated', roleId, filters, page],
    queryFn: () => getAllocatedUsers({ roleId, ...filters, ...page }),
    enabled: Number.isInteger(roleId) && roleId > 0,
    placeholderData: keepPreviousData,
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: ['system', 'role'] });

  const cancelOne = (row: AuthUserRow) =>
    confirmThen(
      t('adm.role.confirmCancel', { name: row.userName }),
      () => cancelAuthUser(roleId, row.userId),
      t('adm.role.cancelOk'),
      { after: reload },
    );
  const cancelSelected = () =>
    confirmThen(
      t('adm.role.confirmCancelAll'),
      async () => {
        await cancelAuthUsers(roleId, selected);
        setSelected([]);
      },
      t('adm.role.cancelOk'),
      { after: reload },
    );

  const columns: ColumnsType<AuthUserRow> = [
    ...authUserColumns(t, dicts),
    actionsColumn(
      (row) => (
        <PermLink
          perm={[P.remove, P.edit]}
          icon={<CloseCircleOutlined />}
          onClick={() => cancelOne(row)}
          testId={`auth-user-cancel-${row.userId}`}
        >
          {t('adm.role.cancelAuth')}
        </PermLink>
      ),
      130,
    ),
  ];

  return (
    <div style={{ padding: 16 }} data-testid="role-auth-user-page">
      <AuthUserSearch
        prefix="auth-user"
        width={180}
        marginBottom={16}
        onSearch={(next) => {
          setFilters(next);
          setPage((current) => ({ ...current, pageNum: 1 }));
        }}
        onReset={() => setFilters({})}
      />
      <Flex justify="space-between" style={{ marginBottom: 8 }} wrap gap={8}>
        <Space wrap>
          <Permission perms={[P.add, P.edit]}>
            <Button
              type="primary"
              ghost
              icon={<PlusOutlined />}
              onClick={() => setPicking(true)}
              data-testid="auth-user-add"
            >
              {t('adm.role.addUser')}
            </Button>
          </Permission>
          <Permission perms={[P.remove, P.edit]}>
            <Button
              danger
              icon={<CloseCircleOutlined />}
              disabled={selected.length === 0}
              onClick={cancelSelected}
              data-testid="auth-user-cancel-selected"
            >
              {t('adm.role.cancelAuthBatch')}
            </Button>
          </Permission>
          <Button icon={<CloseOutlined />} onClick={() => navigate('/system/role')} data-testid="auth-user-close">
            {t('common.close')}
          </Button>
        </Space>
        <RightToolbar onRefresh={() => void reload()} />
      </Flex>
      <Table<AuthUserRow>
        data-testid="auth-user-table"
        rowKey="userId"
        size="middle"
        columns={columns}
        dataSource={data?.rows ?? []}
        loading={isFetching}
        pagination={false}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
        onRow={(row) => ({ 'data-testid': `auth-user-row-${row.userId}` }) as object}
      />
      <TablePagination
        total={data?.total ?? 0}
        pageNum={page.pageNum}
        pageSize={page.pageSize}
        onChange={(pageNum, pageSize) => setPage({ pageNum, pageSize })}
      />
      <SelectUserDialog
        roleId={roleId}
        open={picking}
        onClose={() => setPicking(false)}
        onSaved={() => {
          setPicking(false);
          void reload();
        }}
      />
    </div>
  );
}
