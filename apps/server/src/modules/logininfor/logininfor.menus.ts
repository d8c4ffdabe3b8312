import { buttons, type ModuleMenu, page, under } from '../../core/menus/menu-seed.ts';

/** 登录日志 under 系统管理 / 日志管理. */
export const MENUS: ModuleMenu[] = [
  under(108, 2, {
    ...page(501, '登录日志', 'logininfor', 'system/logininfor/index', 'monitor:logininfor:list', 'logininfor'),
    children: buttons(1090, '登录', 'monitor:logininfor', ['query', 'remove', 'export', 'unlock']),
  }),
];
