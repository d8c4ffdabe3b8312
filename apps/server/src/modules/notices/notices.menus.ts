import { buttons, type ModuleMenu, page, under } from '../../core/menus/menu-seed.ts';

/** 通知公告 under 系统管理. */
export const MENUS: ModuleMenu[] = [
  under(1, 8, {
    ...page(107, '通知公告', 'notice', 'system/notice/index', 'system:notice:list', 'message'),
    children: buttons(1050, '公告', 'system:notice', ['query', 'add', 'edit', 'remove']),
  }),
];
