import { PERMS } from '@zj/contract';
import { type ModuleMenu, page, under } from '../../core/menus/menu-seed.ts';

const P = PERMS.system.order;

/**
 * 工单 below 任务 → 工单 (directory 300): the plan's reserved pages 我的任务 (530), 待办任务 (531)
 * and 我处理的 (532), and 应用申请 (533, route /order/order/apply-form). The button 工单查询 (5300)
 * lets a role see every applicant's orders. 普通角色 holds the four pages from the migration that
 * introduced them; the seeded role 审批人 holds the to-do and handled pages.
 */
export const ORDER_MENU_IDS = { mine: 530, todo: 531, done: 532, apply: 533, queryAll: 5300 } as const;

export const MENUS: ModuleMenu[] = [
  under(300, 1, {
    ...page(ORDER_MENU_IDS.mine, '我的任务', 'my-order', 'order/my-order/index', P.list, 'list'),
    children: [{ id: ORDER_MENU_IDS.queryAll, name: '工单查询', path: '', type: 'F', perms: P.query }],
  }),
  under(300, 2, page(ORDER_MENU_IDS.todo, '待办任务', 'my-todo', 'order/my-todo/index', P.todo, 'clipboard')),
  under(300, 3, page(ORDER_MENU_IDS.done, '我处理的', 'my-done', 'order/my-done/index', P.done, 'checkbox')),
  under(300, 4, page(ORDER_MENU_IDS.apply, '应用申请', 'apply-form', 'order/apply-form/index', P.add, 'form')),
];
