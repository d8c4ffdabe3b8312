import { MODEL_PERMS as P } from '@zj/contract';
import { buttons, type ModuleMenu, page, under } from '../../core/menus/menu-seed.ts';

/** The model pages' ids: 模型列表 (new, beside 问题追踪), and the menu plan's 模型对比 (215) and 模型日志 (219). */
export const MODEL_MENU_IDS = { list: 242, compare: 215, log: 219, firstButton: 1410 } as const;

/** 模型列表, 模型对比 and 模型日志 under 项目. */
export const MENUS: ModuleMenu[] = [
  under(2, 20, {
    ...page(MODEL_MENU_IDS.list, '模型列表', 'modelList', 'business/model/index', P.list, 'component'),
    children: buttons(MODEL_MENU_IDS.firstButton, '模型列表', 'business:model', ['add', 'edit', 'remove']),
  }),
  under(
    2,
    21,
    page(MODEL_MENU_IDS.compare, '模型对比', 'modelCompare', 'business/model/compare', P.compare, 'example'),
  ),
  under(2, 25, page(MODEL_MENU_IDS.log, '模型日志', 'modelLog', 'business/model/log', P.log, 'log')),
];
