import { CLIENT_MESSAGES, type ClientMessageKey } from '@zj/contract';

/** UI texts of the shell (flat keys). Catalogue texts come from the contract's CLIENT_MESSAGES. */
export const UI_TEXTS = {
  'app.title': { zh: '智能建造管理平台', en: 'Smart Construction Management Platform' },
  'app.loading': { zh: '正在加载…', en: 'Loading…' },
  'route.index': { zh: '工作台', en: 'Work desk' },
  'route.home': { zh: '首页', en: 'Home' },
  'route.login': { zh: '登录', en: 'Log in' },
  'route.register': { zh: '注册', en: 'Register' },
  'route.404': { zh: '页面不存在', en: 'Page not found' },
  'route.401': { zh: '无权访问', en: 'No access' },
  'route.redirect': { zh: '跳转中', en: 'Redirecting' },
  'route.profile': { zh: '个人中心', en: 'Profile' },
  'route.userAuthRole': { zh: '分配角色', en: 'Assign roles' },
  'route.roleAuthUser': { zh: '分配用户', en: 'Assign users' },
  'route.dictData': { zh: '字典数据', en: 'Dictionary data' },
  'route.formDesign': { zh: '表单设计', en: 'Form designer' },
  'route.flowableDesign': { zh: '流程设计', en: 'Process designer' },
  'route.orderApply': { zh: '应用申请', en: 'Applications' },
  'route.project': { zh: '项目列表', en: 'Projects' },
  'route.projectMap': { zh: '地图', en: 'Map' },
  'route.projectDashboard': { zh: '项目仪表盘', en: 'Project dashboard' },
  'route.problemView': { zh: '问题详情', en: 'Problem' },
  'login.title': { zh: '智能建造管理平台', en: 'Smart Construction Management Platform' },
  'login.username': { zh: '账号', en: 'Account' },
  'login.password': { zh: '密码', en: 'Password' },
  'login.code': { zh: '验证码', en: 'Captcha' },
  'login.usernameRequired': { zh: '请输入您的账号', en: 'Please enter your account' },
  'login.passwordRequired': { zh: '请输入您的密码', en: 'Please enter your password' },
  'login.codeRequired': { zh: '请输入验证码', en: 'Please enter the captcha' },
  'login.showPassword': { zh: '显示密码', en: 'Show password' },
  'login.captchaAlt': { zh: '验证码，点击刷新', en: 'Captcha, click to refresh' },
  'login.rememberMe': { zh: '记住我', en: 'Remember me' },
  'login.submit': { zh: '登 录', en: 'Log in' },
  'login.submitting': { zh: '登 录 中...', en: 'Logging in...' },
  'login.toRegister': { zh: '立即注册', en: 'Register now' },
  'register.title': { zh: '注册账号', en: 'Create an account' },
  'register.confirmPassword': { zh: '确认密码', en: 'Confirm password' },
  'register.confirmRequired': { zh: '请再次输入您的密码', en: 'Please enter the password again' },
  'register.usernameLength': {
    zh: '用户账号长度必须介于 {{min}} 和 {{max}} 之间',
    en: 'The account must be {{min}} to {{max}} characters long',
  },
  'register.passwordLength': {
    zh: '用户密码长度必须介于 {{min}} 和 {{max}} 之间',
    en: 'The password must be {{min}} to {{max}} characters long',
  },
  'register.submit': { zh: '注 册', en: 'Register' },
  'register.submitting': { zh: '注 册 中...', en: 'Registering...' },
  'register.toLogin': { zh: '使用已有账户登录', en: 'Log in with an existing account' },
  'register.successTitle': { zh: '注册成功', en: 'Registered' },
  'register.successText': {
    zh: '恭喜你，您的账号 {{username}} 注册成功！',
    en: 'Your account {{username}} has been created.',
  },
  'register.goLogin': { zh: '去登录', en: 'Log in' },
  'register.closed': { zh: '当前系统没有开启注册功能！', en: 'Registration is not open on this system.' },
  'register.closedHint': {
    zh: '如需账号，请联系管理员开通。',
    en: 'Please ask an administrator for an account.',
  },
  'register.unknown': {
    zh: '暂时无法确认是否开放注册，请稍后重试。',
    en: 'Could not find out whether registration is open. Please try again later.',
  },
  'register.retry': { zh: '重试', en: 'Try again' },
  'layout.toggleSidebar': { zh: '展开/收起侧边栏', en: 'Toggle sidebar' },
  'layout.search': { zh: '搜索菜单', en: 'Search menus' },
  'layout.fullscreen': { zh: '全屏', en: 'Fullscreen' },
  'layout.exitFullscreen': { zh: '退出全屏', en: 'Exit fullscreen' },
  'layout.size': { zh: '布局大小', en: 'Size' },
  'layout.size.default': { zh: '较大', en: 'Default' },
  'layout.size.medium': { zh: '默认', en: 'Medium' },
  'layout.size.small': { zh: '稍小', en: 'Small' },
  'layout.size.mini': { zh: '迷你', en: 'Mini' },
  'layout.language': { zh: '语言', en: 'Language' },
  'layout.profile': { zh: '个人中心', en: 'Profile' },
  'layout.settings': { zh: '布局设置', en: 'Layout settings' },
  'layout.logout': { zh: '退出登录', en: 'Log out' },
  'layout.userMenu': { zh: '用户菜单', en: 'User menu' },
  'layout.topMenu': { zh: '顶部菜单', en: 'Top menu' },
  'layout.sideMenu': { zh: '侧边菜单', en: 'Side menu' },
  'layout.more': { zh: '更多菜单', en: 'More' },
  'top.home': { zh: '首页', en: 'Home' },
  'top.tasks': { zh: '任务', en: 'Tasks' },
  'top.knowledge': { zh: '知识库', en: 'Knowledge base' },
  'top.recent': { zh: '最近访问', en: 'Recent access' },
  'top.project': { zh: '项目', en: 'Project' },
  'top.projectHint': { zh: '当前项目：{{name}}', en: 'Current project: {{name}}' },
  'top.system': { zh: '系统管理', en: 'System management' },
  'top.map': { zh: '运行看板', en: 'Run dashboard' },
  'tags.refresh': { zh: '刷新页面', en: 'Refresh' },
  'tags.close': { zh: '关闭当前', en: 'Close' },
  'tags.closeOthers': { zh: '关闭其他', en: 'Close others' },
  'tags.closeLeft': { zh: '关闭左侧', en: 'Close left' },
  'tags.closeRight': { zh: '关闭右侧', en: 'Close right' },
  'tags.closeAll': { zh: '全部关闭', en: 'Close all' },
  'tags.bar': { zh: '已访问页面', en: 'Visited pages' },
  'tags.more': { zh: '更多标签页', en: 'More tabs' },
  'settings.title': { zh: '主题风格设置', en: 'Theme settings' },
  'settings.sideTheme': { zh: '侧边栏主题', en: 'Sidebar theme' },
  'settings.dark': { zh: '暗色', en: 'Dark' },
  'settings.light': { zh: '亮色', en: 'Light' },
  'settings.themeColor': { zh: '主题颜色', en: 'Theme colour' },
  'settings.layout': { zh: '系统布局配置', en: 'Layout' },
  'settings.topNav': { zh: '开启 TopNav', en: 'Top navigation' },
  'settings.tagsView': { zh: '开启 Tags-Views', en: 'Tag views' },
  'settings.fixedHeader': { zh: '固定 Header', en: 'Fixed header' },
  'settings.sidebarLogo': { zh: '显示 Logo', en: 'Show logo' },
  'settings.dynamicTitle': { zh: '动态标题', en: 'Dynamic title' },
  'settings.save': { zh: '保存配置', en: 'Save' },
  'settings.reset': { zh: '重置配置', en: 'Reset' },
  'settings.saving': { zh: '正在保存到本地，请稍候...', en: 'Saving locally, please wait...' },
  'settings.resetting': {
    zh: '正在清除设置缓存并刷新，请稍候...',
    en: 'Clearing settings and reloading, please wait...',
  },
  'workdesk.welcome': { zh: '欢迎回来，{{name}}', en: 'Welcome back, {{name}}' },
  'workdesk.userName': { zh: '用户名', en: 'User name' },
  'workdesk.dept': { zh: '所属部门', en: 'Department' },
  'workdesk.roles': { zh: '角色', en: 'Roles' },
  'workdesk.lastLoginIp': { zh: '最后登录IP', en: 'Last login IP' },
  'workdesk.lastLoginTime': { zh: '最后登录时间', en: 'Last login time' },
  'workdesk.none': { zh: '无', en: 'None' },
  'workdesk.records': { zh: '最近登录记录', en: 'Recent logins' },
  'workdesk.col.time': { zh: '登录时间', en: 'Login time' },
  'workdesk.col.ip': { zh: '登录地址', en: 'IP address' },
  'workdesk.col.browser': { zh: '浏览器', en: 'Browser' },
  'workdesk.col.os': { zh: '操作系统', en: 'OS' },
  'workdesk.col.status': { zh: '登录状态', en: 'Status' },
  'workdesk.col.msg': { zh: '提示消息', en: 'Message' },
  'workdesk.status.ok': { zh: '成功', en: 'Success' },
  'workdesk.status.fail': { zh: '失败', en: 'Failure' },
  'error.404.text': { zh: '抱歉，您访问的页面不存在。', en: 'Sorry, the page you visited does not exist.' },
  'error.401.text': { zh: '抱歉，您无权访问该页面。', en: 'Sorry, you have no access to this page.' },
  'error.backHome': { zh: '返回首页', en: 'Back home' },
  'error.back': { zh: '返回', en: 'Back' },
} as const satisfies Record<string, { zh: string; en: string }>;

export type UiKey = keyof typeof UI_TEXTS;
export type TextKey = UiKey | ClientMessageKey;

/** Turns the contract's `{name}` placeholders into i18next's `{{name}}`. */
const toI18next = (text: string) => text.replace(/\{(\w+)\}/g, '{{$1}}');

export function buildResources() {
  const zh: Record<string, string> = {};
  const en: Record<string, string> = {};
  for (const [key, value] of Object.entries(CLIENT_MESSAGES)) {
    zh[key] = toI18next(value.zh);
    en[key] = toI18next(value.en);
  }
  for (const [key, value] of Object.entries(UI_TEXTS)) {
    zh[key] = value.zh;
    en[key] = value.en;
  }
  return { zh: { translation: zh }, en: { translation: en } };
}
