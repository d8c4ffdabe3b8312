import type {
  instanceResubmitBody,
  taskAddSignBody,
  taskClaimBody,
  taskDeal2Body,
  taskDealBody,
  taskReassignBody,
  taskRejectBody,
  workOrderBody,
  workOrderResubmitBody,
  workOrderWithdrawBody,
} from '@zj/contract';
import { API } from '@zj/contract/api';
import type { z } from 'zod';
import { call } from '@/shared/api/call.ts';
import { useInvalidatingMutation } from '@/shared/api/query-hooks.ts';
import { orderKeys } from './order-keys.ts';

export type ApplyBody = z.input<typeof workOrderBody>;
export type WithdrawBody = z.input<typeof workOrderWithdrawBody>;
export type ResubmitBody = z.input<typeof workOrderResubmitBody>;
export type ResubmitTaskBody = z.input<typeof instanceResubmitBody>;
export type TaskDealBody = z.input<typeof taskDealBody>;
export type TaskDeal2Body = z.input<typeof taskDeal2Body>;
export type RejectBody = z.input<typeof taskRejectBody>;
export type ReassignBody = z.input<typeof taskReassignBody>;
export type AddSignBody = z.input<typeof taskAddSignBody>;
export type ClaimBody = z.input<typeof taskClaimBody>;

/** The task centre's writes: the work orders' own and the task actions. */
export const orderActions = {
  /** Apply with a form (starts its process). */
  apply: (body: ApplyBody) => call(API.workOrders.add, { body }),
  withdraw: (body: WithdrawBody) => call(API.workOrders.withdraw, { body }),
  /** The edited values of a rejected order. */
  resubmit: (body: ResubmitBody) => call(API.workOrders.resubmit, { body }),
  /** Another business's process rejected to its applicant, sent again with edited values. */
  resubmitTask: (body: ResubmitTaskBody) => call(API.tasks.resubmit, { body }),
  /** Approve (1) or reject to the applicant (2). */
  taskDeal: (body: TaskDealBody) => call(API.tasks.taskDeal, { body }),
  /** One of the task's own buttons. */
  taskDeal2: (body: TaskDeal2Body) => call(API.tasks.taskDeal2, { body }),
  /** Back to the previous step (退回上一步). */
  reject: (body: RejectBody) => call(API.tasks.reject, { body }),
  /** 委派 */
  delegate: (body: ReassignBody) => call(API.tasks.delegate, { body }),
  /** 转办 */
  transfer: (body: ReassignBody) => call(API.tasks.transfer, { body }),
  /** 加签 */
  addSign: (body: AddSignBody) => call(API.tasks.addSign, { body }),
  /** 认领: a task offered to the caller becomes theirs alone. */
  claim: (body: ClaimBody) => call(API.tasks.claim, { body }),
  /** 取消认领: a claimed task goes back to its candidates. */
  unClaim: (body: ClaimBody) => call(API.tasks.unClaim, { body }),
  /** 指派 (process administrators): an open task to a user. */
  assignTask: (body: ReassignBody) => call(API.tasks.assignTask, { body }),
};

/** Runs one of the writes; afterwards every list of the task centre and the badge are fresh. */
export const useOrderAction = <B>(run: (body: B) => Promise<unknown>) => useInvalidatingMutation(run, orderKeys.all);
