import { qualityApi as api } from '@zj/contract';
import { principalOf } from '../../core/access/guard-plugin.ts';
import { serve } from '../../core/http/serve.ts';
import type { AppInstance } from '../../core/http/types.ts';
import type { QualityReportService } from './quality-report.service.ts';

/** 质量报告: GET /business/quality/qualityReport/{projectId}?month=YYYY-MM. */
export async function qualityReportRoutes(app: AppInstance, { report }: { report: QualityReportService }) {
  serve(app, api.report, async (request) =>
    report.report(principalOf(request), request.params.projectId, request.query.month),
  );
}
