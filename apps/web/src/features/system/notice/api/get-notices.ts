import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { type Paged, queryKeys, useListQuery } from '@/shared/api/query-hooks.ts';

export type NoticeFilters = {
  noticeTitle?: string;
  /** '1' 通知, '2' 公告 */
  noticeType?: '' | '1' | '2';
  createBy?: string;
};
export type NoticeListQuery = Paged<NoticeFilters>;

export const noticeKeys = queryKeys('system', 'notice');

export const getNotices = (query: NoticeListQuery) => call(API.notices.list, { query });

export const useNotices = (query: NoticeListQuery) => useListQuery(noticeKeys.list(query), () => getNotices(query));
