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

/**
 * Page components the web app registers for server-supplied menus. The server's seed may only
 * enable (status '0') menus whose component is in this list; a test checks both sides.
 */
export const PAGE_COMPONENTS: readonly string[] = [
  // RuoYi-Cloud's names of the log pages; the `monitor/…` names before them stay registered for
  // menus an administrator made with them.
  'system/operlog/index',
  'system/logininfor/index',
  'monitor/operlog/index',
  'monitor/logininfor/index',
  'monitor/online/index',
  'system/dept/index',
  'system/user/index',
  'system/role/index',
  'system/menu/index',
  'system/post/index',
  'system/dict/index',
  'system/config/index',
  'system/notice/index',
  'system/form/index',
  'business/project/place',
  'business/member/role',
  'business/member/user',
  'business/member/architecture',
  'business/modelDashboard/index',
  'business/projectMap/index',
  'flowable/model/index',
  'flowable/definition/index',
  // 工单 (task group): my orders, my to-do, handled by me, apply with a form.
  'order/my-order/index',
  'order/my-todo/index',
  'order/my-done/index',
  'order/apply-form/index',
  // 问题追踪 (the problems module's page 214; the problems-web branch registers the screen).
  'business/problemtracking/index',
  // 质量与安全 (issue 11).
  'business/quality/index',
  'business/quality/file',
  'business/safety/file',
  'business/safety/report',
  'business/quality/dashboard',
  'business/safety/dashboard',
  // 质量报告: a project's month of inspections and quality problems.
  'business/quality/report',
  // 安全检查 (spec 02 §7 "Quality"): the safety problems with the problem dialog (质量问题 are a tab of 质量检查).
  'business/safety/index',
];
