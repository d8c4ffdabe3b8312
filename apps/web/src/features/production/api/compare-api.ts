import { useQuery } from '@tanstack/react-query';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { useListQuery } from '@/shared/api/query-hooks.ts';
import { productionKeys } from './production-keys.ts';

type Range = { planId: number; beginDate?: string; endDate?: string };

/** Every day of the range: the S-curve and the increments. */
export const useCompareCurve = (query: Range) =>
  useQuery({
    queryKey: productionKeys.compare(query.planId, 'curve', query),
    queryFn: async () => (await call(API.scheduleCompare.curve, { query })).data,
  });

/** A page of the days (the table). */
export const useCompareList = (query: Range & { pageNum: number; pageSize: number }) =>
  useListQuery(productionKeys.compare(query.planId, 'list', query), () => call(API.scheduleCompare.list, { query }));

/** A page of the tasks planned to progress on a day (null: no day chosen). */
export const useCompareDay = (query: { planId: number; date: string | null; pageNum: number; pageSize: number }) =>
  useListQuery(
    productionKeys.compare(query.planId, 'day', query),
    () => call(API.scheduleCompare.day, { query: { ...query, date: query.date as string } }),
    query.date !== null,
  );
