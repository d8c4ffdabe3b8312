import { buttons, type ModuleMenu, page, under } from '../../core/menus/menu-seed.ts';

/** 菜单管理 under 系统管理. */
export const MENUS: ModuleMenu[] = [
  under(1, 3, {
    ...page(102, '菜单管理', 'menu', 'system/menu/index', 'system:menu:list', 'tree-table'),
    children: buttons(1060, '菜单', 'system:menu', ['query', 'add', 'edit', 'remove']),
  }),
];
