import { fill, type Lang } from './i18n.ts';

/**
 * Texts the server writes into rows (project news, message titles, operation-log modules), in
 * both languages. A row stores the Chinese text (the original's clients read it) and, beside it,
 * the key and its parameters; answers show the text in the reader's language. Keys are stable:
 * rows keep them, so an entry is never renamed or removed. Zod-free: the web renders with it too.
 */
export const SERVER_TEXTS = {
  'news.create': { zh: '创建项目：{project}', en: 'Project created: {project}' },
  'news.update': { zh: '修改项目信息：{project}', en: 'Project details changed: {project}' },
  'news.archive': { zh: '归档项目：{project}', en: 'Project archived: {project}' },
  'news.restore': { zh: '取消归档：{project}', en: 'Project restored from the archive: {project}' },
  'news.overview': { zh: '更新项目概况：{project}', en: 'Project overview updated: {project}' },
  'news.join': { zh: '成员加入：{member}', en: 'Member joined: {member}' },
  'news.leave': { zh: '成员退出：{member}', en: 'Member left: {member}' },
  'news.adminOn': { zh: '设为项目管理员：{member}', en: 'Made project admin: {member}' },
  'news.adminOff': { zh: '取消项目管理员：{member}', en: 'No longer project admin: {member}' },
  'news.role': { zh: '角色调整：{member} → {role}', en: 'Role changed: {member} → {role}' },
  'news.roleNone': { zh: '角色调整：{member} → 无角色', en: 'Role changed: {member} → no role' },
  'message.taskNew': { zh: '待办：{process}「{task}」', en: 'To do: {process} "{task}"' },
  'message.processApproved': { zh: '您的申请「{process}」已通过', en: 'Your request "{process}" was approved' },
  'message.processRejected': {
    zh: '您的申请「{process}」被驳回：{reason}',
    en: 'Your request "{process}" was rejected: {reason}',
  },
  'message.taskReturned': { zh: '任务「{task}」被退回：{reason}', en: 'The task "{task}" was returned: {reason}' },
  'message.taskDelegated': { zh: '{user} 委派给您：「{task}」', en: '{user} delegated "{task}" to you' },
  'message.projectJoined': { zh: '您已被加入项目「{project}」', en: 'You were added to the project "{project}"' },
  'message.problemAssigned': { zh: '您被指派处理问题「{problem}」', en: 'You were assigned the problem "{problem}"' },
  'message.problemRejected': {
    zh: '问题「{problem}」的完成申请被驳回：{reason}',
    en: 'Completion of the problem "{problem}" was rejected: {reason}',
  },
  'message.planRejected': {
    zh: '计划「{plan}」的审批被驳回：{reason}',
    en: 'The approval of the plan "{plan}" was rejected: {reason}',
  },
  'message.planApproved': {
    zh: '计划「{plan}」已批准（第 {version} 版）',
    en: 'The plan "{plan}" was approved (version {version})',
  },
  'message.measureApproved': { zh: '措施「{measure}」已批准', en: 'The measure "{measure}" was approved' },
  'message.measureRejected': {
    zh: '措施「{measure}」的审批被驳回：{reason}',
    en: 'The approval of the measure "{measure}" was rejected: {reason}',
  },
  'message.problemDone': { zh: '问题「{problem}」已整改完成', en: 'The problem "{problem}" is done' },
  'message.safetyProblemAssigned': {
    zh: '您被指派处理安全问题「{problem}」',
    en: 'You were assigned the safety problem "{problem}"',
  },
  'message.safetyProblemRejected': {
    zh: '安全问题「{problem}」的完成申请被驳回：{reason}',
    en: 'Completion of the safety problem "{problem}" was rejected: {reason}',
  },
  'message.safetyProblemDone': { zh: '安全问题「{problem}」已整改完成', en: 'The safety problem "{problem}" is done' },
  'message.qualityNotice': { zh: '质量专项检查通知：{problem}', en: 'Quality special inspection notice: {problem}' },
  'message.safetyNotice': { zh: '安全专项检查通知：{problem}', en: 'Safety special inspection notice: {problem}' },
  'message.noticeReplied': { zh: '专项检查通知已回复：{problem}', en: 'Inspection notice replied: {problem}' },
  'operlog.problem': { zh: '问题追踪', en: 'Problems' },
  'operlog.qualityProblem': { zh: '质量安全问题', en: 'Quality and safety problems' },
  'operlog.profile': { zh: '个人信息', en: 'Profile' },
  'operlog.avatar': { zh: '用户头像', en: 'Avatar' },
  'operlog.user': { zh: '用户管理', en: 'Users' },
  'operlog.role': { zh: '角色管理', en: 'Roles' },
  'operlog.menu': { zh: '菜单管理', en: 'Menus' },
  'operlog.dept': { zh: '部门管理', en: 'Departments' },
  'operlog.post': { zh: '岗位管理', en: 'Posts' },
  'operlog.dictType': { zh: '字典类型', en: 'Dictionary types' },
  'operlog.dictData': { zh: '字典数据', en: 'Dictionary data' },
  'operlog.config': { zh: '参数管理', en: 'Parameters' },
  'operlog.notice': { zh: '通知公告', en: 'Notices' },
  'operlog.operlog': { zh: '操作日志', en: 'Operation log' },
  'operlog.logininfor': { zh: '登录日志', en: 'Login log' },
  'operlog.unlock': { zh: '账户解锁', en: 'Account unlock' },
  'operlog.online': { zh: '在线用户', en: 'Online users' },
  'operlog.upload': { zh: '文件上传', en: 'File upload' },
  'operlog.message': { zh: '消息', en: 'Messages' },
  'operlog.project': { zh: '项目管理', en: 'Projects' },
  'operlog.projectOverview': { zh: '项目概况', en: 'Project overview' },
  'operlog.projectNews': { zh: '项目动态', en: 'Project news' },
  'operlog.projectMember': { zh: '项目成员', en: 'Project members' },
  'operlog.projectRole': { zh: '项目角色', en: 'Project roles' },
  'operlog.processModel': { zh: '流程模板', en: 'Process models' },
  'operlog.processDefinition': { zh: '流程定义', en: 'Process definitions' },
  'operlog.processTask': { zh: '流程任务', en: 'Process tasks' },
  'operlog.form': { zh: '动态表单', en: 'Dynamic forms' },
  'operlog.workOrder': { zh: '工单', en: 'Work orders' },
  'message.safetyReport': { zh: '安全专项检查通报：{title}', en: 'Safety special inspection bulletin: {title}' },
  'operlog.quality': { zh: '质量检查', en: 'Quality inspection' },
  'operlog.safetyFile': { zh: '质量安全文件', en: 'Quality and safety files' },
  'operlog.safetyReport': { zh: '安全报告', en: 'Safety reports' },
  'operlog.model': { zh: '模型列表', en: 'Models' },
  'operlog.modelViewpoint': { zh: '模型视点', en: 'Model viewpoints' },
  'operlog.constructionLog': { zh: '施工日志', en: 'Construction log' },
  'operlog.plan': { zh: '进度计划', en: 'Schedule' },
  'operlog.planRecord': { zh: '计划版本', en: 'Schedule version' },
  'operlog.production': { zh: '生产进度', en: 'Production schedule' },
  'operlog.measurePlan': { zh: '措施计划', en: 'Measure plans' },
} as const satisfies Record<string, Record<Lang, string>>;

