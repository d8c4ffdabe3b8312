/**
 * English titles of the seeded menus (sys_menu keeps the Chinese name, spec 01 §1), keyed by that
 * seeded Chinese name, gettext-style: a menu whose stored name is still the seeded one shows the
 * English title in the English UI; a menu an administrator created or renamed keeps its own name.
 * Zod-free: the web's layout chunk registers it; a server test proves every seeded menu (buttons
 * included, since the role trees show them) has an entry.
 */

const PAGES: ReadonlyArray<readonly [zh: string, en: string]> = [
  ['系统管理', 'System'],
  ['用户管理', 'Users'],
  ['角色管理', 'Roles'],
  ['菜单管理', 'Menus'],
  ['企业管理', 'Organizations'],
  ['岗位管理', 'Posts'],
  ['字典管理', 'Dictionaries'],
  ['参数设置', 'Parameters'],
  ['通知公告', 'Notices'],
  ['日志管理', 'Logs'],
  ['操作日志', 'Operation log'],
  ['登录日志', 'Login log'],
  ['在线用户', 'Online users'],
  ['运行看板', 'Run dashboard'],
  ['归档项目', 'Archived projects'],
  ['动态表单', 'Dynamic forms'],
  ['流程管理', 'Workflows'],
  ['流程模板', 'Process models'],
  ['流程定义', 'Process definitions'],
  ['设备管理', 'Devices'],
  ['代码生成', 'Code generation'],
  ['系统接口', 'System API'],
  ['文件上传', 'Upload files'],
  ['项目', 'Projects'],
  ['智能看板', 'Smart dashboard'],
  ['应用申请', 'Applications'],
  ['设备看板', 'Device dashboard'],
  ['设备类型', 'Device types'],
  ['设备配置', 'Device settings'],
  ['CIM场景', 'CIM scenes'],
  ['项目文件', 'Project files'],
  ['文件管理', 'File management'],
  ['我的分享', 'My shares'],
  ['文件字典', 'File dictionary'],
  ['技术管理', 'Technical management'],
  ['公告栏', 'Bulletin board'],
  ['生产进度', 'Production progress'],
  ['措施计划', 'Measure plans'],
  ['问题追踪', 'Issue tracking'],
  ['模型列表', 'Models'],
  ['模型对比', 'Model comparison'],
  ['集成与变更', 'Integration and changes'],
  ['进度计划', 'Schedules'],
  ['施工日志', 'Construction log'],
  ['模型日志', 'Model log'],
  ['每日对比', 'Daily comparison'],
  ['全景实景进度', 'Panorama progress'],
  ['全景实景对比', 'Panorama comparison'],
  ['质量看板', 'Quality dashboard'],
  ['安全看板', 'Safety dashboard'],
  ['质量报告', 'Quality reports'],
  ['安全报告', 'Safety reports'],
  ['项目相册', 'Project album'],
  ['全景预览', 'Panorama preview'],
  ['全景管理', 'Panorama management'],
  ['智慧物联', 'Smart IoT'],
  ['视频配置', 'Video settings'],
  ['视频监控', 'Video surveillance'],
  ['成员管理', 'Members'],
  ['项目角色', 'Project roles'],
  ['项目成员', 'Project members'],
  ['组织架构', 'Organization chart'],
  ['业务字典', 'Business dictionary'],
  ['模板字典', 'Template dictionary'],
  ['最近访问', 'Recent access'],
  ['质量检查', 'Quality inspections'],
  ['安全检查', 'Safety inspections'],
  ['质量文件', 'Quality files'],
  ['安全文件', 'Safety files'],
  ['地图', 'Map'],
  ['任务', 'Tasks'],
  ['工单', 'Work orders'],
  ['我的任务', 'My tasks'],
  ['待办任务', 'To-do tasks'],
  ['我处理的', 'Handled by me'],
  ['知识库', 'Knowledge base'],
  ['知识展示', 'Knowledge'],
  ['场景', 'Scenes'],
  ['分类', 'Categories'],
  ['资讯', 'News'],
  ['轮播', 'Carousel'],
];

/** Button actions as the seed names them (`${label}${action}`, e.g. 用户查询). */
const ACTIONS = {
  query: ['查询', 'Query'],
  add: ['新增', 'Add'],
  edit: ['修改', 'Edit'],
  remove: ['删除', 'Delete'],
  export: ['导出', 'Export'],
  import: ['导入', 'Import'],
  resetPwd: ['重置密码', 'Reset password'],
  unlock: ['账户解锁', 'Unlock account'],
  forceLogout: ['强退', 'Force logout'],
  list: ['列表', 'List'],
  deploy: ['部署', 'Deploy'],
} as const;
type Action = keyof typeof ACTIONS;

