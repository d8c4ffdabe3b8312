import { z } from 'zod';
import { bodyId, dayOrTime, num, str, textFilter } from './common.ts';
import { pageQuery, sortQuery } from './envelope.ts';
import { type ApiWire, apiTime } from './time.ts';

/**
 * Problems (spec 01 §3 "Model problem", §7 "Problem"; spec 02 §3 Problem, Rectification, Comment,
 * Notice form, §4 "Problem status", §5, §7 "Quality", "Problem dialog actions"). Model, quality
 * and safety problems share one table, one dialog and one status machine; `kind` tells them
 * apart ('2' safety, '1' quality, '0' model: the notice dialog reads '2' as safety, anything
 * else as quality).
 */

export const PROBLEM_KIND = { model: '0', quality: '1', safety: '2' } as const;
export const problemKind = z.enum(['0', '1', '2']);
export type ProblemKind = z.infer<typeof problemKind>;

/** 1 信息确认 (information confirmed) · 2 申请完成 (completion applied) · 3 整改完成 (rectification done). */
export const PROBLEM_STATUS = { confirmed: 1, applied: 2, done: 3 } as const;
export const problemStatus = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** Seeded dictionaries (problem_level, hazard_type, problem_type); the server checks values against them. */
export const PROBLEM_LEVELS = ['一般', '重要', '次要'] as const;
export const HAZARD_TYPES = ['高空作业', '用电', '用水', '消防', '文明施工'] as const;
export const PROBLEM_TYPE_DEFAULT = '随机抽查';
export const PROBLEM_LEVEL_DEFAULT = '一般';

/** Limits of spec 02 §5 and §9. */
export const PROBLEM_LIMITS = {
  name: 20,
  content: 100,
  /** Problem photos: the image upload's default count. */
  photos: 5,
  location: 100,
  rectificationContent: 100,
  rectificationPhotos: 3,
  rectificationPhotoMb: 10,
  comment: 100,
  /** Attachment names longer than this are cut in the chat (23 minus the extension, then … and the extension). */
  attachmentName: 23,
  /** Collaborators of one problem, recipients of one notice. */
  people: 50,
} as const;

/** Chat attachments with these extensions show as images; others as links (spec 02 §5). */
export const CHAT_IMAGE_EXTENSIONS = ['jpeg', 'webp', 'bmp', 'jpg', 'png', 'tif', 'gif', 'apng'] as const;

/** The approval that applying for completion starts (spec 02 §4): form key and business table. */
export const QUALITY_IMPROVEMENT = { formKey: 'quality_improvement', bizTable: 'quality_improvement' } as const;

/**
 * The WebSocket topic of one problem (its chat): the client sends `{act:'subscribe', topic}` when
 * the dialog opens and `{act:'unsubscribe', topic}` when it closes; the server answers
 * `{act:'subscribe', topic, code}` (200, or 403 when the caller may not read the problem) and then
 * pushes `{act:'topic', topic, event:'comment', data: ProblemCommentRow}` and
 * `{act:'topic', topic, event:'status', data:{problemId, status}}`.
 */
export const problemTopic = (problemId: number) => `problem:${problemId}`;
export const PROBLEM_TOPIC_EVENTS = { comment: 'comment', status: 'status' } as const;

/** A comma-joined list of URLs of this system's uploads (`/prod-api/file/…`), at most `max`. */
export const UPLOAD_URL_PATTERN = /^\/prod-api\/file\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{32}\.[a-z0-9]{1,5}$/;
export const uploadUrlList = (max: number) =>
  str()
    .trim()
    .max(max * 80)
    .refine((v) => v === '' || v.split(',').every((url) => UPLOAD_URL_PATTERN.test(url)), {
      error: 'not an upload of this system',
    })
    .refine((v) => v === '' || v.split(',').length <= max, { error: `at most ${max} files` });

const userIds = z.array(bodyId).max(PROBLEM_LIMITS.people);
const idFilter = num(z.number().int().min(1)).optional();
const emptyIsAbsent = <T extends z.ZodType>(schema: T) =>
  z.union([z.literal('').transform(() => undefined), schema]).optional();

// ---- problems --------------------------------------------------------------------------------

/**
 * GET /business/problem/list (kind 0) and /business/quality/listQualityProblem (kind 1, or 2 for
 * safety): one project's problems, newest first (or by `orderByColumn` problemId / createTime),
 * filtered; `implementer` is a collaborator's user id, `beginTime`/`endTime` bound the creation day.
 */
export const problemQuery = pageQuery.extend({
  ...sortQuery('problemId', 'createTime'),
  projectId: num(z.number().int().min(1)),
  kind: emptyIsAbsent(problemKind),
  status: emptyIsAbsent(num(problemStatus)),
  level: textFilter(20),
  type: textFilter(20),
  hazardType: textFilter(20),
  name: textFilter(50),
  bandId: idFilter,
  implementer: idFilter,
  beginTime: emptyIsAbsent(dayOrTime),
  endTime: emptyIsAbsent(dayOrTime),
  /** '1': only open (not closed) problems; '0' only closed (model problems). */
  closed: emptyIsAbsent(z.enum(['0', '1'])),
});
export type ProblemQuery = z.input<typeof problemQuery>;

