import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { useRecordQuery } from '@/shared/api/query-hooks.ts';
import { noticeKeys } from './get-notices.ts';

export const getNotice = async (noticeId: number) => (await call(API.notices.get, { params: { noticeId } })).data;

export const useNotice = (noticeId: number | null) => useRecordQuery(noticeKeys.one(noticeId), noticeId, getNotice);
