import { z } from 'zod';
import { bodyId, idParam, str, textFilter } from './common.ts';
import { pageQuery } from './envelope.ts';
import { type ApiWire, apiTime } from './time.ts';
import { processVariables } from './workflow-runtime.ts';

/**
 * Work orders (spec 02 §7 "Work orders", spec 01 §7 taskDealBh): an order is an application of
 * a dynamic form; applying starts the form's process (its `modelKey`) with the form values as
 * process variables, business table `sys_work_order`, business id the order id.
 */

/**
 * 0 审批中 (in approval) · 1 已通过 (approved) · 2 已驳回 (rejected to the applicant) · 3 已撤回
 * (withdrawn) · 4 已取消 (cancelled) · 5 未通过 (the process ended at a rejecting end) · 6 已超时
 * (it ended after a timeout) · 7 已终止 (a terminate end event ended it). An order whose process
 * ended takes how it ended: its last end event (docs/workflow.md, "Work orders").
 */
export const WORK_ORDER_STATUS = {
  running: '0',
  approved: '1',
  rejected: '2',
  withdrawn: '3',
  cancelled: '4',
  refused: '5',
  timedOut: '6',
  terminated: '7',
} as const;
export const workOrderStatus = z.enum(['0', '1', '2', '3', '4', '5', '6', '7']);

/** The values a form submits (validated on the server against the form's schema). */
export const formValues = processVariables;

/** GET /system/order/list: the caller's orders (all orders for holders of system:order:query). */
export const workOrderQuery = pageQuery.extend({
  title: textFilter(100),
  formKey: textFilter(64),
  status: workOrderStatus.optional().or(z.literal('').transform(() => undefined)),
  /** `true`: every applicant's orders (needs system:order:query). */
  all: z
    .enum(['true', 'false', ''])
    .optional()
    .transform((v) => v === 'true'),
});

/** GET /system/order/myTodoList, /system/order/showlist (handled by me) */
export const workOrderTaskQuery = pageQuery.extend({ title: textFilter(100) });

export const workOrderRow = z.object({
  orderId: z.number().int(),
  title: z.string(),
  formId: z.number().int(),
  formKey: z.string(),
  formName: z.string(),
  /** The submitted values. */
  formData: z.record(z.string(), z.unknown()),
  instanceId: z.number().int().nullable(),
  status: workOrderStatus,
  applicantId: z.number().int(),
  applicantName: z.string(),
  createTime: apiTime.nullable(),
  updateTime: apiTime.nullable(),
  /** The open tasks and who holds them ("current step"). */
  currentTasks: z.array(
    z.object({ taskId: z.number().int(), taskName: z.string(), assigneeName: z.string().nullable() }),
  ),
  /** The latest rejection reason while rejected, else null. */
  rejectReason: z.string().nullable(),
});
export type WorkOrderRow = ApiWire<typeof workOrderRow>;

/**
 * A row of GET /system/order/list (我的任务): an order (`bizTable` sys_work_order, `bizId` its id),
 * or another business's application the caller started — a problem's completion approval
 * (`bizTable` quality_improvement, `bizId` the problem id) — with `orderId` and `formId` null,
 * `title` the record's title, `formName` the process's name and `status` its process's.
 */
export const myOrderRow = workOrderRow.extend({
  orderId: z.number().int().nullable(),
  formId: z.number().int().nullable(),
  bizTable: z.string(),
  bizId: z.string(),
});
export type MyOrderRow = ApiWire<typeof myOrderRow>;

/**
 * GET /system/order/{orderId}: the order with its form's schema (form-js JSON), so handlers
 * without the form permissions can render the submitted values.
 */
export const workOrderDetail = workOrderRow.extend({ formContent: z.string() });
export type WorkOrderDetail = ApiWire<typeof workOrderDetail>;

/**
 * A row of myTodoList / showlist: the task to handle (or handled) with what it belongs to. For a
 * work order (bizTable sys_work_order) that is the order; for another business's approval (a
 * problem's quality_improvement, say) `orderId` and `formId` are null, `title` is the record's
 * title, `formName` the process's name, `formData` empty and `status` follows the process
 * (0 running · 1 completed · 2 rejected · 3 withdrawn · 4 cancelled).
 */
