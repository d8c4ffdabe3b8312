import { useQuery } from '@tanstack/react-query';
import type { AjaxResult, NoticeRow } from '@zj/contract';
import { http } from '@/shared/api/request.ts';

/** GET /system/notice/{noticeId} */
export const getNotice = async (noticeId: number) =>
  (await http.get<AjaxResult<NoticeRow>>(`/system/notice/${noticeId}`)).data;

export function useNotice(noticeId: number | null) {
  return useQuery({
    queryKey: ['system', 'notice', 'one', noticeId],
    queryFn: () => getNotice(noticeId as number),
    enabled: noticeId !== null,
  });
}
