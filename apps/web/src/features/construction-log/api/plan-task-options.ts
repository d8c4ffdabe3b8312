import { useQuery } from '@tanstack/react-query';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

/** How many tasks the picker offers at once (typing narrows them). */
const PICKER_PAGE = 30;

/** The project's leaf plan tasks whose WBS or name holds `keyword`: the work section's task picker. */
export const usePlanTaskOptions = (projectId: number, keyword: string, enabled: boolean) =>
  useQuery({
    queryKey: ['clog', projectId, 'planTasks', keyword],
    queryFn: async () =>
      (
        await call(API.constructionLogs.planTasks, {
          query: { projectId, pageNum: 1, pageSize: PICKER_PAGE, ...(keyword ? { keyword } : {}) },
        })
      ).rows,
    enabled,
    staleTime: 30_000,
  });
