import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  instanceResubmitBody,
  taskAddSignBody,
  taskDeal2Body,
  taskDealBody,
  taskReassignBody,
  taskRejectBody,
  workOrderBody,
  workOrderResubmitBody,
  workOrderWithdrawBody,
} from '@zj/contract';
import type { z } from 'zod';
import { http } from '@/shared/api/request.ts';
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

/** The task centre's writes, each a POST with its contract body. */
export const orderActions = {
  /** POST /system/order: apply with a form (starts its process). */
  apply: (body: ApplyBody) => http.post('/system/order', body),
  /** POST /system/order/withdraw */
  withdraw: (body: WithdrawBody) => http.post('/system/order/withdraw', body),
  /** POST /system/order/resubmit: the edited values of a rejected order. */
  resubmit: (body: ResubmitBody) => http.post('/system/order/resubmit', body),
  /** POST /flowable/task/resubmit: another business's process rejected to its applicant, sent again with edited values. */
  resubmitTask: (body: ResubmitTaskBody) => http.post('/flowable/task/resubmit', body),
  /** POST /system/order/taskDeal: approve (1) or reject to the applicant (2). */
  taskDeal: (body: TaskDealBody) => http.post('/system/order/taskDeal', body),
  /** POST /system/order/taskDeal2: one of the task's own buttons. */
  taskDeal2: (body: TaskDeal2Body) => http.post('/system/order/taskDeal2', body),
  /** POST /flowable/task/reject: back to the previous step (退回上一步). */
  reject: (body: RejectBody) => http.post('/flowable/task/reject', body),
  /** POST /flowable/task/delegate (委派) */
  delegate: (body: ReassignBody) => http.post('/flowable/task/delegate', body),
  /** POST /flowable/task/assign (转办) */
  transfer: (body: ReassignBody) => http.post('/flowable/task/assign', body),
  /** POST /flowable/task/addSign (加签) */
  addSign: (body: AddSignBody) => http.post('/flowable/task/addSign', body),
};

/** Runs one of the writes; afterwards every list of the task centre and the badge are fresh. */
export function useOrderAction<B>(run: (body: B) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
