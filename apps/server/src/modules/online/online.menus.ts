import { buttons, type ModuleMenu, page, under } from '../../core/menus/menu-seed.ts';

/** 在线用户 under 系统管理. */
export const MENUS: ModuleMenu[] = [
  under(1, 10, {
    ...page(109, '在线用户', 'online', 'monitor/online/index', 'monitor:online:list', 'online'),
    children: buttons(1100, '在线', 'monitor:online', ['query', 'forceLogout']),
  }),
];
