import { XLSX_MIME } from '@zj/contract';
import type { FastifyReply } from 'fastify';

export interface XlsxColumn<T> {
  header: string;
  width?: number;
  value: (row: T) => string | number | null | undefined;
}

/** Most rows one export writes (the list filters narrow it further). */
export const EXPORT_MAX_ROWS = 100_000;

/** One sheet with a bold header row, as RuoYi's ExcelUtil exports it. */
export async function xlsxBuffer<T>(sheetName: string, columns: XlsxColumn<T>[], rows: T[]): Promise<Buffer> {
  // exceljs is large: loaded on the first export, not at start.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width ?? 20 }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((c) => c.value(row) ?? ''));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Sends an .xlsx download named `{name}_{timestamp}.xlsx` (RFC 5987 for the Chinese name). */
export async function sendXlsx<T>(
  reply: FastifyReply,
  name: string,
  columns: XlsxColumn<T>[],
  rows: T[],
): Promise<FastifyReply> {
  const buffer = await xlsxBuffer(name, columns, rows);
  const fileName = `${name}_${Date.now()}.xlsx`;
  return reply
    .header('Content-Type', XLSX_MIME)
    .header(
      'Content-Disposition',
      `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    )
    .send(buffer);
}
