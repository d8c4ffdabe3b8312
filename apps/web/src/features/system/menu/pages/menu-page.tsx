import '@/shared/i18n/admin-texts.ts';
import { useQueryClient } from '@tanstack/react-query';
import { DICT_TYPES, type MenuQuery, PERMS } from '@zj/contract';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDeleteNamed } from '@/shared/ui/confirm.ts';
import { DictTag } from '@/shared/ui/dict/dict-tag.tsx';
import { useDict } from '@/shared/ui/dict/use-dict.ts';
import { ListPage } from '@/shared/ui/list/list-page.tsx';
import { useListPage } from '@/shared/ui/list/use-list-page.ts';
import { MenuIcon } from '@/shared/ui/menu-icon.tsx';
import { StatusSearchItem } from '../../common/status-search-item.tsx';
import { TreeTable, treeListProps, useTreeExpand } from '../../common/tree-table.tsx';
import { useDialogTarget } from '../../common/use-dialog-target.ts';
import { useMenus } from '../api/get-menus.ts';
import { deleteMenu } from '../api/save-menu.ts';
import { type MenuDialogTarget, MenuFormDialog } from '../components/menu-form-dialog.tsx';
import { type MenuNode, menuBranchIds, toMenuTree } from '../components/menu-tree.ts';

const P = PERMS.system.menu;

/** system/menu/index — 菜单管理. */
export default function MenuPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const dicts = useDict(DICT_TYPES.normalDisable);
  const reload = () => queryClient.invalidateQueries({ queryKey: ['system', 'menu'] });
  const list = useListPage<MenuQuery>();
  const dialog = useDialogTarget<MenuDialogTarget>(reload);
  const { data, isFetching } = useMenus(list.filters);
  const tree = useMemo(() => toMenuTree(data ?? []), [data]);
  const expand = useTreeExpand(tree, menuBranchIds, false);

  const remove = (row: MenuNode) => confirmDeleteNamed(row.menuName, () => deleteMenu(row.menuId), reload);

  const columns: ColumnsType<MenuNode> = [
    { title: t('adm.menu.name'), dataIndex: 'menuName', width: 220, ellipsis: true },
    {
      title: t('adm.menu.icon'),
      dataIndex: 'icon',
      width: 80,
      align: 'center',
      render: (icon: string) => (icon && icon !== '#' ? <MenuIcon name={icon} /> : null),
    },
    { title: t('adm.orderNum'), dataIndex: 'orderNum', width: 80 },
    { title: t('adm.menu.perms'), dataIndex: 'perms', ellipsis: true },
    { title: t('adm.menu.component'), dataIndex: 'component', ellipsis: true },
    {
      title: t('common.status'),
      dataIndex: 'status',
      width: 90,
      render: (status: string) => <DictTag options={dicts[DICT_TYPES.normalDisable]} value={status} />,
    },
    { title: t('common.createTime'), dataIndex: 'createTime', width: 170, align: 'center' },
  ];

  return (
    <ListPage
      prefix="menu"
      perms={P}
      list={list}
      {...treeListProps('menu', reload, expand.toggleAll, () => dialog.open({ mode: 'add' }))}
      search={{
        fields: [
          { name: 'menuName', label: 'adm.menu.name', placeholder: 'adm.input', testId: 'menu-search-name' },
          <StatusSearchItem key="status" prefix="menu" width={200} />,
        ],
      }}
      dialogs={<MenuFormDialog target={dialog.target} onClose={dialog.close} onSaved={dialog.saved} />}
    >
      <TreeTable<MenuNode>
        prefix="menu"
        rowKey="menuId"
        columns={columns}
        tree={tree}
        loading={isFetching}
        expand={expand}
        scrollX={1100}
        actions={{
          perms: P,
          width: 230,
          onEdit: (row) => dialog.open({ mode: 'edit', menuId: row.menuId }),
          onAdd: (row) => dialog.open({ mode: 'add', parentId: row.menuId }),
          onDelete: remove,
        }}
      />
    </ListPage>
  );
}
