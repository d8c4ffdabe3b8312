import { buttons, CRUD_EXPORT, type ModuleMenu, page, under } from '../../core/menus/menu-seed.ts';

/** 参数设置 under 系统管理. */
export const MENUS: ModuleMenu[] = [
  under(1, 7, {
    ...page(106, '参数设置', 'config', 'system/config/index', 'system:config:list', 'edit'),
    children: buttons(1040, '参数', 'system:config', CRUD_EXPORT),
  }),
];
