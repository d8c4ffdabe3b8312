import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { noticeKeys } from './get-notices.ts';

export const deleteNotices = (ids: readonly number[]) =>
  call(API.notices.remove, { params: { noticeIds: ids.join(',') } });

export function useDeleteNotices() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteNotices,
    onSuccess: () => client.invalidateQueries({ queryKey: noticeKeys.all }),
  });
}