const CRUD: Action[] = ['query', 'add', 'edit', 'remove'];
const CRUD_EXPORT: Action[] = [...CRUD, 'export'];

/** Button labels of the seed with the actions seeded for each. */
const BUTTONS: ReadonlyArray<readonly [zh: string, en: string, actions: Action[]]> = [
  ['用户', 'User', [...CRUD_EXPORT, 'import', 'resetPwd']],
  ['角色', 'Role', CRUD_EXPORT],
  ['菜单', 'Menu', CRUD],
  ['部门', 'Department', CRUD],
  ['岗位', 'Post', CRUD_EXPORT],
  ['字典', 'Dictionary', CRUD_EXPORT],
  ['参数', 'Parameter', CRUD_EXPORT],
  ['公告', 'Notice', CRUD],
  ['表单', 'Form', CRUD],
  ['操作', 'Operation log', ['query', 'remove', 'export']],
  ['登录', 'Login log', ['query', 'remove', 'export', 'unlock']],
  ['在线', 'Online user', ['query', 'forceLogout']],
  ['项目', 'Project', ['list', 'query', 'add', 'edit', 'remove']],
  ['项目角色', 'Project role', CRUD],
  ['项目成员', 'Project member', ['add', 'edit', 'remove']],
  ['流程模板', 'Process model', [...CRUD, 'deploy']],
  ['流程定义', 'Process definition', ['query', 'edit', 'remove']],
  ['表单', 'Form', CRUD],
  ['工单', 'Work order', ['query']],
  ['问题', 'Problem', CRUD_EXPORT],
  ['质量检查', 'Quality inspection', ['add', 'remove']],
  ['质量问题', 'Quality problem', ['list', ...CRUD_EXPORT]],
  ['安全问题', 'Safety problem', ['list', ...CRUD_EXPORT]],
  ['安全报告', 'Safety report', ['add', 'remove']],
  ['质量文件', 'Quality file', ['add', 'edit', 'remove']],
  ['安全文件', 'Safety file', ['add', 'remove']],
];

/** Buttons named for what they do rather than `${label}${action}` (问题追踪's dialog actions). */
const OTHER_BUTTONS: ReadonlyArray<readonly [zh: string, en: string]> = [
  ['问题关闭', 'Problem: Close'],
  ['添加整改', 'Problem: Add rectification'],
  ['问题沟通', 'Problem: Chat'],
  ['申请完成', 'Problem: Apply for completion'],
  ['快速完成', 'Problem: Quick completion'],
  ['专项检查通知', 'Problem: Special inspection notice'],
  ['分享问题', 'Problem: Share'],
  ['整改审批', 'Problem: Approve rectification'],
  ['质量模板', 'Quality inspection: Apply template'],
  ['施工日志签字', 'Construction log: Sign'],
  ['进度计划提交审批', 'Schedules: Apply for approval'],
  ['进度计划分享', 'Schedules: Share'],
  ['进度计划模型绑定', 'Schedules: Bind to model'],
  ['项目状态设置', 'Schedules: Set project status'],
  ['措施计划提交审批', 'Measure plans: Apply for approval'],
  ['措施计划完成', 'Measure plans: Complete'],
];

/** Seeded Chinese menu name → English title. */
export const MENU_TITLES_EN: Readonly<Record<string, string>> = Object.fromEntries([
  ...PAGES,
  ...OTHER_BUTTONS,
  ...BUTTONS.flatMap(([zh, en, actions]) =>
    actions.map((action) => [`${zh}${ACTIONS[action][0]}`, `${en}: ${ACTIONS[action][1]}`] as const),
  ),
]);

const PAGE_TITLES: ReadonlyMap<string, string> = new Map(PAGES);

/**
 * The English title of a seeded menu name: its own entry above, else, for a button named after
 * its page and an action (施工日志新增), the page's title and the action's (`Construction log:
 * Add`), so a new module's buttons need no line here.
 */
export function menuTitleEn(name: string): string | undefined {
  const own = MENU_TITLES_EN[name];
  if (own) return own;
  for (const [zh, en] of Object.values(ACTIONS)) {
    const page = name.endsWith(zh) ? PAGE_TITLES.get(name.slice(0, -zh.length)) : undefined;
    if (page) return `${page}: ${en}`;
  }
  return undefined;
}
