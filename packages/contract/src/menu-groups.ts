/**
 * Side-menu groups (spec 01 §2): the header's top entries choose which group the sidebar shows.
 * A menu row's `menuGroup` names its group.
 */
export const MENU_GROUPS = { project: 'project', task: 'task', knowledge: 'knowledge', system: 'system' } as const;
export type MenuGroup = (typeof MENU_GROUPS)[keyof typeof MENU_GROUPS];

/** Path prefixes that switch the side group when entered, and the top entries that choose one. */
export const GROUP_PREFIXES: ReadonlyArray<{ prefix: string; group: MenuGroup; entry: string }> = [
  { prefix: '/order', group: 'task', entry: '/order/order/my-todo' },
  { prefix: '/knowledge', group: 'knowledge', entry: '/knowledge/knowledgeshow' },
  { prefix: '/system', group: 'system', entry: '/system/user' },
  { prefix: '/business', group: 'project', entry: '/business/planmanage' },
  // The project pages outside /business (项目列表, 地图, 项目仪表盘) show the project group too.
  { prefix: '/project', group: 'project', entry: '/business/planmanage' },
  { prefix: '/projectMap', group: 'project', entry: '/business/planmanage' },
  { prefix: '/projectDashboard', group: 'project', entry: '/business/planmanage' },
  // The form designer (a hidden route) belongs with 动态表单.
  { prefix: '/sys/form', group: 'system', entry: '/system/form' },
  // The process designer (a hidden route) belongs with 流程模板.
  { prefix: '/sys/flowable', group: 'system', entry: '/system/flowable-manage/system/flowable/model' },
  // 应用申请 as a hidden route belongs with the task centre.
  { prefix: '/sys/order', group: 'task', entry: '/order/order/my-todo' },
];
