import { buttons, type ModuleMenu, page, under } from '../../core/menus/menu-seed.ts';

/** 企业管理 (departments) under 系统管理. */
export const MENUS: ModuleMenu[] = [
  under(1, 4, {
    ...page(103, '企业管理', 'dept', 'system/dept/index', 'system:dept:list', 'tree'),
    children: buttons(1070, '部门', 'system:dept', ['query', 'add', 'edit', 'remove']),
  }),
];
