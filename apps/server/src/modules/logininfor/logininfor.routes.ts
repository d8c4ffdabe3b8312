import { logininforApi as api } from '@zj/contract';
import { SUCCESS } from '../../core/http/envelope.ts';
import { recordRoutes } from '../../core/http/record-routes.ts';
import { serve } from '../../core/http/serve.ts';
import type { AppInstance } from '../../core/http/types.ts';
import type { LogininforService } from './logininfor.service.ts';
import { LOGININFOR_SHEET, logininforColumns } from './logininfor-sheet.ts';

/** 登录日志: the log page's calls (list, delete, clean, export) and 账户解锁. */
export async function logininforRoutes(app: AppInstance, { logininfor }: { logininfor: LogininforService }) {
  recordRoutes(app, api, { sheet: { name: LOGININFOR_SHEET, columns: logininforColumns }, store: logininfor });
  serve(app, api.unlock, async (request) => logininfor.unlock(request.params.userName).then(() => SUCCESS));
}
