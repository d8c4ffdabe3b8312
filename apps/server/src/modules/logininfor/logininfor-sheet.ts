import { type ApiOut, formatTime, type logininforRow } from '@zj/contract';
import type { XlsxColumn } from '../../core/http/xlsx.ts';

/** Name of the exported workbook and sheet. */
export const LOGININFOR_SHEET = '登录日志';

/** Columns of the login-log export (RuoYi's SysLogininfor @Excel fields). */
export const logininforColumns: XlsxColumn<ApiOut<typeof logininforRow>>[] = [
  { header: '序号', value: (r) => r.infoId },
  { header: '用户账号', value: (r) => r.userName },
  { header: '登录状态', value: (r) => (r.status === '0' ? '成功' : '失败') },
  { header: '登录地址', value: (r) => r.ipaddr },
  { header: '登录地点', value: (r) => r.loginLocation },
  { header: '浏览器', value: (r) => r.browser },
  { header: '操作系统', value: (r) => r.os },
  { header: '提示消息', value: (r) => r.msg },
  { header: '访问时间', value: (r) => formatTime(r.loginTime) },
];