export const workOrderTaskRow = workOrderRow.extend({
  orderId: z.number().int().nullable(),
  formId: z.number().int().nullable(),
  bizTable: z.string(),
  bizId: z.string(),
  taskId: z.number().int(),
  taskName: z.string(),
  taskStatus: z.string(),
  taskCreateTime: apiTime.nullable(),
  taskEndTime: apiTime.nullable(),
  /** The task's assignee; null while it is offered to its candidates (it may be claimed, 认领). */
  assigneeId: z.number().int().nullable(),
  /** Whether the assignee claimed it from its candidates (they may give it back, 取消认领). */
  claimed: z.boolean(),
  outcome: z.string(),
  comment: z.string(),
  buttons: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      code: z.string(),
      isHide: z.boolean(),
      next: z.string(),
      sort: z.number(),
    }),
  ),
});
export type WorkOrderTaskRow = ApiWire<typeof workOrderTaskRow>;

/**
 * GET /system/order/taskForm/{taskId}: the form of a task that is not a work order's (the task's
 * own form, else the one its process was started with) and the process's values, for the
 * task's assignee, handler or candidates, the instance's starter, admins and whoever may read the
 * business record (403 for anyone else). `formContent` is '' when the process has no form.
 */
export const taskFormView = z.object({
  formContent: z.string(),
  formData: z.record(z.string(), z.unknown()),
});
export type TaskFormView = ApiWire<typeof taskFormView>;

/** POST /system/order: apply with a form (by id or key). */
export const workOrderBody = z
  .object({
    formId: bodyId.optional(),
    formKey: str().trim().max(64).optional(),
    /** Shown in the lists; defaults to the form's name and the applicant. */
    title: str().trim().max(100).optional(),
    formData: formValues,
  })
  .refine((b) => b.formId !== undefined || (b.formKey !== undefined && b.formKey !== ''), {
    error: 'formId or formKey is required',
    path: ['formId'],
  });

/** POST /system/order/addSysWorkOrderList: several applications at once (all or none). */
export const workOrderListBody = z.array(workOrderBody).min(1).max(50);

const message = str().trim().max(500);

/** POST /system/order/taskDeal: approve (1) or reject to the applicant (2) with a message. */
export const taskDealBody = z.object({
  taskId: bodyId,
  approve: z.union([z.literal(1), z.literal(2), z.literal('1'), z.literal('2')]).transform(Number),
  message: message.optional(),
});

/** POST /system/order/taskDeal2: handle with one of the task's own buttons and its form fields. */
export const taskDeal2Body = z.object({
  taskId: bodyId,
  /** The button's code: approve/agree/pass complete; reject/refuse go to the applicant (or `next`); return/back go to the previous task (or `next`); any other code completes with `button` = the code. */
  code: str().trim().min(1).max(64),
  message: message.optional(),
  formData: formValues.optional(),
});

/** POST /system/order/resubmit: the applicant edits a rejected order and sends it again. */
export const workOrderResubmitBody = z.object({ orderId: bodyId, formData: formValues, message: message.optional() });

/** POST /system/order/taskDealBh: reject by business id (plans): approve=2 and the client's fixed message. */
export const taskDealBhBody = z.object({
  bizId: str().trim().min(1).max(64),
  /**
   * The business table of the record (biz_plan, biz_measure_plan …): ids of different tables may be
   * equal. Optional for the original clients; without it a bizId that names open tasks of the
   * caller in more than one table is refused rather than guessed.
   */
  bizTable: str().trim().min(1).max(64).optional(),
  approve: z.union([z.literal(2), z.literal('2')]).optional(),
  message: message.min(1),
});

/** POST /system/order/withdraw: the applicant withdraws an order nobody has handled yet. */
export const workOrderWithdrawBody = z.object({ orderId: bodyId, message: message.optional() });

/** GET /system/order/approval/{bizId}: the approval records of a business record, newest first (clients read data[0]). */
export const approvalRecord = z.object({
  bizId: z.string(),
  /** The action's text (the rejection reason for a rejection). */
  message: z.string(),
  action: z.string(),
  taskName: z.string(),
  userName: z.string(),
  createTime: apiTime.nullable(),
});
export type ApprovalRecord = ApiWire<typeof approvalRecord>;

export const orderIdParam = z.object({ orderId: idParam });
