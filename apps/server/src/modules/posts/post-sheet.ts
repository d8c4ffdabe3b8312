import type { ApiOut, postRow } from '@zj/contract';
import type { XlsxColumn } from '../../core/http/xlsx.ts';

/** Name of the exported workbook and sheet. */
export const POST_SHEET = '岗位数据';

/** Columns of the post export (RuoYi's SysPost @Excel fields). */
export const postColumns: XlsxColumn<ApiOut<typeof postRow>>[] = [
  { header: '岗位序号', value: (r) => r.postId },
  { header: '岗位编码', value: (r) => r.postCode },
  { header: '岗位名称', value: (r) => r.postName },
  { header: '岗位排序', value: (r) => r.postSort },
  { header: '状态', value: (r) => (r.status === '0' ? '正常' : '停用') },
];
