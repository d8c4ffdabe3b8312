import '@/shared/i18n/admin-texts.ts';
import { useQueryClient } from '@tanstack/react-query';
import { PERMS, type UserRow } from '@zj/contract';
import { Col, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { confirmDeleteNamed, confirmStatusChange } from '@/shared/ui/confirm.ts';
import { ExcelImportDialog } from '@/shared/ui/excel-import-dialog.tsx';
import { ListPage } from '@/shared/ui/list/list-page.tsx';
import { useListPage } from '@/shared/ui/list/use-list-page.ts';
import type { AdminFilters } from '../../common/admin-filters.ts';
import { useDialogTarget } from '../../common/use-dialog-target.ts';
import { changeUserStatus } from '../api/change-user-status.ts';
import { deleteUsers } from '../api/delete-users.ts';
import { exportUsers } from '../api/export-users.ts';
import { useDeptTree } from '../api/get-dept-tree.ts';
import { useUsers } from '../api/get-users.ts';
import { downloadUserTemplate, importUsers } from '../api/import-users.ts';
import { DeptTreePanel } from '../components/dept-tree-panel.tsx';
import { ResetPwdDialog } from '../components/reset-pwd-dialog.tsx';
import { type UserDialogTarget, UserFormDialog } from '../components/user-form-dialog.tsx';
import { UserSearch } from '../components/user-search.tsx';
import { USER_COLUMN_LABELS, UserTable } from '../components/user-table.tsx';

const P = PERMS.system.user;

/** system/user/index — 用户管理. */
export default function UserPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: ['system', 'user'] });
  const list = useListPage<AdminFilters>({
    columns: { storageKey: 'system-user', labels: USER_COLUMN_LABELS },
    remove: { run: deleteUsers, confirm: (ids, action) => confirmDeleteNamed(ids.join(','), action, reload) },
  });
  const dialog = useDialogTarget<UserDialogTarget>(reload);
  const [deptId, setDeptId] = useState<number | undefined>();
  const [resetting, setResetting] = useState<UserRow | null>(null);
  const [importing, setImporting] = useState(false);
  const { data, isFetching } = useUsers({ ...list.query, deptId });
  const { data: deptTree } = useDeptTree();
  const { selected } = list;

  const toggleStatus = (row: UserRow, enable: boolean) =>
    confirmStatusChange(row.userName, enable, (status) => changeUserStatus(row.userId, status), reload);
  const single = selected.length === 1 ? selected[0] : undefined;

  return (
    // The padding outside the row: the gutter's negative side margins stay inside it (no sideways scroll).
    <div style={{ padding: 16 }} data-testid="user-page">
      <Row gutter={16}>
        <Col xs={24} md={6} lg={5}>
          <DeptTreePanel
            tree={deptTree ?? []}
            selected={deptId}
            onSelect={(id) => {
              setDeptId(id);
              list.changePage(1, list.page.pageSize);
            }}
          />
        </Col>
        <Col xs={24} md={18} lg={19}>
          <ListPage
            testId="user-list"
            style={{ margin: 0 }}
            prefix="user"
            testIds={{ edit: 'user-edit-selected', delete: 'user-delete-selected' }}
            perms={P}
            list={list}
            query={{ data, refetch: reload }}
            search={<UserSearch onSearch={list.search} />}
            onAdd={() => dialog.open({ mode: 'add', deptId })}
            onEdit={() => single !== undefined && dialog.open({ mode: 'edit', userId: single })}
            onImport={() => setImporting(true)}
            onExport={() => void exportUsers({ ...list.filters, deptId })}
          >
            <UserTable
              rows={data?.rows ?? []}
              loading={isFetching}
              isVisible={list.isVisible}
              selected={selected}
              onSelect={list.setSelected}
              onToggleStatus={toggleStatus}
              onEdit={(row) => dialog.open({ mode: 'edit', userId: row.userId })}
              onDelete={(row) => list.askDelete([row.userId])}
              onResetPwd={setResetting}
              onAuthRole={(row) => navigate(`/system/user-auth/role/${row.userId}`)}
            />
          </ListPage>
        </Col>
        <UserFormDialog
          target={dialog.target}
          deptTree={deptTree ?? []}
          onClose={dialog.close}
          onSaved={dialog.saved}
        />
        <ResetPwdDialog user={resetting} onClose={() => setResetting(null)} />
        <ExcelImportDialog
          open={importing}
          title={t('adm.user.importTitle')}
          send={importUsers}
          downloadTemplate={downloadUserTemplate}
          templateName={`user_template_${Date.now()}.xlsx`}
          onClose={() => setImporting(false)}
          onImported={() => void reload()}
        />
      </Row>
    </div>
  );
}
