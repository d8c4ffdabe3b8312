import { z } from 'zod';
import { bodyId, num, statusFlag, str, textFilter } from './common.ts';
import { pageQuery, sortQuery } from './envelope.ts';
import { type ApiWire, apiTime } from './time.ts';

/** Filters of the post list and export. */
export const postFilters = z.object({
  postCode: textFilter(64),
  postName: textFilter(50),
  status: z.enum(['0', '1', '']).optional(),
});
export const postQuery = pageQuery.extend({
  ...postFilters.shape,
  ...sortQuery('postId', 'postCode', 'postName', 'postSort', 'status', 'createTime'),
});
export type PostQuery = z.infer<typeof postQuery>;
export type PostFilters = Partial<z.infer<typeof postFilters>>;

/** POST /system/post (PUT adds postId). */
export const postBody = z.object({
  postCode: str().trim().min(1).max(64),
  postName: str().trim().min(1).max(50),
  postSort: num(z.number().int().min(0).max(9999)),
  status: statusFlag.default('0'),
  remark: str().max(500).nullish(),
});
export type PostBody = z.infer<typeof postBody>;
export const postUpdateBody = postBody.extend({ postId: bodyId });
export type PostUpdateBody = z.infer<typeof postUpdateBody>;

export const postRow = z.object({
  postId: z.number().int(),
  postCode: z.string(),
  postName: z.string(),
  postSort: z.number().int(),
  status: z.string(),
  createBy: z.string(),
  createTime: apiTime.nullable(),
  updateBy: z.string(),
  updateTime: apiTime.nullable(),
  remark: z.string().nullable(),
});
export type PostRow = ApiWire<typeof postRow>;
