import { useQuery } from '@tanstack/react-query';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

export const getNotice = async (noticeId: number) => (await call(API.notices.get, { params: { noticeId } })).data;

export function useNotice(noticeId: number | null) {
  return useQuery({
    queryKey: ['system', 'notice', 'one', noticeId],
    queryFn: () => getNotice(noticeId as number),
    enabled: noticeId !== null,
  });
}
