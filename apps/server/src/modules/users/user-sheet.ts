import { type ApiOut, formatTime, type userRow } from '@zj/contract';
import type ExcelJS from 'exceljs';
import type { XlsxColumn } from '../../core/http/xlsx.ts';
import type { ImportRow } from './user-import.service.ts';

/** Name of the exported workbook and sheet (export and import template). */
export const USER_SHEET = '用户数据';

const SEX = { '0': '男', '1': '女', '2': '未知' } as const;
const STATUS = { '0': '正常', '1': '停用' } as const;
const reverse = <T extends Record<string, string>>(map: T) =>
  Object.fromEntries(Object.entries(map).map(([k, v]) => [v, k])) as Record<string, keyof T>;
const SEX_CODE = reverse(SEX);
const STATUS_CODE = reverse(STATUS);

/** Columns of the user import template; export adds read-only columns around them. */
const IMPORT_COLUMNS = [
  { header: '部门编号', key: 'deptId' },
  { header: '登录名称', key: 'userName' },
  { header: '用户名称', key: 'nickName' },
  { header: '用户邮箱', key: 'email' },
  { header: '手机号码', key: 'phonenumber' },
  { header: '用户性别', key: 'sex' },
  { header: '帐号状态', key: 'status' },
] as const;

/** Columns of the user export. */
export const userColumns: XlsxColumn<ApiOut<typeof userRow>>[] = [
  { header: '用户序号', value: (u) => u.userId },
  { header: '部门编号', value: (u) => u.deptId },
  { header: '登录名称', value: (u) => u.userName },
  { header: '用户名称', value: (u) => u.nickName },
  { header: '用户邮箱', value: (u) => u.email },
  { header: '手机号码', value: (u) => u.phonenumber },
  { header: '用户性别', value: (u) => SEX[u.sex as keyof typeof SEX] ?? '未知' },
  { header: '帐号状态', value: (u) => STATUS[u.status as keyof typeof STATUS] ?? u.status },
  { header: '最后登录IP', value: (u) => u.loginIp },
  { header: '最后登录时间', value: (u) => formatTime(u.loginDate) },
  { header: '部门名称', value: (u) => u.dept?.deptName },
  { header: '部门负责人', value: (u) => u.dept?.leader },
];

export const templateColumns: XlsxColumn<never>[] = IMPORT_COLUMNS.map((c) => ({ header: c.header, value: () => '' }));

const text = (v: ExcelJS.CellValue): string => {
  if (v === null || v === undefined) return '';
  if (typeof v === 'object') {
    if ('text' in v && typeof v.text === 'string') return v.text.trim();
    if ('result' in v) return String(v.result ?? '').trim();
    if ('richText' in v)
      return v.richText
        .map((r) => r.text)
        .join('')
        .trim();
    if (v instanceof Date) return v.toISOString();
  }
  return String(v).trim();
};

/**
 * Rows of an uploaded user sheet, matched to columns by header (so both the template and an
 * export can be imported). Throws when the file is not an xlsx workbook.
 */
export async function readUserSheet(buffer: Buffer): Promise<ImportRow[]> {
  // exceljs is large: loaded on the first import, not at start.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const positions = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, col) => positions.set(text(cell.value), col));
  const rows: ImportRow[] = [];
  sheet.eachRow((row, index) => {
    if (index === 1) return;
    const get = (header: string) => {
      const col = positions.get(header);
      return col ? text(row.getCell(col).value) : '';
    };
    const values = Object.fromEntries(IMPORT_COLUMNS.map((c) => [c.key, get(c.header)])) as Record<string, string>;
    if (Object.values(values).every((v) => !v)) return;
    const deptId = values.deptId ? Number(values.deptId) : null;
    rows.push({
      deptId: deptId !== null && Number.isInteger(deptId) ? deptId : (values.deptId as unknown as number),
      userName: values.userName ?? '',
      nickName: values.nickName ?? '',
      email: values.email ?? '',
      phonenumber: values.phonenumber ?? '',
      sex: (SEX_CODE[values.sex ?? ''] ?? (values.sex || '2')) as ImportRow['sex'],
      status: (STATUS_CODE[values.status ?? ''] ?? (values.status || '0')) as ImportRow['status'],
    });
  });
  return rows;
}
