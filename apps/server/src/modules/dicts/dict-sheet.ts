import { type ApiOut, type dictDataRow, type dictTypeRow, formatTime } from '@zj/contract';
import type { XlsxColumn } from '../../core/http/xlsx.ts';

/** Names of the exported workbooks and sheets. */
export const DICT_TYPE_SHEET = '字典类型';
export const DICT_DATA_SHEET = '字典数据';

const statusText = (s: string) => (s === '0' ? '正常' : '停用');

/** Columns of the dictionary-type export (RuoYi's SysDictType @Excel fields). */
export const dictTypeColumns: XlsxColumn<ApiOut<typeof dictTypeRow>>[] = [
  { header: '字典主键', value: (r) => r.dictId },
  { header: '字典名称', value: (r) => r.dictName },
  { header: '字典类型', value: (r) => r.dictType },
  { header: '状态', value: (r) => statusText(r.status) },
  { header: '创建时间', value: (r) => formatTime(r.createTime) },
];

/** Columns of the dictionary-data export (RuoYi's SysDictData @Excel fields). */
export const dictDataColumns: XlsxColumn<ApiOut<typeof dictDataRow>>[] = [
  { header: '字典编码', value: (r) => r.dictCode },
  { header: '字典排序', value: (r) => r.dictSort },
  { header: '字典标签', value: (r) => r.dictLabel },
  { header: '字典键值', value: (r) => r.dictValue },
  { header: '字典类型', value: (r) => r.dictType },
  { header: '是否默认', value: (r) => (r.isDefault === 'Y' ? '是' : '否') },
  { header: '状态', value: (r) => statusText(r.status) },
];
