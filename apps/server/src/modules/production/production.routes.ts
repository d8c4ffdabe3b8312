import { productionApi as api, scheduleCompareApi as compareApi } from '@zj/contract';
import { principalOf } from '../../core/access/guard-plugin.ts';
import { serve } from '../../core/http/serve.ts';
import type { AppInstance } from '../../core/http/types.ts';
import type { CompareService } from './compare.service.ts';
import type { ProductionService } from './production.service.ts';

/** /business/production: 生产进度; /business/schedule/compare: 每日对比. */
export async function productionRoutes(
  app: AppInstance,
  { production, compare }: { production: ProductionService; compare: CompareService },
) {
  serve(app, api.plans, async (request) => production.plans(principalOf(request), request.query));
  serve(app, api.list, async (request) => production.list(principalOf(request), request.query));
  serve(app, api.chart, async (request) => production.chart(principalOf(request), request.query));
  serve(app, api.setItem, async (request) => void (await production.setItem(principalOf(request), request.body)));
  serve(app, compareApi.plans, async (request) => compare.plans(principalOf(request), request.query));
  serve(app, compareApi.list, async (request) => compare.list(principalOf(request), request.query));
  serve(app, compareApi.curve, async (request) => compare.curve(principalOf(request), request.query));
  serve(app, compareApi.day, async (request) => compare.day(principalOf(request), request.query));
}
