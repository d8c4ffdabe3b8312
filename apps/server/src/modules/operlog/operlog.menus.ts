import { buttons, type ModuleMenu, page, under } from '../../core/menus/menu-seed.ts';

/** 操作日志 under 系统管理 / 日志管理. */
export const MENUS: ModuleMenu[] = [
  under(108, 1, {
    ...page(500, '操作日志', 'operlog', 'system/operlog/index', 'monitor:operlog:list', 'form'),
    children: buttons(1080, '操作', 'monitor:operlog', ['query', 'remove', 'export']),
  }),
];
