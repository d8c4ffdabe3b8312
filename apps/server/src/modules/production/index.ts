import { PRODUCTION_PERMS, SCHEDULE_COMPARE_PERMS } from '@zj/contract';
import { defineModule } from '../../core/module.ts';
import { CompareService } from './compare.service.ts';
import { PlanSource } from './plan-source.ts';
import { MENUS } from './production.menus.ts';
import { ProductionRepository } from './production.repository.ts';
import { productionRoutes } from './production.routes.ts';
import { ProductionService } from './production.service.ts';
import * as tables from './production.tables.ts';

/**
 * 生产进度 and 每日对比 (issue 26): planned against actual quantities per leaf plan task and period,
 * and planned against earned percent of a plan per day (the S-curve) — from the plans module's tasks
 * and calendar and the construction-logs module's work rows. Its pages are the menu plan's 212 and 220.
 */
export const productionModule = defineModule({
  name: 'production',
  tables,
  menus: MENUS,
  permissions: [...Object.values(PRODUCTION_PERMS), ...Object.values(SCHEDULE_COMPARE_PERMS)],
  services: (kernel) => {
    const source = new PlanSource(kernel.db, kernel.projects);
    return {
      production: new ProductionService(new ProductionRepository(kernel.db), source),
      compare: new CompareService(source),
    };
  },
  routes: productionRoutes,
});
