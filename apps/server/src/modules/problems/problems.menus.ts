import { PERMS } from '@zj/contract';
import type { MenuSeed } from '../../core/menus/menu-seed.ts';
import { buttons, type ModuleMenu, page, QUALITY_PROBLEM_ACTIONS, under } from '../../core/menus/menu-seed.ts';

const P = PERMS.business.problem;

/** Button rows of 问题追踪 (ids 2140–2152): each permission of the page and of the problem dialog. */
const BUTTONS: Array<[name: string, perms: string]> = [
  ['问题查询', P.query],
  ['问题新增', P.add],
  ['问题修改', P.edit],
  ['问题删除', P.remove],
  ['问题关闭', P.close],
  ['问题导出', P.export],
  ['添加整改', P.rectify],
  ['问题沟通', P.comment],
  ['申请完成', P.status],
  ['快速完成', P.complete],
  ['专项检查通知', P.notice],
  ['分享问题', P.share],
  ['整改审批', P.approve],
];

export const PROBLEM_MENU_IDS = { tracking: 214, firstButton: 2140, safety: 238 } as const;

/**
 * 问题追踪 (214, reserved by the menu plan below 项目): the project's model problems; its buttons
 * carry the dialog's permissions (rectify, chat, apply for completion, quick completion — the
 * project permission `business:problem:complete` —, notices, sharing, and 整改审批, which makes a
 * project's members an approver of its rectifications).
 */
export const MENUS: ModuleMenu[] = [
  under(2, 20, {
    ...page(PROBLEM_MENU_IDS.tracking, '问题追踪', 'problemtracking', 'business/problemtracking/index', P.list, 'bug'),
    children: BUTTONS.map(
      ([name, perms], i): MenuSeed => ({ id: PROBLEM_MENU_IDS.firstButton + i, name, path: '', type: 'F', perms }),
    ),
  }),
  // 安全检查 (238, the plan's place): the project's safety problems, buttons 1400–1405 (the quality
  // problems are a tab of 质量检查, whose module carries their buttons).
  under(2, 44, {
    ...page(
      PROBLEM_MENU_IDS.safety,
      '安全检查',
      'safety',
      'business/safety/index',
      PERMS.business.safetyCheck.list,
      'validCode',
    ),
    children: buttons(1400, '安全问题', 'business:qualityProblem', QUALITY_PROBLEM_ACTIONS),
  }),
];
