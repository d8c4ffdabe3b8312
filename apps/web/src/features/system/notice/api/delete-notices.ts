import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { useInvalidatingMutation } from '@/shared/api/query-hooks.ts';
import { noticeKeys } from './get-notices.ts';

export const deleteNotices = (ids: readonly number[]) =>
  call(API.notices.remove, { params: { noticeIds: ids.join(',') } });

export const useDeleteNotices = () => useInvalidatingMutation(deleteNotices, noticeKeys.all);
