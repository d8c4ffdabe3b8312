import { PLAN_PERMS as P } from '@zj/contract';
import type { MenuSeed, ModuleMenu } from '../../core/menus/menu-seed.ts';
import { page, under } from '../../core/menus/menu-seed.ts';

/** 进度计划: the menu plan's page 217 and its buttons 1440–1449. */
export const PLAN_MENU_IDS = { page: 217, firstButton: 1440 } as const;

const BUTTONS: Array<[string, string]> = [
  ['进度计划查询', P.query],
  ['进度计划新增', P.add],
  ['进度计划修改', P.edit],
  ['进度计划删除', P.remove],
  ['进度计划提交审批', P.apply],
  ['进度计划导入', P.import],
  ['进度计划导出', P.export],
  ['进度计划分享', P.share],
  ['进度计划模型绑定', P.bind],
  ['项目状态设置', P.projectStatus],
];

/** 进度计划 under 项目, at the plan's place. */
export const MENUS: ModuleMenu[] = [
  under(2, 23, {
    ...page(PLAN_MENU_IDS.page, '进度计划', 'planmanage', 'business/plan/index', P.list, 'date-range'),
    children: BUTTONS.map(
      ([name, perms], i): MenuSeed => ({ id: PLAN_MENU_IDS.firstButton + i, name, path: '', type: 'F', perms }),
    ),
  }),
];