export const problemRow = z.object({
  problemId: z.number().int(),
  /** Same as problemId (the dialog reads `id`). */
  id: z.number().int(),
  projectId: z.number().int(),
  kind: problemKind,
  name: z.string(),
  content: z.string(),
  level: z.string(),
  type: z.string(),
  hazardType: z.string().nullable(),
  status: problemStatus,
  /** Comma-joined photo URLs. */
  files: z.string(),
  location: z.string(),
  dueDate: z.string().nullable(),
  /** The linked building component's name. */
  extend1: z.string(),
  componentId: z.string(),
  bandId: z.number().int().nullable(),
  bandName: z.string(),
  /** Collaborators' names (spec: implementerUser), and their user ids. */
  implementerUser: z.array(z.string()),
  implementerIds: z.array(z.number().int()),
  closed: z.enum(['0', '1']),
  creatorId: z.number().int(),
  createBy: z.string(),
  createTime: apiTime,
  updateTime: apiTime.nullable(),
  /** The caller has not opened it yet (collaborators only; creators have read their own). */
  unread: z.boolean(),
  rectificationCount: z.number().int(),
  /** The last rejection's reason while back at 1 after a rejected approval, else null. */
  rejectReason: z.string().nullable(),
  instanceId: z.number().int().nullable(),
});
export type ProblemRow = ApiWire<typeof problemRow>;

/** GET /business/problem/{id}, /business/quality/getQualityProblem/{id}: with the project's name and, for its creator, the share token. */
export const problemDetail = problemRow.extend({
  projectName: z.string(),
  shareToken: z.string().nullable(),
});
export type ProblemDetail = ApiWire<typeof problemDetail>;

/** POST /business/problem, /business/quality/addQualityProblem. */
export const problemBody = z.object({
  projectId: bodyId,
  /** Quality routes: '1' (default) or '2' safety; the model routes always store '0'. */
  kind: problemKind.optional(),
  name: str().trim().min(1).max(PROBLEM_LIMITS.name),
  content: str().trim().max(PROBLEM_LIMITS.content).default(''),
  level: str().trim().max(20).default(PROBLEM_LEVEL_DEFAULT),
  type: str().trim().max(20).default(PROBLEM_TYPE_DEFAULT),
  /** Safety problems: one of the hazard types. */
  hazardType: str().trim().max(20).optional(),
  files: uploadUrlList(PROBLEM_LIMITS.photos).default(''),
  location: str().trim().max(PROBLEM_LIMITS.location).default(''),
  dueDate: emptyIsAbsent(dayOrTime),
  extend1: str().trim().max(100).default(''),
  componentId: str().trim().max(100).default(''),
  bandId: emptyIsAbsent(bodyId),
  bandName: str().trim().max(100).default(''),
  /** Collaborators: user ids of project members. */
  implementerIds: userIds.default([]),
});
export type ProblemBody = z.input<typeof problemBody>;

/** PUT /business/problem, /business/quality/editQualityProblem: the fields again, by id (the status moves through problemStatus). */
export const problemEditBody = problemBody.omit({ projectId: true, kind: true }).extend({ problemId: bodyId });
export type ProblemEditBody = z.input<typeof problemEditBody>;

/**
 * PUT /business/quality/updateProblemStatus: 2 applies for completion (starts the approval),
 * 3 completes at once (the project permission business:problem:complete).
 */
export const problemStatusBody = z.object({
  problemId: bodyId,
  status: z.union([z.literal(2), z.literal(3), z.literal('2'), z.literal('3')]).transform(Number),
});

/** GET /business/problem/getNewProblem: the caller's unread problems (as collaborator), newest first. */
export const newProblemQuery = z.object({
  projectId: emptyIsAbsent(num(z.number().int().min(1))),
  kind: emptyIsAbsent(problemKind),
});
/** GET /business/problem/readAllProblem: marks them read. */
export const readAllProblemQuery = newProblemQuery;

/** GET /business/problem/getListView: a project's model problems counted by band (the tree beside the list). */
export const problemViewQuery = z.object({
  projectId: num(z.number().int().min(1)),
  kind: emptyIsAbsent(problemKind),
});
export const problemBandRow = z.object({
  bandId: z.number().int().nullable(),
  bandName: z.string(),
  total: z.number().int(),
  /** Not yet 整改完成 and not closed. */
  open: z.number().int(),
  unread: z.number().int(),
});
export type ProblemBandRow = ApiWire<typeof problemBandRow>;

// ---- rectifications --------------------------------------------------------------------------

export const problemChildQuery = pageQuery.extend({
  problemId: num(z.number().int().min(1)),
  pageSize: num(z.number().int().min(1).max(500)).default(100),
});

export const problemRectificationRow = z.object({
  id: z.number().int(),
  problemId: z.number().int(),
  content: z.string(),
  files: z.string(),
  creatorId: z.number().int(),
  creator: z.string(),
  createTime: apiTime,
});
export type ProblemRectificationRow = ApiWire<typeof problemRectificationRow>;

