import { MEASURE_PERMS as P } from '@zj/contract';
import type { MenuSeed, ModuleMenu } from '../../core/menus/menu-seed.ts';
import { page, under } from '../../core/menus/menu-seed.ts';

/** 措施计划: the menu plan's page 213 and its buttons 1450–1455. */
export const MEASURE_MENU_IDS = { page: 213, firstButton: 1450 } as const;

const BUTTONS: Array<[string, string]> = [
  ['措施计划查询', P.query],
  ['措施计划新增', P.add],
  ['措施计划修改', P.edit],
  ['措施计划删除', P.remove],
  ['措施计划提交审批', P.apply],
  ['措施计划完成', P.complete],
];

/** 措施计划 under 项目, at the plan's place. */
export const MENUS: ModuleMenu[] = [
  under(2, 19, {
    ...page(MEASURE_MENU_IDS.page, '措施计划', 'measurePlan', 'business/measure/index', P.list, 'list'),
    children: BUTTONS.map(
      ([name, perms], i): MenuSeed => ({ id: MEASURE_MENU_IDS.firstButton + i, name, path: '', type: 'F', perms }),
    ),
  }),
];
