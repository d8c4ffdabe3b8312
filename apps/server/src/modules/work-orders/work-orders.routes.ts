import {
  AUTHENTICATED,
  ajaxResult,
  approvalRecord,
  commentsQuery,
  formDetail,
  formFlowRow,
  idParam,
  msg,
  myOrderRow,
  orderIdParam,
  PERMS,
  tableResult,
  taskDeal2Body,
  taskDealBhBody,
  taskDealBody,
  taskFormView,
  workOrderBody,
  workOrderDetail,
  workOrderListBody,
  workOrderQuery,
  workOrderResubmitBody,
  workOrderTaskQuery,
  workOrderTaskRow,
  workOrderWithdrawBody,
} from '@zj/contract';
import { z } from 'zod';
import { principalOf } from '../../core/access/guard-plugin.ts';
import { done, ok, table } from '../../core/http/envelope.ts';
import type { AppInstance } from '../../core/http/types.ts';
import type { WorkOrdersService } from './work-orders.service.ts';

const P = PERMS.system.order;
const tags = ['work-order'];
const log = (businessType: 'insert' | 'update') => ({ title: '工单', businessType }) as const;

/** 工单 (spec 02 §7 "Work orders", spec 01 §7 taskDealBh): /system/order. */
export async function workOrdersRoutes(app: AppInstance, deps: { orders: WorkOrdersService }) {
  const { orders } = deps;

  app.get(
    '/system/order/list',
    {
      config: { access: { permission: P.list } },
      schema: {
        tags,
        summary: "The caller's orders (every applicant's with all=true and system:order:query)",
        querystring: workOrderQuery,
        response: { 200: tableResult(myOrderRow) },
      },
    },
    async (request) => {
      const { rows, total } = await orders.list(principalOf(request), request.query);
      return table(rows, total);
    },
  );

  app.get(
    '/system/order/myTodoList',
    {
      config: { access: { permission: P.todo } },
      schema: {
        tags,
        summary: 'Orders with an open task of the caller',
        querystring: workOrderTaskQuery,
        response: { 200: tableResult(workOrderTaskRow) },
      },
    },
    async (request) => {
      const { rows, total } = await orders.todo(principalOf(request), request.query);
      return table(rows, total);
    },
  );

  app.get(
    '/system/order/showlist',
    {
      config: { access: { permission: P.done } },
      schema: {
        tags,
        summary: 'Tasks of orders the caller handled',
        querystring: workOrderTaskQuery,
        response: { 200: tableResult(workOrderTaskRow) },
      },
    },
    async (request) => {
      const { rows, total } = await orders.handled(principalOf(request), request.query);
      return table(rows, total);
    },
  );

  app.get(
    '/system/order/forms',
    {
      config: { access: { permission: P.add } },
      schema: {
        tags,
        summary: 'The forms one can apply with (their process is deployed)',
        response: { 200: ajaxResult(z.array(formFlowRow)) },
      },
    },
    async () => ok(await orders.applyForms()),
  );

  app.get(
    '/system/order/forms/:formId',
    {
      config: { access: { permission: P.add } },
      schema: {
        tags,
        summary: 'A form to apply with, with its form-js schema',
        params: z.object({ formId: idParam }),
        response: { 200: ajaxResult(formDetail) },
      },
    },
    async (request) => ok(await orders.applyForm(request.params.formId)),
  );

  app.get(
    '/system/order/approval/:bizId',
    {
      config: { access: AUTHENTICATED },
      schema: {
        tags,
        summary: 'Approval records of a business record, newest first (processes the caller took part in)',
        params: z.object({ bizId: z.string().trim().min(1).max(64) }),
        querystring: commentsQuery.pick({ bizTable: true }),
        response: { 200: ajaxResult(z.array(approvalRecord)) },
      },
    },
    async (request) => ok(await orders.approvals(principalOf(request), request.params.bizId, request.query.bizTable)),
  );

  app.get(
    '/system/order/taskForm/:taskId',
    {
      config: { access: AUTHENTICATED },
      schema: {
        tags,
        summary: "A task's form and its process's values (for those who hold or held one of its tasks)",
        params: z.object({ taskId: idParam }),
        response: { 200: ajaxResult(taskFormView) },
      },
    },
    async (request) => ok(await orders.taskForm(principalOf(request), request.params.taskId)),
  );

  app.get(
    '/system/order/:orderId',
    {
      config: { access: AUTHENTICATED },
      schema: {
        tags,
        summary: 'One order with its values and form schema (its applicant, handlers, or system:order:query)',
        params: orderIdParam,
        response: { 200: ajaxResult(workOrderDetail) },
      },
    },
    async (request) => ok(await orders.detail(principalOf(request), request.params.orderId)),
  );

  app.post(
    '/system/order',
    {
      config: { access: { permission: P.add }, log: log('insert') },
      schema: {
        tags,
        summary: "Applies with a form: the order is stored and the form's process started",
        body: workOrderBody,
        response: { 200: ajaxResult(z.number().int()) },
      },
    },
    async (request) => ok(await orders.apply(principalOf(request), request.body), msg('common.success', request.lang)),
  );

  app.post(
    '/system/order/addSysWorkOrderList',
    {
      config: { access: { permission: P.add }, log: log('insert') },
      schema: {
        tags,
        summary: 'Several applications at once: all or none',
        body: workOrderListBody,
        response: { 200: ajaxResult(z.array(z.number().int())) },
      },
    },
    async (request) =>
      ok(await orders.applyAll(principalOf(request), request.body), msg('common.success', request.lang)),
  );

  app.post(
    '/system/order/taskDeal',
    {
      config: { access: { permission: P.todo }, log: log('update') },
      schema: { tags, summary: 'Approves (1) or rejects to the applicant (2, with a message)', body: taskDealBody },
    },
    async (request) => {
      await orders.deal(principalOf(request), request.body);
      return done(msg('common.success', request.lang));
    },
  );

  app.post(
    '/system/order/taskDeal2',
    {
      config: { access: { permission: P.todo }, log: log('update') },
      schema: { tags, summary: 'Handles a task with one of its own buttons', body: taskDeal2Body },
    },
    async (request) => {
      await orders.dealWithButton(principalOf(request), request.body);
      return done(msg('common.success', request.lang));
    },
  );

  app.post(
    '/system/order/taskDealBh',
    {
      config: { access: { permission: P.todo }, log: log('update') },
      schema: {
        tags,
        summary: 'Rejects the open task of a business record (plans) to its starter',
        body: taskDealBhBody,
      },
    },
    async (request) => {
      await orders.rejectByBiz(principalOf(request), request.body);
      return done(msg('common.success', request.lang));
    },
  );

  app.post(
    '/system/order/resubmit',
    {
      config: { access: { permission: P.add }, log: log('update') },
      schema: {
        tags,
        summary: 'The applicant resubmits a rejected order with edited values',
        body: workOrderResubmitBody,
      },
    },
    async (request) => {
      await orders.resubmit(principalOf(request), request.body);
      return done(msg('common.success', request.lang));
    },
  );

  app.post(
    '/system/order/withdraw',
    {
      config: { access: { permission: P.list }, log: log('update') },
      schema: { tags, summary: 'The applicant withdraws an order nobody has handled yet', body: workOrderWithdrawBody },
    },
    async (request) => {
      await orders.withdraw(principalOf(request), request.body);
      return done(msg('common.success', request.lang));
    },
  );
}
