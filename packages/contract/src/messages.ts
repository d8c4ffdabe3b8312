import { fill, type Lang } from './i18n.ts';

/**
 * The error catalogue: every user-facing text that the server sends or the request client
 * shows, in both languages. Chinese texts are the spec's, verbatim.
 */
export const MESSAGES = {
  // HTTP and request client (spec 01 §8)
  'http.401': { zh: '认证失败，无法访问系统资源', en: 'Authentication failed, cannot access system resources' },
  'http.403': { zh: '当前操作没有权限', en: 'You have no permission for this operation' },
  'http.404': { zh: '访问资源不存在', en: 'The requested resource does not exist' },
  'http.500': { zh: '系统未知错误,请反馈给管理员', en: 'Unknown system error, please report it to the administrator' },
  'http.network': { zh: '后端接口连接异常', en: 'Cannot connect to the server' },
  'http.timeout': { zh: '系统接口请求超时', en: 'The server request timed out' },
  'http.status': { zh: '系统接口{status}异常', en: 'Server request failed with status {status}' },
  'session.expiredTitle': { zh: '系统提示', en: 'System notice' },
  'session.expiredText': {
    zh: '登录状态已过期，您可以继续留在该页面，或者重新登录',
    en: 'Your session has expired. You can stay on this page or log in again.',
  },
  'session.relogin': { zh: '重新登录', en: 'Log in again' },
  'common.cancel': { zh: '取消', en: 'Cancel' },
  'common.ok': { zh: '确定', en: 'OK' },
  'common.success': { zh: '操作成功', en: 'Operation successful' },
  'download.invalidSession': {
    zh: '无效的会话，或者会话已过期，请重新登录。',
    en: 'Invalid or expired session, please log in again.',
  },
  'download.failed': {
    zh: '下载文件出现错误，请联系管理员！',
    en: 'Download failed, please contact the administrator!',
  },
  'download.loading': { zh: '正在下载数据，请稍候', en: 'Downloading, please wait' },
  'logout.title': { zh: '提示', en: 'Notice' },
  'logout.confirm': { zh: '确定注销并退出系统吗？', en: 'Are you sure you want to log out?' },
  'logout.success': { zh: '退出成功', en: 'Logged out' },
  'route.loadFailed': { zh: '加载路由失败', en: 'Failed to load routes' },
  'problem.noItems': { zh: '该模型无问题项', en: 'This model has no problem items' },
  'fullscreen.unsupported': { zh: '你的浏览器不支持全屏', en: 'Your browser does not support fullscreen' },
  'access.permissionArray': { zh: '请设置操作权限标签值', en: 'Please set the permission values' },
  'access.roleArray': { zh: '请设置角色权限标签值', en: 'Please set the role values' },
  // Authentication (RuoYi texts)
  'auth.tokenMissing': { zh: '令牌不能为空', en: 'The token is missing' },
  'auth.tokenExpired': { zh: '登录状态已过期', en: 'Your session has expired' },
  'auth.tokenInvalid': { zh: '令牌验证失败', en: 'Invalid token' },
  'auth.required': { zh: '用户/密码必须填写', en: 'User name and password are required' },
  'auth.captchaRequired': { zh: '验证码不能为空', en: 'The captcha is required' },
  'auth.captchaExpired': { zh: '验证码已失效', en: 'The captcha has expired' },
  'auth.captchaWrong': { zh: '验证码错误', en: 'Wrong captcha' },
  'auth.badCredentials': { zh: '用户不存在/密码错误', en: 'Unknown user or wrong password' },
  'auth.locked': {
    zh: '密码输入错误{count}次，帐户锁定{minutes}分钟',
    en: 'Wrong password {count} times, the account is locked for {minutes} minutes',
  },
  'auth.disabled': { zh: '对不起，您的账号：{username} 已停用', en: 'Sorry, your account {username} is disabled' },
  'auth.deleted': { zh: '对不起，您的账号：{username} 已被删除', en: 'Sorry, your account {username} was deleted' },
  'auth.loginSuccess': { zh: '登录成功', en: 'Logged in' },
  'auth.registerDisabled': { zh: '当前系统没有开启注册功能！', en: 'Registration is not enabled!' },
  'auth.registerExists': {
    zh: "保存用户'{username}'失败，注册账号已存在",
    en: "Could not register '{username}': the account already exists",
  },
  'auth.registerSuccess': { zh: '注册成功', en: 'Registered' },
  'auth.passwordMismatch': { zh: '两次输入的密码不一致', en: 'The two passwords do not match' },
  // Validation (400)
  'validation.required': { zh: '参数 {field} 不能为空', en: 'Parameter {field} is required' },
  'validation.type': { zh: '参数 {field} 类型错误', en: 'Parameter {field} has the wrong type' },
  'validation.tooLong': { zh: '参数 {field} 超出长度或范围限制', en: 'Parameter {field} is too long or too large' },
  'validation.tooShort': { zh: '参数 {field} 长度或数值不足', en: 'Parameter {field} is too short or too small' },
  'validation.invalid': { zh: '参数 {field} 格式不正确', en: 'Parameter {field} is not valid' },
  'validation.body': { zh: '请求体格式不正确', en: 'The request body is not valid' },
} as const satisfies Record<string, Record<Lang, string>>;

export type MessageKey = keyof typeof MESSAGES;

/** The text of a catalogue entry in a language, with `{name}` placeholders filled. */
export function msg(key: MessageKey, lang: Lang, params?: Record<string, string | number>): string {
  return fill(MESSAGES[key][lang], params);
}
