import { useQuery } from '@tanstack/react-query';
import type { AjaxResult, CommentRow, InstanceStatus } from '@zj/contract';
import { http } from '@/shared/api/request.ts';
import { orderKeys } from './order-keys.ts';

/** GET /flowable/processInstance/status/{instanceId}: the diagram, its progress and the comments. */
export const getInstanceStatus = async (instanceId: number) =>
  (await http.get<AjaxResult<InstanceStatus>>(`/flowable/processInstance/status/${instanceId}`)).data;
/** GET /flowable/task/commentsByBizId: every action on the record's processes (of its business table), oldest first. */
export const getComments = async (bizId: string, bizTable: string) =>
  (await http.get<AjaxResult<CommentRow[]>>('/flowable/task/commentsByBizId', { bizId, bizTable })).data;

export const useInstanceStatus = (instanceId: number | null | undefined) =>
  useQuery({
    queryKey: orderKeys.status(instanceId ?? 0),
    queryFn: () => getInstanceStatus(instanceId ?? 0),
    enabled: Boolean(instanceId),
  });
export const useComments = (bizId: string | null, bizTable: string) =>
  useQuery({
    queryKey: orderKeys.comments(bizId ?? '', bizTable),
    queryFn: () => getComments(bizId ?? '', bizTable),
    enabled: !!bizId,
  });
