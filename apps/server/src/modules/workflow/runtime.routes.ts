import {
  AUTHENTICATED,
  ajaxResult,
  commentRow,
  commentsQuery,
  diagramQuery,
  instanceIdParam,
  instanceQuery,
  instanceResubmitBody,
  instanceRow,
  instanceStatus,
  instanceWithdrawBody,
  messageDeliveryBody,
  msg,
  PERMS,
  signalThrowBody,
  tableResult,
  taskAddSignBody,
  taskCompleteBody,
  taskQuery,
  taskReassignBody,
  taskRejectBody,
  taskRow,
} from '@zj/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { principalOf } from '../../core/access/guard-plugin.ts';
import { done, ok, table, tableOfJson } from '../../core/http/envelope.ts';
import { wireJson } from '../../core/http/time.ts';
import type { AppInstance } from '../../core/http/types.ts';
import { actorOf } from './actor.ts';
import type { RuntimeService } from './runtime.service.ts';
import type { RuntimeViews } from './runtime-views.ts';
import { sendDiagram } from './workflow-diagram.routes.ts';

const tags = ['workflow'];
const log = (businessType: 'update' | 'insert' | 'delete') => ({ title: '流程任务', businessType }) as const;

/**
 * The task centre's calls (/flowable/task) and the progress of an instance
 * (/flowable/processInstance). Every caller may call them; the service checks the task is theirs
 * (assignee or candidate) or the instance one they took part in.
 */
