import { buttons, CRUD_EXPORT, type ModuleMenu, page, under } from '../../core/menus/menu-seed.ts';

/** 岗位管理 under 系统管理. */
export const MENUS: ModuleMenu[] = [
  under(1, 5, {
    ...page(104, '岗位管理', 'post', 'system/post/index', 'system:post:list', 'post'),
    children: buttons(1020, '岗位', 'system:post', CRUD_EXPORT),
  }),
];
