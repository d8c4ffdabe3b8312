import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

export type NoticeFilters = {
  noticeTitle?: string;
  /** '1' 通知, '2' 公告 */
  noticeType?: '' | '1' | '2';
  createBy?: string;
};
export type NoticeListQuery = NoticeFilters & { pageNum: number; pageSize: number };

export const noticeKeys = {
  all: ['system', 'notice'] as const,
  list: (query: NoticeListQuery) => ['system', 'notice', 'list', query] as const,
};

export const getNotices = (query: NoticeListQuery) => call(API.notices.list, { query });

export function useNotices(query: NoticeListQuery) {
  return useQuery({
    queryKey: noticeKeys.list(query),
    queryFn: () => getNotices(query),
    placeholderData: keepPreviousData,
  });
}
