import { operlogApi as api } from '@zj/contract';
import { recordRoutes } from '../../core/http/record-routes.ts';
import type { AppInstance } from '../../core/http/types.ts';
import type { OperLogService } from './operlog.service.ts';
import { OPERLOG_SHEET, operLogColumns } from './operlog-sheet.ts';

/** 操作日志: the log page's calls (list, delete, clean, export). */
export async function operlogRoutes(app: AppInstance, { operlog }: { operlog: OperLogService }) {
  recordRoutes(app, api, { sheet: { name: OPERLOG_SHEET, columns: operLogColumns }, store: operlog });
}
