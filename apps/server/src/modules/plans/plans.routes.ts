import { plansApi as api, planRecordsApi } from '@zj/contract';
import { principalOf } from '../../core/access/guard-plugin.ts';
import { serve } from '../../core/http/serve.ts';
import type { AppInstance } from '../../core/http/types.ts';
import type { PlanApprovalService } from './plan-approval.service.ts';
import type { PlanBinding } from './plan-binding.ts';
import type { PlanExchange } from './plan-exchange.ts';
import type { PlanProgress } from './plan-progress.ts';
import type { PlanRecords } from './plan-records.service.ts';
import type { PlansService } from './plans.service.ts';

export interface PlansRouteDeps {
  plans: PlansService;
  approval: PlanApprovalService;
  records: PlanRecords;
  exchange: PlanExchange;
  binding: PlanBinding;
  progress: PlanProgress;
}

export async function plansRoutes(app: AppInstance, s: PlansRouteDeps) {
  const { plans, approval, records, exchange, binding, progress } = s;
  serve(app, api.list, async (request) => plans.list(principalOf(request), request.query));
  serve(app, api.group, async (request) => plans.groups(principalOf(request), request.query.projectId));
  serve(app, api.applylist, async (request) => approval.applyList(principalOf(request), request.query));
  serve(app, api.getUserApplylist, async (request) => approval.userApplyList(principalOf(request), request.query));
  serve(app, api.showPlanSwo, async (request) => approval.showSwo(principalOf(request), request.query.planId));
  serve(app, api.queryBandList, async (request) => binding.list(principalOf(request), request.query));
  serve(app, api.projectProgress, async (request) => progress.project(principalOf(request), request.query.projectId));
  serve(app, api.projectProgressForMap, async (request) => progress.forMap(principalOf(request)));
  serve(app, api.fourD, async (request) =>
    binding.fourD(principalOf(request), request.query.planId, request.query.date),
  );
  serve(app, api.exportXml, async (request, reply) => {
    const { xml, fileName } = await exchange.export(principalOf(request), request.params.id);
    return reply
      .header('Content-Type', 'application/xml; charset=utf-8')
      .header(
        'Content-Disposition',
        `attachment; filename="plan.xml"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      )
      .header('X-Content-Type-Options', 'nosniff')
      .send(xml);
  });
  serve(app, api.shared, async (request) => plans.shared(request.params.token));
  serve(app, api.getChild, async (request) => plans.children(principalOf(request), request.params.id));
  serve(app, api.get, async (request) => plans.get(principalOf(request), request.params.id));
  serve(app, api.add, async (request) => plans.add(principalOf(request), request.body));
  serve(app, api.edit, async (request) => void (await plans.edit(principalOf(request), request.body)));
  serve(app, api.remove, async (request) => void (await plans.remove(principalOf(request), request.params.id)));
  serve(app, api.changeSort, async (request) => void (await plans.changeSort(principalOf(request), request.body)));
  serve(app, api.changeTag, async (request) => void (await plans.changeTag(principalOf(request), request.body)));
  serve(app, api.calculate, async (request) => plans.calculate(principalOf(request), request.body));
  serve(app, api.apply, async (request) => void (await approval.apply(principalOf(request), request.body)));
  serve(app, api.importXml, async (request) => exchange.import(principalOf(request), request.body, request.lang));
  serve(app, api.share, async (request) => plans.share(principalOf(request), request.params.id));
  serve(app, api.unshare, async (request) => void (await plans.unshare(principalOf(request), request.params.id)));
  serve(app, api.bind, async (request) => void (await binding.bind(principalOf(request), request.body)));
  serve(app, api.unBind, async (request) => void (await binding.unbind(principalOf(request), request.params.id)));
  serve(
    app,
    api.updateProjectStatus,
    async (request) => void (await progress.setStatus(principalOf(request), request.body)),
  );
  // versions
  serve(app, planRecordsApi.addPlanRecord, async (request) => records.add(principalOf(request), request.body));
  serve(app, planRecordsApi.list, async (request) =>
    records.list(principalOf(request), request.params.id, request.query, request.lang),
  );
}
