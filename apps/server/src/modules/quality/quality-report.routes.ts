import { ajaxResult, PERMS, qualityReport, qualityReportParams, qualityReportQuery } from '@zj/contract';
import { principalOf } from '../../core/access/guard-plugin.ts';
import { ok } from '../../core/http/envelope.ts';
import type { AppInstance } from '../../core/http/types.ts';
import { projectFrom } from '../../core/project/project-ref.ts';
import type { QualityReportService } from './quality-report.service.ts';

/** 质量报告: GET /business/quality/qualityReport/{projectId}?month=YYYY-MM. */
export async function qualityReportRoutes(app: AppInstance, deps: { report: QualityReportService }) {
  app.get(
    '/business/quality/qualityReport/:projectId',
    {
      config: { access: { permission: PERMS.business.qualityCheck.report }, project: projectFrom.param('projectId') },
      schema: {
        tags: ['quality'],
        summary: "A project's month: inspections by result, quality problems found, completed and open, the problems",
        params: qualityReportParams,
        querystring: qualityReportQuery,
        response: { 200: ajaxResult(qualityReport) },
      },
    },
    async (request) =>
      ok(await deps.report.report(principalOf(request), request.params.projectId, request.query.month)),
  );
}
