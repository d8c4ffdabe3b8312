import { buttons, CRUD_EXPORT, type ModuleMenu, page, under } from '../../core/menus/menu-seed.ts';

/** 字典管理 under 系统管理. */
export const MENUS: ModuleMenu[] = [
  under(1, 6, {
    ...page(105, '字典管理', 'dict', 'system/dict/index', 'system:dict:list', 'dict'),
    children: buttons(1030, '字典', 'system:dict', CRUD_EXPORT),
  }),
];
