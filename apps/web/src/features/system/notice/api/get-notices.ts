import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { NoticeRow, TableResult } from '@zj/contract';
import { http } from '@/shared/api/request.ts';

export type NoticeFilters = {
  noticeTitle?: string;
  noticeType?: string;
  createBy?: string;
};
export type NoticeListQuery = NoticeFilters & { pageNum: number; pageSize: number };

export const noticeKeys = {
  all: ['system', 'notice'] as const,
  list: (query: NoticeListQuery) => ['system', 'notice', 'list', query] as const,
};

/** GET /system/notice/list */
export const getNotices = (query: NoticeListQuery) => http.get<TableResult<NoticeRow>>('/system/notice/list', query);

export function useNotices(query: NoticeListQuery) {
  return useQuery({
    queryKey: noticeKeys.list(query),
    queryFn: () => getNotices(query),
    placeholderData: keepPreviousData,
  });
}
