import { SCHEDULE_COMPARE_PERMS as C, PRODUCTION_PERMS as P } from '@zj/contract';
import type { ModuleMenu } from '../../core/menus/menu-seed.ts';
import { page, under } from '../../core/menus/menu-seed.ts';

/** 生产进度 and 每日对比: the menu plan's pages 212 and 220, and 生产进度's button 1460. */
export const PRODUCTION_MENU_IDS = { production: 212, compare: 220, editButton: 1460 } as const;

/** Both under 项目, at the plan's places. */
export const MENUS: ModuleMenu[] = [
  under(2, 18, {
    ...page(PRODUCTION_MENU_IDS.production, '生产进度', 'production', 'business/production/index', P.list, 'chart'),
    children: [{ id: PRODUCTION_MENU_IDS.editButton, name: '生产进度修改', path: '', type: 'F', perms: P.edit }],
  }),
  under(
    2,
    26,
    page(PRODUCTION_MENU_IDS.compare, '每日对比', 'dailyCompare', 'business/schedule/daily-compare', C.compare, 'date'),
  ),
];
