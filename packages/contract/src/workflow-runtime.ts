import { z } from 'zod';
import { bodyId, idParam, str, textFilter } from './common.ts';
import { pageQuery } from './envelope.ts';
import { type ApiWire, apiTime } from './time.ts';

/**
 * Process instances and their tasks (spec 02 §7 "Workflow API": task/commentsByBizId,
 * processInstance/status, processInstance/image/biz; and the task centre's calls under
 * /flowable/task). Task actions need no permission of their own: the server checks that the
 * caller is the task's assignee or one of its candidates.
 */

/** A variable's or a property's name (no `constructor`, `__proto__`, `prototype`). */
const variableName = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,63}$/);
const RESERVED = ['constructor', '__proto__', 'prototype'];
const noReserved = (value: Record<string, unknown>) => !RESERVED.some((k) => Object.hasOwn(value, k));

/** A JSON value a variable may hold: scalars, lists, and objects (a form's entity) four levels deep at most. */
type VariableValue = string | number | boolean | null | VariableValue[] | { [key: string]: VariableValue };
const variableValue = (depth: number): z.ZodType<VariableValue> => {
  const scalar = z.union([z.string().max(5000), z.number(), z.boolean(), z.null()]);
  if (depth === 0) return scalar;
  const inner = z.lazy(() => variableValue(depth - 1));
  return z.union([
    scalar,
    z.array(inner).max(200),
    z
      .record(variableName, inner)
      .refine((value) => Object.keys(value).length <= 100, { error: 'too many properties' })
      .refine(noReserved, { error: 'reserved property name' }),
  ]);
};

/**
 * Process variables a caller may set: JSON values under variable names — scalars, lists and
 * objects (`${entity.leaveDays > 2}` reads a property), at most 100 variables.
 */
export const processVariables = z
  .record(variableName, variableValue(4))
  .refine((vars) => Object.keys(vars).length <= 100, { error: 'too many variables' })
  .refine(noReserved, { error: 'reserved variable name' });

const comment = str().trim().max(500);

/** GET /flowable/task/todoList, /flowable/task/finishedList */
export const taskQuery = pageQuery.extend({ processName: textFilter(100) });

export const taskButton = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  isHide: z.boolean(),
  next: z.string(),
  sort: z.number(),
});

export const taskRow = z.object({
  taskId: z.number().int(),
  taskName: z.string(),
  elementId: z.string(),
  instanceId: z.number().int(),
  processName: z.string(),
  /** What its business calls the record (the order's title, the problem's name); '' when none was given. */
  title: z.string(),
  definitionKey: z.string(),
  bizTable: z.string(),
  bizId: z.string(),
  businessKey: z.string(),
  startUserId: z.number().int(),
  startUserName: z.string(),
  assigneeId: z.number().int().nullable(),
  assigneeName: z.string().nullable(),
  /** Whether its assignee took it by claiming it (认领) from its candidates: they may give it back (unClaim). */
  claimed: z.boolean(),
  /** open · done · cancelled */
  status: z.string(),
  outcome: z.string(),
  comment: z.string(),
  formKey: z.string(),
  buttons: z.array(taskButton),
  priority: z.number().int(),
  dueDate: apiTime.nullable(),
  createTime: apiTime.nullable(),
  endTime: apiTime.nullable(),
  /** running · rejected · completed · withdrawn · cancelled */
  instanceStatus: z.string(),
});
export type TaskRow = ApiWire<typeof taskRow>;

/** POST /flowable/task/complete */
export const taskCompleteBody = z.object({
  taskId: bodyId,
  comment: comment.optional(),
  variables: processVariables.optional(),
});

/** POST /flowable/task/reject: back to the previous task, the starter, or an earlier task's element id. */
export const taskRejectBody = z.object({
  taskId: bodyId,
  comment: comment.min(1),
  target: z.union([z.enum(['previous', 'starter']), z.string().regex(/^[A-Za-z_][\w.-]{0,99}$/)]).default('previous'),
});

/** POST /flowable/task/delegate, /flowable/task/assign (transfer) */
export const taskReassignBody = z.object({ taskId: bodyId, userId: bodyId, comment: comment.optional() });

/** POST /flowable/task/claim, /flowable/task/unClaim */
export const taskClaimBody = z.object({ taskId: bodyId });

/** POST /flowable/task/addSign (加签) */
export const taskAddSignBody = z.object({
  taskId: bodyId,
  userIds: z.array(bodyId).min(1).max(20),
  comment: comment.optional(),
});

/** POST /flowable/task/revokeProcess (withdraw by the starter) */
export const instanceWithdrawBody = z.object({ instanceId: bodyId, comment: comment.optional() });

/** POST /flowable/task/resubmit (the starter, after a rejection to them) */
export const instanceResubmitBody = z.object({
  instanceId: bodyId,
  comment: comment.optional(),
  variables: processVariables.optional(),
});

/** GET /flowable/task/myProcess: the caller's instances. */
export const instanceQuery = pageQuery;

export const instanceRow = z.object({
  instanceId: z.number().int(),
  processName: z.string(),
  /** As taskRow's. */
  title: z.string(),
  definitionKey: z.string(),
  definitionId: z.number().int(),
  bizTable: z.string(),
  bizId: z.string(),
  businessKey: z.string(),
  startUserId: z.number().int(),
  startUserName: z.string(),
  /** running · rejected · completed · withdrawn · cancelled */
  status: z.string(),
  startTime: apiTime.nullable(),
  endTime: apiTime.nullable(),
  /** The open tasks' names and who holds them. */
  currentTasks: z.array(
    z.object({ taskId: z.number().int(), taskName: z.string(), assigneeName: z.string().nullable() }),
  ),
});
export type InstanceRow = ApiWire<typeof instanceRow>;

/** GET /flowable/task/commentsByBizId?bizId= — every action on the record's processes. */
export const commentsQuery = z.object({
  bizId: str().trim().min(1).max(64),
  /** Only the processes of this business table (business ids of different tables may be equal). */
  bizTable: str().trim().max(64).optional(),
});

export const commentRow = z.object({
  commentId: z.number().int(),
  instanceId: z.number().int(),
  taskId: z.number().int().nullable(),
  elementId: z.string(),
  taskName: z.string(),
  userId: z.number().int(),
  userName: z.string(),
  /** start · approve · reject · resubmit · withdraw · delegate · transfer · resolve · addSign */
  action: z.string(),
  comment: z.string(),
  createTime: apiTime.nullable(),
});
export type CommentRow = ApiWire<typeof commentRow>;

/** GET /flowable/processInstance/status/{instanceId}: the instance, its diagram and progress. */
export const instanceStatus = z.object({
  instance: instanceRow,
  xml: z.string(),
  finished: z.array(z.string()),
  taken: z.array(z.string()),
  active: z.array(z.string()),
  comments: z.array(commentRow),
});
export type InstanceStatus = ApiWire<typeof instanceStatus>;

export const instanceIdParam = z.object({ instanceId: idParam });

/** POST /flowable/processInstance/message: a message (name or id) to one instance waiting for it. */
export const messageDeliveryBody = z.object({
  instanceId: bodyId,
  messageName: str().trim().min(1).max(100),
  variables: processVariables.optional(),
});

/** POST /flowable/processInstance/signal: a signal (name or id) to every instance waiting for it. */
export const signalThrowBody = z.object({
  signalName: str().trim().min(1).max(100),
  variables: processVariables.optional(),
});
