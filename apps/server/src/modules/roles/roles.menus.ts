import { buttons, CRUD_EXPORT, type ModuleMenu, page, under } from '../../core/menus/menu-seed.ts';

/** 角色管理 under 系统管理. */
export const MENUS: ModuleMenu[] = [
  under(1, 2, {
    ...page(101, '角色管理', 'role', 'system/role/index', 'system:role:list', 'peoples'),
    children: buttons(1010, '角色', 'system:role', CRUD_EXPORT),
  }),
];
