import { useQuery } from '@tanstack/react-query';
import type { AjaxResult } from '@zj/contract';
import { http } from '@/shared/api/request.ts';

/** GET /flowable/flowable/handlers: the handler names a model may call (sorted). */
export const getHandlerNames = async () => (await http.get<AjaxResult<string[]>>('/flowable/flowable/handlers')).data;

export function useHandlerNames() {
  return useQuery({ queryKey: ['flowable', 'handlers'], queryFn: getHandlerNames, staleTime: 5 * 60_000 });
}
