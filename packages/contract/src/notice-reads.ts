import { z } from 'zod';
import { bodyId, optionalIdList, textFilter } from './common.ts';
import { pageQuery } from './envelope.ts';
import { apiTime } from './time.ts';

/**
 * Read state of notices (RuoYi's sys_notice_read): the caller's newest live notices with their
 * read mark, marking read, and who has read a notice.
 */

/** How many of the newest live notices `listTop` answers (RuoYi: 5). */
export const NOTICE_TOP_SIZE = 5;
/** Most ids one `markReadAll` call takes. */
export const NOTICE_MARK_MAX = 100;

/** One row of `GET /system/notice/listTop`. */
export const noticeTopRow = z.object({
  noticeId: z.number().int(),
  noticeTitle: z.string(),
  noticeType: z.string(),
  status: z.string(),
  createBy: z.string(),
  createTime: apiTime.nullable(),
  isRead: z.boolean(),
});

/** `{code, msg, data: rows, unreadCount}`: unreadCount counts the unread rows of `data` (as RuoYi does). */
export const noticeTopResult = z.object({
  code: z.number().int(),
  msg: z.string(),
  data: z.array(noticeTopRow),
  unreadCount: z.number().int(),
});

/** `POST /system/notice/markRead?noticeId=` */
export const noticeMarkReadQuery = z.object({ noticeId: bodyId });

/** `POST /system/notice/markReadAll?ids=1,2,3` */
export const noticeMarkReadAllQuery = z.object({
  ids: optionalIdList.refine((ids) => ids.length <= NOTICE_MARK_MAX, { error: `at most ${NOTICE_MARK_MAX} ids` }),
});

/** `GET /system/notice/readUsers/list?noticeId=&searchValue=`: searchValue matches 登录名 or 用户名称. */
export const noticeReadUsersQuery = pageQuery.extend({
  noticeId: bodyId,
  searchValue: textFilter(30),
});
export type NoticeReadUsersQuery = z.infer<typeof noticeReadUsersQuery>;

/** One reader of a notice, newest read first. */
export const noticeReadUserRow = z.object({
  userId: z.number().int(),
  userName: z.string(),
  nickName: z.string(),
  deptName: z.string().nullable(),
  phonenumber: z.string(),
  readTime: apiTime,
});
