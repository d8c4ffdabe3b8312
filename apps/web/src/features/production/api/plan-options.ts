import { useQuery } from '@tanstack/react-query';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { productionKeys } from './production-keys.ts';

/** Which page asks (each with its own permission). */
export type PlanOptionsOf = 'production' | 'compare';

/** The project's plans whose name holds `name` (30 at once): the plan chooser of both pages. */
export const usePlanOptions = (of: PlanOptionsOf, projectId: number, name: string) =>
  useQuery({
    queryKey: productionKeys.plans(of, projectId, name),
    queryFn: async () => {
      const query = { projectId, pageNum: 1, pageSize: 30, ...(name ? { planName: name } : {}) };
      const page =
        of === 'production'
          ? await call(API.production.plans, { query })
          : await call(API.scheduleCompare.plans, { query });
      return page.rows;
    },
  });
