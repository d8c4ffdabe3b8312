import type { ApiOut, configRow } from '@zj/contract';
import type { XlsxColumn } from '../../core/http/xlsx.ts';

/** Name of the exported workbook and sheet. */
export const CONFIG_SHEET = '参数数据';

/** Columns of the parameter export (RuoYi's SysConfig @Excel fields). */
export const configColumns: XlsxColumn<ApiOut<typeof configRow>>[] = [
  { header: '参数主键', value: (r) => r.configId },
  { header: '参数名称', value: (r) => r.configName },
  { header: '参数键名', value: (r) => r.configKey },
  { header: '参数键值', value: (r) => r.configValue },
  { header: '系统内置', value: (r) => (r.configType === 'Y' ? '是' : '否') },
];
