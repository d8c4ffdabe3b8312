import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { badRequest } from '../../core/http/app-error.ts';
import { sysUser } from '../../core/identity/users.tables.ts';
import { workflowModule } from './index.ts';
import { runtimeWorld } from './runtime-test-kit.ts';
import { wfInstance, wfTask, wfTaskCandidate } from './workflow.tables.ts';

const world = await runtimeWorld();
const { fixture, ctx, admin, db, runtime, call, actor, deploy, startReview, fixtureIds } = world;
const { applicant, reviewer1, reviewer2, outsider, manager, signer } = world.people;
const { openTasks, instanceRow, todoOf, messagesTo } = world.reads;

describe('workflow runtime', () => {
  it('never assigns a disabled user', async () => {
    await db.update(sysUser).set({ status: '1' }).where(eq(sysUser.userId, manager.userId));
    try {
      const { instance, tasks } = await startReview('wo-9');
      await runtime.complete(actor(applicant, 'wf_applicant'), tasks[0]?.taskId ?? 0);
      await runtime.complete(actor(reviewer1, 'wf_reviewer1'), (await openTasks(instance.instanceId))[0]?.taskId ?? 0);
      const [final] = await openTasks(instance.instanceId);
      expect(final).toMatchObject({ elementId: 'final', assigneeId: null });
    } finally {
      await db.update(sysUser).set({ status: '0' }).where(eq(sysUser.userId, manager.userId));
    }
  });

  it('takes the default flow or a condition at a gateway', async () => {
    const { instance, tasks } = await startReview('wo-10', { fastTrack: true });
    await runtime.complete(actor(applicant, 'wf_applicant'), tasks[0]?.taskId ?? 0);
    await runtime.complete(actor(reviewer1, 'wf_reviewer1'), (await openTasks(instance.instanceId))[0]?.taskId ?? 0);
    const row = await instanceRow(instance.instanceId);
    expect(row).toMatchObject({ status: 'completed' });
    expect(row?.taken).toContain('skipFinal');
    expect(row?.taken).not.toContain('toFinal');
  });

  it('runs a multi-instance countersign until its completion condition holds', async () => {
    const approvers = [reviewer1, reviewer2, outsider, signer];
    const { instance, tasks } = await runtime.start(actor(applicant, 'wf_applicant'), {
      definitionKey: 'countersign',
      bizTable: 'sys_work_order',
      bizId: 'wo-11',
      variables: { approvers: approvers.map((a) => a.userId) },
    });
    await runtime.complete(actor(applicant, 'wf_applicant'), tasks[0]?.taskId ?? 0);
    const signs = await openTasks(instance.instanceId);
    expect(signs.map((t) => t.assigneeId)).toEqual(approvers.map((a) => a.userId));
    await call('POST', '/flowable/task/complete', reviewer1.headers, { taskId: signs[0]?.taskId });
    expect(await openTasks(instance.instanceId)).toHaveLength(3);
    await call('POST', '/flowable/task/complete', outsider.headers, { taskId: signs[2]?.taskId });
    // 2 of 4 ≥ 0.5: the others' tasks are cancelled and the final review is open.
    const open = await openTasks(instance.instanceId);
    expect(open.map((t) => t.elementId)).toEqual(['final']);
    const cancelled = await db
      .select()
      .from(wfTask)
      .where(and(eq(wfTask.instanceId, instance.instanceId), eq(wfTask.status, 'cancelled')));
    expect(cancelled.map((t) => t.assigneeId).sort()).toEqual([reviewer2.userId, signer.userId].sort());
  });

  it('runs execution listeners, task listeners and service tasks through the registered handlers', async () => {
    const { instance, tasks } = await runtime.start(actor(applicant, 'wf_applicant'), {
      definitionKey: 'listeners',
      bizTable: 'test',
      bizId: 'l-1',
      variables: { amount: 500 },
    });
    let row = await instanceRow(instance.instanceId);
    // The process's start listener and the service task set variables; the task's create listener sent a message.
    expect(row?.variables).toMatchObject({ started: 'yes', large: true, amount: 500, doubled: 1000 });
    // Execution listeners run inside the engine's run, as Flowable runs them: the process's start
    // listener before its first element, the service task's end listener before the gateway after
    // it, which took the flow their variables chose in the same step.
    expect(row?.taken).toContain('big');
    expect(row?.taken).not.toContain('small');
    expect((await messagesTo(applicant.userId)).at(-1)).toMatchObject({ title: '请处理 500' });
    await call('POST', '/flowable/task/complete', applicant.headers, { taskId: tasks[0]?.taskId });
    row = await instanceRow(instance.instanceId);
    // The complete listener set `checked` before the gateway chose its flow; the end event's listener ran.
    expect(row?.status).toBe('completed');
    expect(row?.variables).toMatchObject({ checked: true, closed: 'done' });
    expect(row?.taken).toContain('wasChecked');
    expect(row?.taken).not.toContain('notChecked');
  });

  it('waits for an execution listener that reads the database in the step, and refuses the step when one fails', async () => {
    const { handlers } = ctx.app.kernel.use(workflowModule);
    handlers
      .register('test.countUsers', async ({ setVariable, tx }) => {
        const rows = await (tx as typeof db).select({ id: sysUser.userId }).from(sysUser);
        setVariable('users', rows.length);
      })
      .register('test.refuse', () => {
        throw badRequest('workflow.task.badUser');
      });
    const listener = (event: string, handler: string) =>
      `<extensionElements><flowable:executionListener event="${event}" class="${handler}" /></extensionElements>`;
    await deploy(`<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:flowable="http://flowable.org/bpmn" id="defs_async_listeners" targetNamespace="test">
  <process id="async_listeners" name="异步监听" isExecutable="true">
    <startEvent id="start" />
    <sequenceFlow id="a1" sourceRef="start" targetRef="fill" />
    <userTask id="fill" name="填写" flowable:assignee="\${initiator}">${listener('end', 'test.countUsers')}</userTask>
    <sequenceFlow id="a2" sourceRef="fill" targetRef="gate" />
    <exclusiveGateway id="gate" default="none" />
    <sequenceFlow id="counted" sourceRef="gate" targetRef="guarded"><conditionExpression xsi:type="tFormalExpression">\${users &gt; 0}</conditionExpression></sequenceFlow>
    <sequenceFlow id="none" sourceRef="gate" targetRef="end" />
    <userTask id="guarded" name="把关" flowable:assignee="\${initiator}">${listener('start', 'test.refuse')}</userTask>
    <sequenceFlow id="a3" sourceRef="guarded" targetRef="end" />
    <endEvent id="end" />
  </process>
</definitions>`);
    const { instance, tasks } = await runtime.start(actor(applicant, 'wf_applicant'), {
      definitionKey: 'async_listeners',
      bizTable: 'test',
      bizId: 'al-1',
    });
    // The end listener's query ran in the step, the gateway saw its variable, and the next task's
    // start listener refused: the step is refused with the handler's own error, nothing is saved.
    await expect(runtime.complete(actor(applicant, 'wf_applicant'), tasks[0]?.taskId ?? 0)).rejects.toMatchObject({
      key: 'workflow.task.badUser',
    });
    const row = await instanceRow(instance.instanceId);
    expect(row?.version).toBe(instance.version);
    expect(row?.variables).not.toHaveProperty('users');
    expect((await openTasks(instance.instanceId)).map((t) => t.elementId)).toEqual(['fill']);
  });

  it('runs a call activity: the called process (latest version) gets the in-mapped variables and hands back the out-mapped ones', async () => {
    const { instance } = await runtime.start(actor(applicant, 'wf_applicant'), {
      definitionKey: 'call_parent',
      bizTable: 'test',
      bizId: 'c-1',
      variables: { amount: 50, childKey: 'call_child', secret: 's' },
    });
    const children = await db.select().from(wfInstance).where(eq(wfInstance.parentInstanceId, instance.instanceId));
    expect(children).toHaveLength(1);
    const child = children[0];
    expect(child).toMatchObject({
      definitionKey: 'call_child',
      status: 'running',
      starterId: applicant.userId,
      bizId: 'c-1',
    });
    expect(child?.variables).toMatchObject({ amount: 50 });
    expect(child?.variables).not.toHaveProperty('secret');
    const [childTask] = await openTasks(child?.instanceId ?? 0);
    expect(childTask).toMatchObject({ elementId: 'childTask', assigneeId: applicant.userId });
    expect(await openTasks(instance.instanceId)).toEqual([]);
    await call('POST', '/flowable/task/complete', applicant.headers, { taskId: childTask?.taskId });
    expect((await instanceRow(child?.instanceId ?? 0))?.status).toBe('completed');
    const parent = await instanceRow(instance.instanceId);
    expect(parent?.variables).toMatchObject({ childResult: 100, amount: 50 });
    expect(parent?.variables).not.toHaveProperty('result');
    expect((await openTasks(instance.instanceId)).map((t) => t.elementId)).toEqual(['after']);

    // A called process that ends at once moves its caller on in the same step.
    const quick = await runtime.start(actor(applicant, 'wf_applicant'), {
      definitionKey: 'call_parent',
      bizTable: 'test',
      bizId: 'c-2',
      variables: { amount: 3, childKey: 'call_child' },
    });
    const [quickChild] = await db
      .select()
      .from(wfInstance)
      .where(eq(wfInstance.parentInstanceId, quick.instance.instanceId));
    expect(quickChild?.status).toBe('completed');
    expect((await instanceRow(quick.instance.instanceId))?.variables).toMatchObject({ childResult: 6 });
    expect((await openTasks(quick.instance.instanceId)).map((t) => t.elementId)).toEqual(['after']);
  });

  it('runs a Flowable modeler export unchanged and gives it back with every flowable:* attribute', async () => {
    const xml = fixture('flowable-modeler-export.bpmn20.xml');
    // The key may already be modelled (the seeded 计划审批): save the export over it, else import it.
    const models = (await call('GET', '/flowable/flowable/model-list?modelKey=plan_approval', admin)).json();
    const existing = models.rows.find((m: { modelKey: string }) => m.modelKey === 'plan_approval');
    const modelId = existing
      ? (await call('POST', '/flowable/flowable/save-model', admin, { modelId: existing.modelId, xml })).json().code ===
          200 && existing.modelId
      : (await call('POST', '/flowable/flowable/import-xml', admin, { xml })).json().data.modelId;
    const deployed = (await call('POST', '/flowable/flowable/deploy', admin, { modelId })).json();
    expect(deployed.code).toBe(200);
    const definitionId = deployed.data.definitionId;

    const { instance, tasks } = await runtime.start(actor(applicant, 'wf_applicant'), {
      definitionKey: 'plan_approval',
      bizTable: 'plan',
      bizId: 'p-1',
      variables: { department: '工程部', signers: [reviewer1.userId, reviewer2.userId] },
    });
    // candidateGroups d103: offered to the department's members; the create listener notified the starter.
    expect(tasks[0]).toMatchObject({ elementId: 'deptReview', assigneeId: null });
    expect((await todoOf(manager.headers)).rows.map((r: { taskId: number }) => r.taskId)).toContain(tasks[0]?.taskId);
    expect((await messagesTo(applicant.userId)).at(-1)).toMatchObject({ title: '流程通知' });
    const reviewed = await call('POST', '/flowable/task/complete', manager.headers, { taskId: tasks[0]?.taskId });
    expect(reviewed.json()).toMatchObject({ code: 200, msg: '操作成功' });
    const signs = await openTasks(instance.instanceId);
    expect(signs.map((t) => t.assigneeId)).toEqual([reviewer1.userId, reviewer2.userId]);
    await call('POST', '/flowable/task/complete', reviewer2.headers, { taskId: signs[1]?.taskId });
    const done = await instanceRow(instance.instanceId);
    expect(done?.status).toBe('completed');
    expect(done?.taken).toContain('toApproved');
    expect(done?.finished).toContain('approvedEnd');

    // Exported back exactly as imported (flowable:*, modeler:* and CDATA kept).
    const back = (await call('GET', `/flowable/flowable/getXml/${modelId}`, admin)).json().data;
    expect(back).toBe(xml);
    const file = await call('GET', `/flowable/definition/processFile/xml/${definitionId}`, admin);
    expect(file.body).toBe(xml);
    for (const attribute of [
      'flowable:candidateGroups="d103"',
      'flowable:collection="${signers}"',
      'flowable:formKey="plan_form"',
    ]) {
      expect(file.body).toContain(attribute);
    }
  });

  it('waits for a message, and lets a signal interrupt a task, on every instance waiting for it', async () => {
    const start = (bizId: string) =>
      runtime.start(actor(applicant, 'wf_applicant'), { definitionKey: 'events_flow', bizTable: 'test', bizId });
    const a = (await start('ev-1')).instance;
    const b = (await start('ev-2')).instance;
    expect((await instanceRow(a.instanceId))?.awaiting).toEqual([
      { kind: 'message', ref: 'Message_paid', name: '付款确认' },
    ]);
    expect(await openTasks(a.instanceId)).toEqual([]);
    // A signal nobody waits for reaches no one; a message the instance does not wait for is refused.
    expect(
      (await call('POST', '/flowable/processInstance/signal', admin, { signalName: '全面停工' })).json().data,
    ).toBe(0);
    const wrong = await call('POST', '/flowable/processInstance/message', admin, {
      instanceId: a.instanceId,
      messageName: '验收',
    });
    expect(wrong.json()).toMatchObject({ code: 500, msg: '流程实例没有在等待「验收」' });
    // Only holders of flowable:definition:edit deliver.
    const refused = await call('POST', '/flowable/processInstance/message', applicant.headers, {
      instanceId: a.instanceId,
      messageName: '付款确认',
    });
    expect(refused.json().code).toBe(403);
    for (const instance of [a, b]) {
      const paid = await call('POST', '/flowable/processInstance/message', admin, {
        instanceId: instance.instanceId,
        messageName: '付款确认',
        variables: { amount: 1200 },
      });
      expect(paid.json()).toMatchObject({ code: 200 });
    }
    expect((await openTasks(a.instanceId)).map((t) => t.elementId)).toEqual(['work']);
    expect((await instanceRow(a.instanceId))?.variables).toMatchObject({ amount: 1200 });
    // The signal interrupts the task of both instances.
    const thrown = (
      await call('POST', '/flowable/processInstance/signal', admin, { signalName: 'Signal_stop' })
    ).json();
    expect(thrown.data).toBe(2);
    for (const instance of [a, b]) {
      const row = await instanceRow(instance.instanceId);
      expect(row?.status).toBe('completed');
      expect(row?.taken).toContain('f4');
      expect(await openTasks(instance.instanceId)).toEqual([]);
    }
  });

  it('identity/init drops candidates and assignees that left the directory, idempotently', async () => {
    const { instance, tasks } = await startReview('wo-id');
    await runtime.complete(actor(applicant, 'wf_applicant'), tasks[0]?.taskId ?? 0);
    const [review] = await openTasks(instance.instanceId);
    await db.update(sysUser).set({ status: '1' }).where(eq(sysUser.userId, reviewer2.userId));
    try {
      const refused = await call('POST', '/flowable/identity/init', reviewer1.headers);
      expect(refused.json().code).toBe(403);
      const first = (await call('POST', '/flowable/identity/init', admin)).json();
      expect(first.code).toBe(200);
      expect(first.data.candidatesRemoved).toBeGreaterThanOrEqual(1);
      const left = await db
        .select()
        .from(wfTaskCandidate)
        .where(eq(wfTaskCandidate.taskId, review?.taskId ?? 0));
      expect(left.map((c) => c.refId)).toEqual([reviewer1.userId]);
      const again = (await call('POST', '/flowable/identity/init', admin)).json();
      expect(again.data).toEqual({ candidatesRemoved: 0, tasksUnassigned: 0 });
    } finally {
      await db.update(sysUser).set({ status: '0' }).where(eq(sysUser.userId, reviewer2.userId));
    }
  });

  it('refuses hostile variables and a definition that is not deployed', async () => {
    const { tasks } = await startReview('wo-12');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/prod-api/flowable/task/complete',
      headers: { ...applicant.headers, 'content-type': 'application/json' },
      payload: `{"taskId":${tasks[0]?.taskId},"variables":{"__proto__":{"admin":true}}}`,
    });
    expect(res.json().code).not.toBe(200);
    expect(await openTasks(tasks[0]?.instanceId ?? 0)).toHaveLength(1);
    await expect(
      runtime.start(actor(applicant, 'wf_applicant'), { definitionKey: 'nope', bizTable: 'x', bizId: '1' }),
    ).rejects.toMatchObject({ key: 'workflow.definition.missing' });
  });

  it('refuses to delete a definition with running instances, unless an admin asks for the cascade', async () => {
    const refused = await call('POST', `/flowable/definition/delete/?id=${fixtureIds.review}`, admin);
    expect(refused.json()).toMatchObject({ code: 500 });
    expect(refused.json().msg).toMatch(/^该流程定义还有 \d+ 个运行中的流程实例，不能删除$/);
    const cascade = await call('POST', `/flowable/definition/delete/?id=${fixtureIds.review}&cascade=true`, admin);
    expect(cascade.json()).toMatchObject({ code: 200 });
    const running = await db
      .select()
      .from(wfInstance)
      .where(and(eq(wfInstance.definitionId, fixtureIds.review), eq(wfInstance.status, 'running')));
    expect(running).toEqual([]);
    expect(
      (await todoOf(reviewer1.headers)).rows.filter(
        (r: { definitionKey: string }) => r.definitionKey === 'review_flow',
      ),
    ).toEqual([]);
  });
});
