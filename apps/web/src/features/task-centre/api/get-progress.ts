import { useQuery } from '@tanstack/react-query';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { orderKeys } from './order-keys.ts';

/** The instance's diagram, its progress and the comments. */
export const getInstanceStatus = async (instanceId: number) =>
  (await call(API.tasks.status, { params: { instanceId } })).data;
/** Every action on the record's processes (of its business table), oldest first. */
export const getComments = async (bizId: string, bizTable: string) =>
  (await call(API.tasks.comments, { query: { bizId, bizTable } })).data;

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
