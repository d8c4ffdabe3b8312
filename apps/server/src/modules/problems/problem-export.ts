import { type ApiOut, formatTime, type problemRow } from '@zj/contract';
import type { XlsxColumn } from '../../core/http/xlsx.ts';

type Row = ApiOut<typeof problemRow>;

const STATUS: Record<number, string> = { 1: '信息确认', 2: '申请完成', 3: '整改完成' };
const KIND: Record<string, string> = { '0': '模型问题', '1': '质量问题', '2': '安全问题' };

/** The columns of a problem list's .xlsx (RuoYi's ExcelUtil headers, in Chinese as stored). */
export const problemColumns: XlsxColumn<Row>[] = [
  { header: '编号', width: 10, value: (r) => r.problemId },
  { header: '类别', width: 10, value: (r) => KIND[r.kind] },
  { header: '问题名称', width: 24, value: (r) => r.name },
  { header: '问题描述', width: 40, value: (r) => r.content },
  { header: '问题等级', width: 10, value: (r) => r.level },
  { header: '检查类型', width: 12, value: (r) => r.type },
  { header: '隐患类型', width: 12, value: (r) => r.hazardType },
  { header: '状态', width: 12, value: (r) => STATUS[r.status] },
  { header: '位置', width: 20, value: (r) => r.location },
  { header: '关联构件', width: 20, value: (r) => r.extend1 },
  { header: '协作人', width: 24, value: (r) => r.implementerUser.join(',') },
  { header: '整改期限', width: 14, value: (r) => r.dueDate },
  { header: '整改次数', width: 10, value: (r) => r.rectificationCount },
  { header: '创建人', width: 14, value: (r) => r.createBy },
  { header: '创建时间', width: 20, value: (r) => formatTime(r.createTime) },
];
