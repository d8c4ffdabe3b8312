import { useQuery } from '@tanstack/react-query';
import type { AjaxResult, SharedProblem } from '@zj/contract';
import { http } from '@/shared/api/request.ts';

/** GET /business/problem/shared/{token} (no login): name, level, status, photos, rectifications. */
export const getSharedProblem = async (token: string) =>
  (
    await http.get<AjaxResult<SharedProblem>>(`/business/problem/shared/${encodeURIComponent(token)}`, undefined, {
      silent: true,
    })
  ).data;

export const useSharedProblem = (token: string) =>
  useQuery({ queryKey: ['problem', 'shared', token], queryFn: () => getSharedProblem(token), retry: false });
