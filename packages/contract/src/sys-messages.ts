import { z } from 'zod';
import { num, serverTextFields } from './common.ts';
import { pageQuery, sortQuery } from './envelope.ts';
import { type ApiWire, apiTime } from './time.ts';

/** Message (spec 01 §3): status '0' unread, '1' read; recipient is a user id. */
export const MESSAGE_STATUS = { unread: '0', read: '1' } as const;
/** What a message refers to; opening it follows spec 01 §4 per table. */
export const RELATE_TABLES = [
  'safety_report',
  'quality_problem',
  'model_problem',
  'quality_problem_rectification',
  'project',
  /** A workflow task waiting for the recipient (opens the to-do list). */
  'workflow_task',
  /** A process the recipient started (opens 我的申请 with its progress). */
  'workflow_instance',
  /** A work order the recipient applied for (opens it; relateId is the order id). */
  'sys_work_order',
  /** A special inspection notice (relateId the notice id): opens the notice-and-reply view. */
  'problem_notice',
] as const;
export type RelateTable = (typeof RELATE_TABLES)[number];

export const sysMessageRow = z.object({
  id: z.number().int(),
  /** In the reader's language (Accept-Language); rows written before keys existed keep their text. */
  title: z.string(),
  ...serverTextFields,
  content: z.string().nullable(),
  relateTable: z.string().nullable(),
  relateId: z.string().nullable(),
  /** The related record's display name (e.g. the project's name), null when unknown or gone. */
  relateName: z.string().nullable().optional(),
  projectId: z.number().int().nullable(),
  status: z.string(),
  recipient: z.number().int(),
  createBy: z.string(),
  createTime: apiTime.nullable(),
});
export type SysMessageRow = ApiWire<typeof sysMessageRow>;

/** GET /system/message/listSysMessage (recipient is always the caller; pageSize 99 from the drawer). */
export const sysMessageQuery = pageQuery.extend({
  recipient: num(z.number().int().min(1)).optional(),
  status: z.enum(['0', '1', '']).optional(),
  ...sortQuery('id', 'title', 'status', 'createTime'),
});
export type SysMessageQuery = z.input<typeof sysMessageQuery>;
/** PUT /system/message/editSysMessage */
export const sysMessageEditBody = z.object({ id: z.number().int().min(1), status: z.literal('1') });
