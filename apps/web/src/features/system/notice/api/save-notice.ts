import type { NoticeBody, NoticeUpdateBody } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { useInvalidatingMutation } from '@/shared/api/query-hooks.ts';
import { noticeKeys } from './get-notices.ts';

/** A new notice, or the notice of `noticeId`. */
export const saveNotice = (body: NoticeBody | NoticeUpdateBody) =>
  'noticeId' in body && body.noticeId ? call(API.notices.edit, { body }) : call(API.notices.add, { body });

export const useSaveNotice = () => useInvalidatingMutation(saveNotice, noticeKeys.all);
