import { useQuery } from '@tanstack/react-query';
import type { ProductionChartQuery, ProductionItemBody, ProductionQuery } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { useInvalidatingMutation, useListQuery } from '@/shared/api/query-hooks.ts';
import { productionKeys } from './production-keys.ts';

/** A page of the plan's leaf tasks with their production per period. */
export const useProductionList = (query: ProductionQuery & { planId: number }) =>
  useListQuery(productionKeys.list(query.planId, query), () => call(API.production.list, { query }));

/** Planned against actual per period of one task or of the plan's tasks of one unit. */
export const useProductionChart = (query: ProductionChartQuery & { planId: number }) =>
  useQuery({
    queryKey: productionKeys.chart(query.planId, query),
    queryFn: async () => (await call(API.production.chart, { query })).data,
  });

/** Sets a task's unit and planned quantity; the plan's table and chart reload. */
export const useSetProductionItem = (planId: number) =>
  useInvalidatingMutation(
    (body: ProductionItemBody) => call(API.production.setItem, { body }),
    productionKeys.plan(planId),
  );
