import { PERMS } from '@zj/contract';
import { defineModule } from '../../core/module.ts';
import { problemsModule } from '../problems/index.ts';
import { MENUS } from './quality.menus.ts';
import { projectOfBranch, projectOfItemize, QualityRepository } from './quality.repository.ts';
import { qualityRoutes, qualityStatisticsRoutes } from './quality.routes.ts';
import { seedQualityTemplates } from './quality.seed.ts';
import { QualityService } from './quality.service.ts';
import * as tables from './quality.tables.ts';
import { QualityReportRepository } from './quality-report.repository.ts';
import { qualityReportRoutes } from './quality-report.routes.ts';
import { QualityReportService } from './quality-report.service.ts';
import { QualityStatisticsService } from './quality-statistics.service.ts';

/**
 * 质量检查 (spec 02 §7 "Quality"): a project's GB 50300 structure — 分部工程 and 分项工程 —,
 * inspections of 检验批 against it, and templates that create a whole structure at once (the
 * GB 50300 template is seeded), the figures of 质量看板 and 安全看板 over the problems, and 质量报告
 * (a project's month of inspections and quality problems).
 */
export const qualityModule = defineModule({
  name: 'quality',
  tables,
  menus: MENUS,
  permissions: Object.values(PERMS.business.qualityCheck),
  services: (kernel) => {
    const { db, projects, uploads } = kernel;
    // The problems' figures are the problems module's SQL: quality never names its tables.
    const { figures } = kernel.use(problemsModule);
    return {
      quality: new QualityService(new QualityRepository(db), projects, uploads),
      statistics: new QualityStatisticsService(figures, projects),
      report: new QualityReportService(new QualityReportRepository(db), figures, projects),
    };
  },
  routes: async (app, services) => {
    await qualityRoutes(app, services);
    await qualityStatisticsRoutes(app, services);
    await qualityReportRoutes(app, services);
  },
  projectLookups: { qualityBranch: projectOfBranch, qualityItemize: projectOfItemize },
  seed: seedQualityTemplates,
});
