import { type ApiOut, DATA_SCOPES, type DataScope, formatTime, msg, type roleRow } from '@zj/contract';
import type { XlsxColumn } from '../../core/http/xlsx.ts';

/** Name of the exported workbook and sheet. */
export const ROLE_SHEET = '角色数据';

const isScope = (value: string): value is DataScope => (DATA_SCOPES as readonly string[]).includes(value);

/** The data scope as the sheet names it (the stored code when it is none of RuoYi's five). */
const scopeLabel = (scope: string) => (isScope(scope) ? msg(`role.scope.${scope}`, 'zh') : scope);

/** Columns of the role export (RuoYi's SysRole @Excel fields). */
export const roleColumns: XlsxColumn<ApiOut<typeof roleRow>>[] = [
  { header: '角色序号', value: (r) => r.roleId },
  { header: '角色名称', value: (r) => r.roleName },
  { header: '角色权限', value: (r) => r.roleKey },
  { header: '角色排序', value: (r) => r.roleSort },
  { header: '数据范围', value: (r) => scopeLabel(r.dataScope) },
  { header: '角色状态', value: (r) => (r.status === '0' ? '正常' : '停用') },
  { header: '创建时间', value: (r) => formatTime(r.createTime) },
];
