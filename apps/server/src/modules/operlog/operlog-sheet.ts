import { type ApiOut, formatTime, type operLogRow } from '@zj/contract';
import type { XlsxColumn } from '../../core/http/xlsx.ts';

/** Name of the exported workbook and sheet. */
export const OPERLOG_SHEET = '操作日志';

/** Business types by their stored code (RuoYi's BusinessType order). */
const BUSINESS_NAMES = ['其它', '新增', '修改', '删除', '授权', '导出', '导入', '强退', '生成代码', '清空数据'];

/** Columns of the operation-log export (RuoYi's SysOperLog @Excel fields). */
export const operLogColumns: XlsxColumn<ApiOut<typeof operLogRow>>[] = [
  { header: '操作序号', value: (r) => r.operId },
  { header: '操作模块', value: (r) => r.title },
  { header: '业务类型', value: (r) => BUSINESS_NAMES[r.businessType] ?? '其它' },
  { header: '请求方法', value: (r) => r.method },
  { header: '请求方式', value: (r) => r.requestMethod },
  { header: '操作人员', value: (r) => r.operName },
  { header: '部门名称', value: (r) => r.deptName },
  { header: '请求地址', value: (r) => r.operUrl },
  { header: '操作地址', value: (r) => r.operIp },
  { header: '操作地点', value: (r) => r.operLocation },
  { header: '请求参数', value: (r) => r.operParam },
  { header: '返回参数', value: (r) => r.jsonResult },
  { header: '状态', value: (r) => (r.status === 0 ? '正常' : '异常') },
  { header: '错误消息', value: (r) => r.errorMsg },
  { header: '操作时间', value: (r) => formatTime(r.operTime) },
  { header: '消耗时间', value: (r) => `${r.costTime}毫秒` },
];
