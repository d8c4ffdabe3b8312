import { z } from 'zod';
import { bodyId, statusFlag, str, textFilter } from './common.ts';
import { pageQuery, sortQuery } from './envelope.ts';
import { type ApiWire, apiTime } from './time.ts';

export const noticeFilters = z.object({
  noticeTitle: textFilter(50),
  /** '1' 通知, '2' 公告 */
  noticeType: z.enum(['1', '2', '']).optional(),
  createBy: textFilter(64),
});
export const noticeQuery = pageQuery.extend({
  ...noticeFilters.shape,
  ...sortQuery('noticeId', 'noticeTitle', 'noticeType', 'status', 'createBy', 'createTime'),
});
export type NoticeQuery = z.infer<typeof noticeQuery>;

/** Rich-text content limit (HTML, images usually referenced by URL). */
export const NOTICE_CONTENT_MAX = 1_000_000;

export const noticeBody = z.object({
  noticeTitle: str().trim().min(1).max(50),
  noticeType: z.enum(['1', '2']),
  /** Rich text; sanitised by the server before it is stored. */
  noticeContent: str().max(NOTICE_CONTENT_MAX).nullish(),
  /** '0' normal, '1' closed */
  status: statusFlag.default('0'),
  remark: str().max(255).nullish(),
});
export type NoticeBody = z.infer<typeof noticeBody>;
export const noticeUpdateBody = noticeBody.extend({ noticeId: bodyId });
export type NoticeUpdateBody = z.infer<typeof noticeUpdateBody>;

export const noticeRow = z.object({
  noticeId: z.number().int(),
  noticeTitle: z.string(),
  noticeType: z.string(),
  noticeContent: z.string().nullable(),
  status: z.string(),
  createBy: z.string(),
  createTime: apiTime.nullable(),
  updateBy: z.string(),
  updateTime: apiTime.nullable(),
  remark: z.string().nullable(),
});
export type NoticeRow = ApiWire<typeof noticeRow>;
