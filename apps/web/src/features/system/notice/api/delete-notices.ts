import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/request.ts';
import { noticeKeys } from './get-notices.ts';

/** DELETE /system/notice/{ids} */
export const deleteNotices = (ids: readonly number[]) => http.delete(`/system/notice/${ids.join(',')}`);

export function useDeleteNotices() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteNotices,
    onSuccess: () => client.invalidateQueries({ queryKey: noticeKeys.all }),
  });
}