/** POST /business/quality/addQualityProblemRectification: content '请填写整改信息', photos '请上传整改照片' (1–3, ≤ 10 MB images). */
export const problemRectificationBody = z.object({
  problemId: bodyId,
  content: str().trim().max(1000).default(''),
  files: str().trim().max(2000).default(''),
});
export type ProblemRectificationBody = z.input<typeof problemRectificationBody>;

// ---- comments --------------------------------------------------------------------------------

export const problemCommentRow = z.object({
  id: z.number().int(),
  problemId: z.number().int(),
  commentDetail: z.string(),
  /** An attachment's URL, or ''. */
  extend1: z.string(),
  /** Its original name (for the link), or ''. */
  extend2: z.string(),
  userId: z.number().int(),
  creator: z.string(),
  createTime: apiTime,
});
export type ProblemCommentRow = ApiWire<typeof problemCommentRow>;

/** POST /business/quality/addQualityProblemComment: non-blank, ≤ 100 characters; optional attachment. */
export const problemCommentBody = z.object({
  problemId: bodyId,
  commentDetail: str().max(1000).default(''),
  extend1: uploadUrlList(1).default(''),
  extend2: str().trim().max(255).default(''),
});
export type ProblemCommentBody = z.input<typeof problemCommentBody>;

// ---- special inspection notices ---------------------------------------------------------------

/** Notice form of spec 02 §3; `extend1` '2' safety, otherwise quality; recipients are project members. */
export const problemNoticeBody = z.object({
  projectId: bodyId,
  problemId: emptyIsAbsent(bodyId),
  extend1: str().trim().max(1).default('1'),
  projectName: str().trim().max(100).default(''),
  level: str().trim().max(20).default(''),
  type: str().trim().max(20).default(''),
  dept: str().trim().max(100).default(''),
  /** The inspection time. */
  createTime: emptyIsAbsent(dayOrTime),
  content: str().trim().max(500).default(''),
  problem: str().trim().max(500).default(''),
  problemFiles: uploadUrlList(PROBLEM_LIMITS.photos).default(''),
  inspectionContent: str().trim().max(500).default(''),
  participants: str().trim().max(500).default(''),
  /** Comma-joined user ids of the recipients (or an array). */
  recipient: z.union([
    z.array(bodyId).min(1).max(PROBLEM_LIMITS.people),
    z
      .string()
      .regex(/^\d{1,16}(,\d{1,16})*$/)
      .transform((s) => s.split(',').map(Number)),
  ]),
});
export type ProblemNoticeBody = z.input<typeof problemNoticeBody>;

/** PUT /business/quality/replyQualityNotice: a recipient's reply (rectification, photos; the time is the server's). */
export const problemNoticeReplyBody = z.object({
  id: bodyId,
  rectification: str().trim().min(1).max(500),
  rectificationFiles: uploadUrlList(PROBLEM_LIMITS.rectificationPhotos).default(''),
  /**
   * The reply is also the notice's problem's rectification (one entry, written with the reply):
   * the rectification's rules apply (text up to 100, 1–3 photos), and the problem must still be
   * open. The notice must name a problem.
   */
  asRectification: z.boolean().optional(),
});
export type ProblemNoticeReplyBody = z.input<typeof problemNoticeReplyBody>;

export const problemNoticeQuery = pageQuery.extend({
  projectId: num(z.number().int().min(1)),
  problemId: idFilter,
  extend1: emptyIsAbsent(z.enum(['1', '2'])),
});

export const problemNoticeRow = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  problemId: z.number().int().nullable(),
  extend1: z.string(),
  projectName: z.string(),
  level: z.string(),
  type: z.string(),
  dept: z.string(),
  createTime: apiTime,
  content: z.string(),
  problem: z.string(),
  problemFiles: z.string(),
  inspectionContent: z.string(),
  participants: z.string(),
  recipient: z.string(),
  /** '0' awaiting the reply, '1' replied. */
  rectificationStatus: z.enum(['0', '1']),
  rectification: z.string(),
  rectificationFiles: z.string(),
  rectificationTime: apiTime.nullable(),
  /** Who replied. */
  processed: z.string(),
  createBy: z.string(),
});
export type ProblemNoticeRow = ApiWire<typeof problemNoticeRow>;

// ---- sharing ---------------------------------------------------------------------------------

/** POST /business/problem/share/{id}: the creator's unguessable link token (DELETE revokes it). */
export const problemShareResult = z.object({ token: z.string() });

/** GET /business/problem/shared/{token} (public): what a shared problem shows — never comments or people. */
export const sharedProblem = z.object({
  name: z.string(),
  content: z.string(),
  level: z.string(),
  status: problemStatus,
  kind: problemKind,
  files: z.string(),
  createTime: apiTime,
  rectifications: z.array(z.object({ content: z.string(), files: z.string(), createTime: apiTime })),
});
export type SharedProblem = ApiWire<typeof sharedProblem>;
export const problemShareToken = z.string().regex(/^[A-Za-z0-9_-]{32,64}$/);
