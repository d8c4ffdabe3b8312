import { CONSTRUCTION_LOG_PERMS as P } from '@zj/contract';
import type { MenuSeed, ModuleMenu } from '../../core/menus/menu-seed.ts';
import { page, under } from '../../core/menus/menu-seed.ts';

/** 施工日志: the menu plan's page 218 and its buttons 1430–1433. */
export const CONSTRUCTION_LOG_MENU_IDS = { page: 218, firstButton: 1430 } as const;

const BUTTONS: Array<[string, string]> = [
  ['施工日志新增', P.add],
  ['施工日志修改', P.edit],
  ['施工日志删除', P.remove],
  ['施工日志签字', P.sign],
];

/** 施工日志 under 项目, at the plan's place. */
export const MENUS: ModuleMenu[] = [
  under(2, 24, {
    ...page(CONSTRUCTION_LOG_MENU_IDS.page, '施工日志', 'constructionLog', 'business/schedule/log', P.list, 'log'),
    children: BUTTONS.map(
      ([name, perms], i): MenuSeed => ({
        id: CONSTRUCTION_LOG_MENU_IDS.firstButton + i,
        name,
        path: '',
        type: 'F',
        perms,
      }),
    ),
  }),
];
