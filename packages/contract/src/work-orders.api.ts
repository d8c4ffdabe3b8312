import { z } from 'zod';
import { idParam } from './common.ts';
import { answer, api, endpoint, logAs } from './endpoint.ts';
import { formDetail, formFlowRow } from './forms.ts';
import { AUTHENTICATED, PERMS } from './permissions.ts';
import {
  myOrderRow,
  orderIdParam,
  workOrderBody,
  workOrderDetail,
  workOrderListBody,
  workOrderQuery,
  workOrderResubmitBody,
  workOrderWithdrawBody,
} from './work-orders.ts';

const P = PERMS.system.order;
const log = logAs('工单');

/**
 * 工单 (spec 02 §7 "Work orders"): /system/order — applications of dynamic forms that start the
 * form's process. Their tasks are the task centre's (tasks.api.ts: myTodoList, taskDeal …).
 */
export const workOrdersApi = api('work-order', {
  list: endpoint({
    method: 'GET',
    path: '/system/order/list',
    summary: "The caller's orders (every applicant's with all=true and system:order:query)",
    query: workOrderQuery,
    answer: answer.table(myOrderRow),
    access: { permission: P.list },
  }),
  forms: endpoint({
    method: 'GET',
    path: '/system/order/forms',
    summary: 'The forms one can apply with (their process is deployed)',
    answer: answer.row(z.array(formFlowRow)),
    access: { permission: P.add },
  }),
  form: endpoint({
    method: 'GET',
    path: '/system/order/forms/:formId',
    summary: 'A form to apply with, with its form-js schema',
    params: z.object({ formId: idParam }),
    answer: answer.row(formDetail),
    access: { permission: P.add },
  }),
  get: endpoint({
    method: 'GET',
    path: '/system/order/:orderId',
    summary: 'One order with its values and form schema (its applicant, handlers, or system:order:query)',
    params: orderIdParam,
    answer: answer.row(workOrderDetail),
    access: AUTHENTICATED,
  }),
  add: endpoint({
    method: 'POST',
    path: '/system/order',
    summary: "Applies with a form: the order is stored and the form's process started",
    body: workOrderBody,
    answer: answer.row(z.number().int()),
    access: { permission: P.add },
    log: log('insert'),
  }),
  addList: endpoint({
    method: 'POST',
    path: '/system/order/addSysWorkOrderList',
    summary: 'Several applications at once: all or none',
    body: workOrderListBody,
    answer: answer.row(z.array(z.number().int())),
    access: { permission: P.add },
    log: log('insert'),
  }),
  resubmit: endpoint({
    method: 'POST',
    path: '/system/order/resubmit',
    summary: 'The applicant resubmits a rejected order with edited values',
    body: workOrderResubmitBody,
    answer: answer.done(),
    access: { permission: P.add },
    log: log('update'),
  }),
  withdraw: endpoint({
    method: 'POST',
    path: '/system/order/withdraw',
    summary: 'The applicant withdraws an order nobody has handled yet',
    body: workOrderWithdrawBody,
    answer: answer.done(),
    access: { permission: P.list },
    log: log('update'),
  }),
});
