import { buttons, CRUD_EXPORT, type ModuleMenu, page, under } from '../../core/menus/menu-seed.ts';

/** 用户管理 under 系统管理. */
export const MENUS: ModuleMenu[] = [
  under(1, 1, {
    ...page(100, '用户管理', 'user', 'system/user/index', 'system:user:list', 'user'),
    children: buttons(1000, '用户', 'system:user', [...CRUD_EXPORT, 'import', 'resetPwd']),
  }),
];
