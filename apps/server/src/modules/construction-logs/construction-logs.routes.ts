import { constructionLogsApi as api } from '@zj/contract';
import { principalOf } from '../../core/access/guard-plugin.ts';
import { serve } from '../../core/http/serve.ts';
import type { AppInstance } from '../../core/http/types.ts';
import type { ConstructionLogsService } from './construction-logs.service.ts';

/** /business/schedule/log: 施工日志. */
export async function constructionLogsRoutes(app: AppInstance, { logs }: { logs: ConstructionLogsService }) {
  serve(app, api.list, async (request) => logs.list(principalOf(request), request.query));
  serve(app, api.planTasks, async (request) => logs.planTaskOptions(principalOf(request), request.query));
  serve(app, api.calendar, async (request) => logs.calendar(principalOf(request), request.query));
  serve(app, api.get, async (request) => logs.get(principalOf(request), request.params.logId));
  serve(app, api.add, async (request) => logs.add(principalOf(request), request.body));
  serve(app, api.edit, async (request) => void (await logs.edit(principalOf(request), request.body)));
  serve(app, api.remove, async (request) => void (await logs.remove(principalOf(request), request.params.logId)));
  serve(app, api.sign, async (request) => void (await logs.sign(principalOf(request), request.params.logId)));
}
