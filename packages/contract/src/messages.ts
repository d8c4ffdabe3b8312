import { fill, type Lang } from './i18n.ts';

/**
 * The client catalogue: every text the web app shows of its own (request client, shell,
 * widgets), in both languages. Chinese texts are the spec's, verbatim. Kept apart from the
 * server's texts (server-messages.ts) so the browser loads only these at start.
 */
export const CLIENT_MESSAGES = {
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
  'auth.passwordMismatch': { zh: '两次输入的密码不一致', en: 'The two passwords do not match' },
  'upload.success': { zh: '上传成功', en: 'Uploaded' },
  'upload.failed': { zh: '上传失败, 请重试', en: 'Upload failed, please try again' },
  'upload.noFile': { zh: '请选择要上传的文件', en: 'Please choose a file to upload' },
  'upload.badType': {
    zh: '文件格式不正确, 请上传{types}格式文件!',
    en: 'Wrong file format, please upload a {types} file!',
  },
  'upload.badImageType': {
    zh: '文件格式不正确, 请上传{types}图片格式文件!',
    en: 'Wrong file format, please upload a {types} image!',
  },
  'upload.contentMismatch': {
    zh: '文件内容与扩展名不符, 请上传真实的{ext}文件!',
    en: 'The file content does not match its extension, please upload a real {ext} file!',
  },
  'upload.tooLarge': { zh: '上传文件大小不能超过 {n} MB!', en: 'The file may not be larger than {n} MB!' },
  'upload.imageTooLarge': { zh: '上传图片大小不能超过 {n} MB!', en: 'The image may not be larger than {n} MB!' },
  'upload.tooMany': { zh: '上传文件数量不能超过 {n} 个!', en: 'You may not upload more than {n} files!' },
} as const satisfies Record<string, Record<Lang, string>>;

export type ClientMessageKey = keyof typeof CLIENT_MESSAGES;

/** A client catalogue text in a language, with `{name}` placeholders filled. */
export function clientMsg(key: ClientMessageKey, lang: Lang, params?: Record<string, string | number>): string {
  return fill(CLIENT_MESSAGES[key][lang], params);
}
