import { qualityApi as api, msg } from '@zj/contract';
import { principalOf } from '../../core/access/guard-plugin.ts';
import { said, serve } from '../../core/http/serve.ts';
import type { AppInstance } from '../../core/http/types.ts';
import type { QualityService } from './quality.service.ts';
import type { QualityStatisticsService } from './quality-statistics.service.ts';

/** /business/quality: the GB 50300 structure (分部, 分项), inspections and templates (spec 02 §7 "Quality"). */
export async function qualityRoutes(app: AppInstance, { quality }: { quality: QualityService }) {
  serve(app, api.branches, async (request) => quality.branches(principalOf(request), request.query));
  serve(app, api.branch, async (request) => quality.branch(principalOf(request), request.params.id));
  serve(app, api.addBranch, async (request) =>
    said(msg('common.success', request.lang), await quality.addBranch(principalOf(request), request.body)),
  );
  serve(
    app,
    api.removeBranch,
    async (request) => void (await quality.removeBranch(principalOf(request), request.params.id)),
  );
  serve(app, api.itemizes, async (request) => quality.itemizes(principalOf(request), request.query));
  serve(app, api.itemize, async (request) => quality.itemize(principalOf(request), request.params.id));
  serve(app, api.addItemize, async (request) =>
    said(msg('common.success', request.lang), await quality.addItemize(principalOf(request), request.body)),
  );
  serve(
    app,
    api.removeItemize,
    async (request) => void (await quality.removeItemize(principalOf(request), request.params.id)),
  );
  serve(app, api.inspections, async (request) => quality.inspections(principalOf(request), request.query));
  serve(app, api.addInspection, async (request) =>
    said(msg('common.success', request.lang), await quality.addInspection(principalOf(request), request.body)),
  );
  serve(app, api.templates, async (request) => quality.templates(request.query));
  serve(app, api.addTemplate, async (request) =>
    said(msg('common.success', request.lang), await quality.addTemplate(principalOf(request), request.body)),
  );
  serve(app, api.applyTemplate, async (request) =>
    said(
      msg('common.success', request.lang),
      await quality.applyTemplate(principalOf(request), request.params.id, request.body.projectId),
    ),
  );
}

/**
 * The dashboards' figures (spec 02 §7 "Statistics"): {a} project id, {b} problem kind, {c} period.
 * Open to members of the project; the service requires the dashboard permission of the kind.
 */
export async function qualityStatisticsRoutes(
  app: AppInstance,
  { statistics }: { statistics: QualityStatisticsService },
) {
  serve(app, api.statusFigures, async (request) =>
    statistics.status(principalOf(request), request.params.projectId, request.params.kind),
  );
  serve(app, api.hazardFigures, async (request) =>
    statistics.hazards(principalOf(request), request.params.projectId, request.params.kind),
  );
  serve(app, api.todayFigures, async (request) =>
    statistics.todayFigures(principalOf(request), request.params.projectId, request.params.kind),
  );
  serve(app, api.typeFigures, async (request) =>
    statistics.types(principalOf(request), request.params.projectId, request.params.kind),
  );
  serve(app, api.trendFigures, async (request) => {
    const { projectId, kind, period } = request.params;
    return statistics.trend(principalOf(request), projectId, kind, period);
  });
}