export type ServerTextKey = keyof typeof SERVER_TEXTS;
export type ServerTextParams = Record<string, string>;

/** A server text with its parameters filled, in a language. */
export function serverText(key: ServerTextKey, lang: Lang, params?: ServerTextParams | null): string {
  return fill(SERVER_TEXTS[key][lang], params ?? undefined);
}

/** What a row stores for a server text: the Chinese text (shown to the original's clients), its key and parameters. */
export function storedText(key: ServerTextKey, params?: ServerTextParams) {
  return { title: serverText(key, 'zh', params), titleKey: key, titleParams: params ?? null };
}

/** A stored text in the reader's language; rows without a (known) key show their stored text. */
export function shownText(
  row: { title: string; titleKey?: string | null; titleParams?: ServerTextParams | null },
  lang: Lang,
): string {
  const key = row.titleKey;
  if (!key || !Object.hasOwn(SERVER_TEXTS, key)) return row.title;
  return serverText(key as ServerTextKey, lang, row.titleParams);
}

/** Keys of the operation-log modules whose English name contains `text` (case-insensitive): an English search. */
export function operLogKeysNamed(text: string): ServerTextKey[] {
  const wanted = text.toLowerCase();
  return [...OPER_LOG_KEYS.values()].filter((key) => SERVER_TEXTS[key].en.toLowerCase().includes(wanted));
}

/** The key of an operation-log module from its Chinese name (routes declare the name RuoYi stores). */
export function operLogTitleKey(title: string): ServerTextKey | null {
  return OPER_LOG_KEYS.get(title) ?? null;
}

const OPER_LOG_KEYS = new Map<string, ServerTextKey>(
  (Object.keys(SERVER_TEXTS) as ServerTextKey[])
    .filter((key) => key.startsWith('operlog.'))
    .map((key) => [SERVER_TEXTS[key].zh, key]),
);
