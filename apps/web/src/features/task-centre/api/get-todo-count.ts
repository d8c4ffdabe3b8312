import { useQuery } from '@tanstack/react-query';
import type { AjaxResult } from '@zj/contract';
import { http } from '@/shared/api/request.ts';
import { orderKeys } from './order-keys.ts';

/** GET /flowable/task/todoCount: how many open tasks the caller may handle. */
export const getTodoCount = async () => (await http.get<AjaxResult<number>>('/flowable/task/todoCount')).data;

export const useTodoCount = (enabled: boolean) =>
  useQuery({ queryKey: orderKeys.todoCount, queryFn: getTodoCount, enabled, staleTime: 30_000 });
