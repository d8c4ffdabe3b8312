import { useQuery } from '@tanstack/react-query';
import { type AuthUserRow, DEFAULT_PAGE_SIZE, DICT_TYPES } from '@zj/contract';
import { Modal, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/shared/api/feedback.ts';
import { useDict } from '@/shared/ui/dict/use-dict.ts';
import { TablePagination } from '@/shared/ui/table-pagination.tsx';
import type { AdminFilters } from '../../common/admin-filters.ts';
import { getUnallocatedUsers, selectAuthUsers } from '../api/auth-users.ts';
import { authUserColumns } from './auth-user-columns.tsx';
import { AuthUserSearch } from './auth-user-search.tsx';

/** 选择用户: users without the role; the chosen ones get it (selectAll). */
export function SelectUserDialog({
  roleId,
  open,
  onClose,
  onSaved,
}: {
  roleId: number;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const dicts = useDict(DICT_TYPES.normalDisable);
  const [filters, setFilters] = useState<AdminFilters>({});
  const [page, setPage] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [selected, setSelected] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);
  const { data, isFetching } = useQuery({
    queryKey: ['system', 'role', 'unallocated', roleId, filters, page],
    queryFn: () => getUnallocatedUsers({ roleId, ...filters, ...page }),
    enabled: open,
  });
  useEffect(() => {
    if (open) setSelected([]);
  }, [open]);

  const submit = async () => {
    if (selected.length === 0) {
      feedback().error(t('adm.role.pickUsers'));
      return;
    }
    setSaving(true);
    try {
      await selectAuthUsers(roleId, selected);
      feedback().success(t('adm.authOk'));
      onSaved();
    } catch {
      // Told by the request client.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={open}
      title={t('adm.role.selectUser')}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={saving}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ 'data-testid': 'select-user-submit' }}
      width={860}
      destroyOnHidden
    >
      <AuthUserSearch
        prefix="select-user"
        width={160}
        marginBottom={12}
        onSearch={(next) => {
          setFilters(next);
          setPage((current) => ({ ...current, pageNum: 1 }));
        }}
        onReset={() => setFilters({})}
      />
      <Table<AuthUserRow>
        data-testid="select-user-table"
        rowKey="userId"
        size="small"
        columns={authUserColumns(t, dicts)}
        dataSource={data?.rows ?? []}
        loading={isFetching}
        pagination={false}
        scroll={{ y: 300 }}
        rowSelection={{
          selectedRowKeys: selected,
          preserveSelectedRowKeys: true,
          onChange: (keys) => setSelected(keys.map(Number)),
        }}
        onRow={(row) => ({ 'data-testid': `select-user-row-${row.userId}` }) as object}
      />
      <TablePagination
        total={data?.total ?? 0}
        pageNum={page.pageNum}
        pageSize={page.pageSize}
        onChange={(pageNum, pageSize) => setPage({ pageNum, pageSize })}
      />
    </Modal>
  );
}
