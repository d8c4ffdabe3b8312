import '@/shared/i18n/admin-texts.ts';
import { useQueryClient } from '@tanstack/react-query';
import { type DeptQuery, PERMS } from '@zj/contract';
import { useMemo } from 'react';
import { confirmDeleteNamed } from '@/shared/ui/confirm.ts';
import { ListPage } from '@/shared/ui/list/list-page.tsx';
import { useListPage } from '@/shared/ui/list/use-list-page.ts';
import { StatusSearchItem } from '../../common/status-search-item.tsx';
import { treeListProps, useTreeExpand } from '../../common/tree-table.tsx';
import { useDialogTarget } from '../../common/use-dialog-target.ts';
import { deleteDept } from '../api/delete-dept.ts';
import { useDepts } from '../api/get-depts.ts';
import { type DeptDialogTarget, DeptFormDialog } from '../components/dept-form-dialog.tsx';
import { DeptTable } from '../components/dept-table.tsx';
import { type DeptNode, parentIds, toDeptTree } from '../components/dept-tree.ts';

/** system/dept/index — 企业管理 (departments). */
export default function DeptPage() {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: ['system', 'dept'] });
  const list = useListPage<DeptQuery>();
  const dialog = useDialogTarget<DeptDialogTarget>(reload);
  const { data, isFetching } = useDepts(list.filters);
  const tree = useMemo(() => toDeptTree(data ?? []), [data]);
  const expand = useTreeExpand(tree, parentIds, true);

  const remove = (row: DeptNode) => confirmDeleteNamed(row.deptName, () => deleteDept(row.deptId), reload);

  return (
    <ListPage
      prefix="dept"
      perms={PERMS.system.dept}
      list={list}
      {...treeListProps('dept', reload, expand.toggleAll, () => dialog.open({ mode: 'add' }))}
      search={{
        fields: [
          { name: 'deptName', label: 'adm.dept.name', placeholder: 'adm.dept.search', testId: 'dept-search-name' },
          <StatusSearchItem key="status" prefix="dept" width={200} />,
        ],
      }}
      dialogs={<DeptFormDialog target={dialog.target} onClose={dialog.close} onSaved={dialog.saved} />}
    >
      <DeptTable
        tree={tree}
        loading={isFetching}
        expand={expand}
        onAdd={(row) => dialog.open({ mode: 'add', parentId: row.deptId })}
        onEdit={(row) => dialog.open({ mode: 'edit', deptId: row.deptId })}
        onDelete={remove}
      />
    </ListPage>
  );
}
