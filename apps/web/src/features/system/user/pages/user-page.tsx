import '../../../../shared/i18n/admin-texts.ts';
import { DeleteOutlined, DownloadOutlined, EditOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, PERMS, type UserRow } from '@zj/contract';
import { Button, Col, Flex, Row, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Permission } from '../../../../shared/access/index.ts';
import { feedback } from '../../../../shared/api/feedback.ts';
import { ExcelImportDialog } from '../../../../shared/ui/excel-import-dialog.tsx';
import { RightToolbar } from '../../../../shared/ui/right-toolbar.tsx';
import { TablePagination } from '../../../../shared/ui/table-pagination.tsx';
import { useColumnSettings } from '../../../../shared/ui/use-column-settings.ts';
import { changeUserStatus } from '../api/change-user-status.ts';
import { deleteUsers } from '../api/delete-users.ts';
import { exportUsers } from '../api/export-users.ts';
import { useDeptTree } from '../api/get-dept-tree.ts';
import { useUsers } from '../api/get-users.ts';
import { DeptTreePanel } from '../components/dept-tree-panel.tsx';
import { ResetPwdDialog } from '../components/reset-pwd-dialog.tsx';
import { type UserDialogTarget, UserFormDialog } from '../components/user-form-dialog.tsx';
import { type UserFilters, UserSearch } from '../components/user-search.tsx';
import { USER_COLUMN_KEYS, USER_COLUMN_LABELS, UserTable } from '../components/user-table.tsx';

const P = PERMS.system.user;

/** system/user/index — 用户管理. */
export default function UserPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [page, setPage] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [filters, setFilters] = useState<UserFilters>({});
  const [deptId, setDeptId] = useState<number | undefined>();
  const [showSearch, setShowSearch] = useState(true);
  const [selected, setSelected] = useState<number[]>([]);
  const [target, setTarget] = useState<UserDialogTarget | null>(null);
  const [resetting, setResetting] = useState<UserRow | null>(null);
  const [importing, setImporting] = useState(false);
  const columns = useColumnSettings('system-user', USER_COLUMN_KEYS);
  const query = useMemo(() => ({ ...filters, deptId, ...page }), [filters, deptId, page]);
  const { data, isFetching } = useUsers(query);
  const { data: deptTree } = useDeptTree();
  const rows = data?.rows ?? [];

  const reload = () => queryClient.invalidateQueries({ queryKey: ['system', 'user'] });
  const search = (next: UserFilters) => {
    setFilters(next);
    setPage((current) => ({ ...current, pageNum: 1 }));
  };
  const remove = (ids: number[]) =>
    feedback().confirm({
      title: t('adm.confirmTitle'),
      content: t('adm.confirmDelete', { what: `"${ids.join(',')}"` }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await deleteUsers(ids);
        setSelected([]);
        feedback().success(t('adm.deleteOk'));
        await reload();
      },
    });
  const toggleStatus = (row: UserRow, enable: boolean) =>
    feedback().confirm({
      title: t('adm.confirmTitle'),
      content: t('adm.confirmStatus', { action: t(enable ? 'adm.enable' : 'adm.disable'), name: row.userName }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await changeUserStatus(row.userId, enable ? '0' : '1');
        feedback().success(t('adm.editOk'));
        await reload();
      },
    });
  const labels = Object.fromEntries(USER_COLUMN_KEYS.map((key) => [key, t(USER_COLUMN_LABELS[key])]));
  const single = selected.length === 1 ? selected[0] : undefined;

  return (
    <Row gutter={16} style={{ padding: 16 }} data-testid="user-page">
      <Col xs={24} md={6} lg={5}>
        <DeptTreePanel
          tree={deptTree ?? []}
          selected={deptId}
          onSelect={(id) => {
            setDeptId(id);
            setPage((current) => ({ ...current, pageNum: 1 }));
          }}
        />
      </Col>
      <Col xs={24} md={18} lg={19}>
        {showSearch && <UserSearch onSearch={search} />}
        <Flex justify="space-between" style={{ marginBottom: 8 }} wrap gap={8}>
          <Space wrap>
            <Permission perms={[P.add]}>
              <Button
                type="primary"
                ghost
                icon={<PlusOutlined />}
                onClick={() => setTarget({ mode: 'add', deptId })}
                data-testid="user-add"
              >
                {t('adm.add')}
              </Button>
            </Permission>
            <Permission perms={[P.edit]}>
              <Button
                icon={<EditOutlined />}
                disabled={single === undefined}
                onClick={() => single !== undefined && setTarget({ mode: 'edit', userId: single })}
                data-testid="user-edit-selected"
              >
                {t('adm.edit')}
              </Button>
            </Permission>
            <Permission perms={[P.remove]}>
              <Button
                danger
                icon={<DeleteOutlined />}
                disabled={selected.length === 0}
                onClick={() => remove(selected)}
                data-testid="user-delete-selected"
              >
                {t('adm.delete')}
              </Button>
            </Permission>
            <Permission perms={[P.import]}>
              <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="user-import">
                {t('adm.import')}
              </Button>
            </Permission>
            <Permission perms={[P.export]}>
              <Button
                icon={<DownloadOutlined />}
                onClick={() => void exportUsers({ ...filters, deptId })}
                data-testid="user-export"
              >
                {t('adm.export')}
              </Button>
            </Permission>
          </Space>
          <RightToolbar
            showSearch={showSearch}
            onToggleSearch={setShowSearch}
            onRefresh={() => void reload()}
            columns={{ settings: columns.settings, labels, onChange: columns.update }}
          />
        </Flex>
        <UserTable
          rows={rows}
          loading={isFetching}
          isVisible={columns.isVisible}
          selected={selected}
          onSelect={setSelected}
          onToggleStatus={toggleStatus}
          onEdit={(row) => setTarget({ mode: 'edit', userId: row.userId })}
          onDelete={(row) => remove([row.userId])}
          onResetPwd={setResetting}
          onAuthRole={(row) => navigate(`/system/user-auth/role/${row.userId}`)}
        />
        <TablePagination
          total={data?.total ?? 0}
          pageNum={page.pageNum}
          pageSize={page.pageSize}
          onChange={(pageNum, pageSize) => setPage({ pageNum, pageSize })}
        />
      </Col>
      <UserFormDialog
        target={target}
        deptTree={deptTree ?? []}
        onClose={() => setTarget(null)}
        onSaved={() => {
          feedback().success(t(target?.mode === 'edit' ? 'adm.editOk' : 'adm.addOk'));
          setTarget(null);
          void reload();
        }}
      />
      <ResetPwdDialog user={resetting} onClose={() => setResetting(null)} />
      <ExcelImportDialog
        open={importing}
        title={t('adm.user.importTitle')}
        importUrl="/system/user/importData"
        templateUrl="/system/user/importTemplate"
        templateName={`user_template_${Date.now()}.xlsx`}
        onClose={() => setImporting(false)}
        onImported={() => void reload()}
      />
    </Row>
  );
}
