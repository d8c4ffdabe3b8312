import { measurePlansApi as api } from '@zj/contract';
import { principalOf } from '../../core/access/guard-plugin.ts';
import { serve } from '../../core/http/serve.ts';
import type { AppInstance } from '../../core/http/types.ts';
import type { MeasureApprovalService } from './measure-approval.service.ts';
import type { MeasurePlansService } from './measure-plans.service.ts';

/** /business/measure: 措施计划. */
export async function measurePlansRoutes(
  app: AppInstance,
  { measures, approval }: { measures: MeasurePlansService; approval: MeasureApprovalService },
) {
  serve(app, api.list, async (request) => measures.list(principalOf(request), request.query));
  serve(app, api.get, async (request) => measures.get(principalOf(request), request.params.measureId));
  serve(app, api.approval, async (request) => approval.approval(principalOf(request), request.params.measureId));
  serve(app, api.add, async (request) => measures.add(principalOf(request), request.body));
  serve(app, api.edit, async (request) => void (await measures.edit(principalOf(request), request.body)));
  serve(
    app,
    api.remove,
    async (request) => void (await measures.remove(principalOf(request), request.params.measureIds)),
  );
  serve(app, api.apply, async (request) => void (await approval.apply(principalOf(request), request.body)));
  serve(app, api.complete, async (request) => void (await measures.complete(principalOf(request), request.body)));
}
