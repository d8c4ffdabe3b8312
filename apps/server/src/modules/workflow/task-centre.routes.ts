import { tasksApi as api } from '@zj/contract';
import type { FastifyRequest } from 'fastify';
import { principalOf } from '../../core/access/guard-plugin.ts';
import { serve } from '../../core/http/serve.ts';
import type { AppInstance } from '../../core/http/types.ts';
import { actorOf } from './actor.ts';
import type { RuntimeService } from './runtime.service.ts';
import type { RuntimeViews } from './runtime-views.ts';
import type { TaskCentre } from './task-centre.service.ts';
import { sendDiagram } from './workflow-diagram.routes.ts';

/**
 * The task centre's calls: RuoYi's /flowable/task and /flowable/processInstance, and the work
 * order client's task calls under /system/order — one set of actions behind both. Every caller
 * may call the task calls; the service checks the task is theirs (assignee or candidate) or the
 * instance one they took part in.
 */
export async function taskCentreRoutes(
  app: AppInstance,
  { runtime, views, tasks }: { runtime: RuntimeService; views: RuntimeViews; tasks: TaskCentre },
) {
  const actor = (request: FastifyRequest) => actorOf(principalOf(request));

  // The busiest list: its statement writes the rows' JSON as the wire has them (todo-list.query),
  // passed on without parsing or re-validating (runtime.test checks it against the schema).
  serve(app, api.todoList, async (request) => views.todo(actor(request), request.query));
  serve(app, api.todoCount, async (request) => views.todoCount(actor(request)));
  serve(app, api.finishedList, async (request) => views.done(actor(request), request.query));
  serve(app, api.myProcess, async (request) => views.startedBy(actor(request), request.query));
  serve(app, api.comments, async (request) =>
    views.commentsByBiz(actor(request), request.query.bizId, request.query.bizTable),
  );
  serve(app, api.get, async (request) => views.task(actor(request), request.params.taskId));

  serve(app, api.complete, async (request) => {
    const { taskId, comment, variables } = request.body;
    await tasks.approve(actor(request), taskId, comment ?? '', variables);
    return undefined;
  });
  serve(app, api.reject, async (request) => {
    const { taskId, comment, target } = request.body;
    await tasks.reject(actor(request), taskId, target, comment);
    return undefined;
  });
  serve(app, api.delegate, async (request) => {
    const { taskId, userId, comment } = request.body;
    await runtime.reassign(actor(request), taskId, 'delegate', userId, comment ?? '');
    return undefined;
  });
  serve(app, api.transfer, async (request) => {
    const { taskId, userId, comment } = request.body;
    await runtime.reassign(actor(request), taskId, 'transfer', userId, comment ?? '');
    return undefined;
  });
  serve(app, api.assignTask, async (request) => {
    const { taskId, userId, comment } = request.body;
    await runtime.reassign(actor(request), taskId, 'assign', userId, comment ?? '');
    return undefined;
  });
  serve(app, api.claim, async (request) => void (await runtime.claim(actor(request), request.body.taskId)));
  serve(app, api.unClaim, async (request) => void (await runtime.unclaim(actor(request), request.body.taskId)));
  serve(app, api.addSign, async (request) => {
    const { taskId, userIds, comment } = request.body;
    await runtime.addSigners(actor(request), taskId, userIds, comment ?? '');
    return undefined;
  });
  serve(app, api.revoke, async (request) => {
    await runtime.withdraw(actor(request), request.body.instanceId, request.body.comment ?? '');
    return undefined;
  });
  serve(app, api.resubmit, async (request) => {
    const { instanceId, comment, variables } = request.body;
    await runtime.resubmit(actor(request), instanceId, { comment, variables });
    return undefined;
  });
  serve(app, api.syncIdentity, async () => runtime.syncIdentity());
  serve(app, api.deliverMessage, async (request) => {
    const { instanceId, messageName, variables } = request.body;
    await runtime.deliverMessage(actor(request), instanceId, messageName, variables ?? {});
    return undefined;
  });
  serve(app, api.throwSignal, async (request) =>
    runtime.throwSignal(actor(request), request.body.signalName, request.body.variables ?? {}),
  );
  serve(app, api.diagramOfBiz, async (request, reply) => {
    const { xml, highlight, process } = await views.progressOfBiz(actor(request), request.params.bizId);
    return sendDiagram(reply, xml, request.query.format, highlight, process);
  });
  serve(app, api.status, async (request) => views.status(actor(request), request.params.instanceId));

  // The work order client's task calls.
  serve(app, api.myTodoList, async (request) => tasks.todo(principalOf(request), request.query));
  serve(app, api.showlist, async (request) => tasks.handled(principalOf(request), request.query));
  serve(app, api.taskForm, async (request) => tasks.taskForm(principalOf(request), request.params.taskId));
  serve(app, api.approvals, async (request) =>
    tasks.approvals(principalOf(request), request.params.bizId, request.query.bizTable),
  );
  serve(app, api.taskDeal, async (request) => void (await tasks.deal(principalOf(request), request.body)));
  serve(app, api.taskDeal2, async (request) => void (await tasks.press(principalOf(request), request.body)));
  serve(app, api.taskDealBh, async (request) => void (await tasks.rejectByBiz(principalOf(request), request.body)));
}