export async function runtimeRoutes(app: AppInstance, deps: { runtime: RuntimeService; views: RuntimeViews }) {
  const { runtime, views } = deps;
  const actor = (request: FastifyRequest) => actorOf(principalOf(request));

  app.get(
    '/flowable/task/todoList',
    {
      config: { access: AUTHENTICATED },
      schema: {
        tags,
        summary: "The caller's open tasks",
        querystring: taskQuery,
        response: { 200: tableResult(taskRow) },
      },
      // The task centre's busiest list: its statement writes the rows' JSON as the wire has them
      // (todo-list.query), so the answer is written as is, without parsing or re-validating them
      // (runtime.test checks it against the schema).
      serializerCompiler: () => wireJson,
    },
    async (request, reply) => {
      const { rowsJson, total } = await views.todo(actor(request), request.query);
      return tableOfJson(reply, taskRow, rowsJson, total);
    },
  );

  app.get(
    '/flowable/task/todoCount',
    {
      config: { access: AUTHENTICATED },
      schema: {
        tags,
        summary: 'How many open tasks the caller has (the menu badge)',
        response: { 200: ajaxResult(z.number()) },
      },
    },
    async (request) => ok(await views.todoCount(actor(request))),
  );

  app.get(
    '/flowable/task/finishedList',
    {
      config: { access: AUTHENTICATED },
      schema: {
        tags,
        summary: 'Tasks the caller handled',
        querystring: taskQuery,
        response: { 200: tableResult(taskRow) },
      },
    },
    async (request) => {
      const { rows, total } = await views.done(actor(request), request.query);
      return table(rows, total);
    },
  );

  app.get(
    '/flowable/task/:taskId',
    {
      config: { access: AUTHENTICATED },
      schema: {
        tags,
        params: z.object({ taskId: instanceIdParam.shape.instanceId }),
        response: { 200: ajaxResult(taskRow) },
      },
    },
    async (request) => ok(await views.task(actor(request), request.params.taskId)),
  );

  app.get(
    '/flowable/task/myProcess',
    {
      config: { access: AUTHENTICATED },
      schema: {
        tags,
        summary: 'Processes the caller started',
        querystring: instanceQuery,
        response: { 200: tableResult(instanceRow) },
      },
    },
    async (request) => {
      const { rows, total } = await views.startedBy(actor(request), request.query);
      return table(rows, total);
    },
  );

  app.post(
    '/flowable/task/complete',
    {
      config: { access: AUTHENTICATED, log: log('update') },
      schema: { tags, summary: 'Approves (completes) a task', body: taskCompleteBody },
    },
    async (request) => {
      const { taskId, comment, variables } = request.body;
      await runtime.complete(actor(request), taskId, { comment, variables: { ...variables, approve: 1 } });
      return done(msg('common.success', request.lang));
    },
  );

  app.post(
    '/flowable/task/reject',
    {
      config: { access: AUTHENTICATED, log: log('update') },
      schema: {
        tags,
        summary: 'Returns a task to the previous task, the starter or an earlier task',
        body: taskRejectBody,
      },
    },
    async (request) => {
      const { taskId, comment, target } = request.body;
      await runtime.reject(actor(request), taskId, target, comment);
      return done(msg('common.success', request.lang));
    },
  );

  for (const [path, kind] of [
    ['/flowable/task/delegate', 'delegate'],
    ['/flowable/task/assign', 'transfer'],
  ] as const) {
    app.post(
      path,
      {
        config: { access: AUTHENTICATED, log: log('update') },
        schema: {
          tags,
          summary: kind === 'delegate' ? 'Delegates a task' : 'Transfers a task',
          body: taskReassignBody,
        },
      },
      async (request) => {
        const { taskId, userId, comment } = request.body;
        await runtime.reassign(actor(request), taskId, kind, userId, comment ?? '');
        return done(msg('common.success', request.lang));
      },
    );
  }

  app.post(
    '/flowable/task/addSign',
    {
      config: { access: AUTHENTICATED, log: log('insert') },
      schema: { tags, summary: 'Adds signers (加签) to a task', body: taskAddSignBody },
    },
    async (request) => {
      const { taskId, userIds, comment } = request.body;
      await runtime.addSigners(actor(request), taskId, userIds, comment ?? '');
      return done(msg('common.success', request.lang));
    },
  );

  app.post(
    '/flowable/task/revokeProcess',
    {
      config: { access: AUTHENTICATED, log: log('update') },
      schema: { tags, summary: 'The starter withdraws a process nobody has handled yet', body: instanceWithdrawBody },
    },
    async (request) => {
      await runtime.withdraw(actor(request), request.body.instanceId, request.body.comment ?? '');
      return done(msg('common.success', request.lang));
    },
  );

  app.post(
    '/flowable/task/resubmit',
    {
      config: { access: AUTHENTICATED, log: log('update') },
      schema: { tags, summary: 'The starter resubmits a process rejected to them', body: instanceResubmitBody },
    },
    async (request) => {
      const { instanceId, comment, variables } = request.body;
      await runtime.resubmit(actor(request), instanceId, { comment, variables });
      return done(msg('common.success', request.lang));
    },
  );

  app.post(
    '/flowable/identity/init',
    {
      config: { access: { permission: PERMS.flowable.model.edit }, log: log('update') },
      schema: {
        tags,
        summary: "Brings open tasks' assignees and candidates in line with users, departments and roles (idempotent)",
        response: { 200: ajaxResult(z.object({ candidatesRemoved: z.number(), tasksUnassigned: z.number() })) },
      },
    },
    async () => ok(await runtime.repo.db.transaction((tx) => runtime.repo.syncIdentity(tx))),
  );

  app.post(
    '/flowable/processInstance/message',
    {
      config: { access: { permission: PERMS.flowable.definition.edit }, log: log('update') },
      schema: { tags, summary: 'Delivers a message to an instance waiting for it', body: messageDeliveryBody },
    },
    async (request) => {
      const { instanceId, messageName, variables } = request.body;
      await runtime.deliverMessage(actor(request), instanceId, messageName, variables ?? {});
      return done(msg('common.success', request.lang));
    },
  );

  app.post(
    '/flowable/processInstance/signal',
    {
      config: { access: { permission: PERMS.flowable.definition.edit }, log: log('update') },
      schema: {
        tags,
        summary: 'Throws a signal to every instance waiting for it (answers how many received it)',
        body: signalThrowBody,
        response: { 200: ajaxResult(z.number()) },
      },
    },
    async (request) =>
      ok(await runtime.throwSignal(actor(request), request.body.signalName, request.body.variables ?? {})),
  );

  app.get(
    '/flowable/task/commentsByBizId',
    {
      config: { access: AUTHENTICATED },
      schema: {
        tags,
        summary: "Every action on a record's processes",
        querystring: commentsQuery,
        response: { 200: ajaxResult(z.array(commentRow)) },
      },
    },
    async (request) => ok(await views.commentsByBiz(actor(request), request.query.bizId, request.query.bizTable)),
  );

  app.get(
    '/flowable/processInstance/image/biz/:bizId',
    {
      config: { access: AUTHENTICATED },
      schema: {
        tags,
        summary:
          "The diagram of a record's latest process: finished and taken in green, active in blue (PNG; format=svg)",
        params: z.object({ bizId: commentsQuery.shape.bizId }),
        querystring: diagramQuery,
      },
    },
    async (request, reply) => {
      const { xml, highlight } = await views.progressOfBiz(actor(request), request.params.bizId);
      return sendDiagram(reply, xml, request.query.format, highlight);
    },
  );

  app.get(
    '/flowable/processInstance/status/:instanceId',
    {
      config: { access: AUTHENTICATED },
      schema: {
        tags,
        summary: 'An instance with its diagram and progress',
        params: instanceIdParam,
        response: { 200: ajaxResult(instanceStatus) },
      },
    },
    async (request) => ok(await views.status(actor(request), request.params.instanceId)),
  );
}
