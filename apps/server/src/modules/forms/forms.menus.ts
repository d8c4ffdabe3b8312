import { buttons, type ModuleMenu, page, under } from '../../core/menus/menu-seed.ts';

/** 动态表单 under 系统管理 (page 112 of the plan, position 13). */
export const MENUS: ModuleMenu[] = [
  under(1, 13, {
    ...page(112, '动态表单', 'form', 'system/form/index', 'system:form:list', 'form'),
    children: buttons(1140, '表单', 'system:form', ['query', 'add', 'edit', 'remove']),
  }),
];
