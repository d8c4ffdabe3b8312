import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NoticeBody, NoticeUpdateBody } from '@zj/contract';
import { http } from '@/shared/api/request.ts';
import { noticeKeys } from './get-notices.ts';

/** POST /system/notice (new) or PUT /system/notice (with noticeId). */
export const saveNotice = (body: NoticeBody | NoticeUpdateBody) =>
  'noticeId' in body && body.noticeId ? http.put('/system/notice', body) : http.post('/system/notice', body);

export function useSaveNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveNotice,
    onSuccess: () => client.invalidateQueries({ queryKey: noticeKeys.all }),
  });
}
