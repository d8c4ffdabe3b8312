import { PERMS } from '@zj/contract';
import { defineModule } from '../../core/module.ts';
import { MENUS } from './quality.menus.ts';
import { QualityRepository } from './quality.repository.ts';
import { qualityRoutes, qualityStatisticsRoutes } from './quality.routes.ts';
import { seedQualityTemplates } from './quality.seed.ts';
import { QualityService } from './quality.service.ts';
import * as tables from './quality.tables.ts';
import { QualityStatisticsRepository } from './quality-statistics.repository.ts';
import { QualityStatisticsService } from './quality-statistics.service.ts';

/**
 * 质量检查 (spec 02 §7 "Quality"): a project's GB 50300 structure — 分部工程 and 分项工程 —,
 * inspections of 检验批 against it, and templates that create a whole structure at once (the
 * GB 50300 template is seeded), and the figures of 质量看板 and 安全看板 over the problems. Its pages (menu plan 237 质量检查, 223 质量看板) come with their
 * screens; until then project admins and system admins hold its permissions.
 */
export const qualityModule = defineModule({
  name: 'quality',
  tables,
  menus: MENUS,
  permissions: Object.values(PERMS.business.qualityCheck),
  services: ({ db, projects, uploads }) => ({
    quality: new QualityService(new QualityRepository(db), projects, uploads),
    statistics: new QualityStatisticsService(new QualityStatisticsRepository(db), projects),
  }),
  routes: async (app, services) => {
    await qualityRoutes(app, services);
    await qualityStatisticsRoutes(app, services);
  },
  seed: seedQualityTemplates,
});
