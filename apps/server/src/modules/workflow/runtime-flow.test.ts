import { tableResult, taskRow } from '@zj/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runtimeWorld } from './runtime-test-kit.ts';
import { wfComment, wfTaskCandidate } from './workflow.tables.ts';

const world = await runtimeWorld();
const { db, runtime, call, actor, startReview } = world;
const { applicant, reviewer1, reviewer2, outsider, manager, signer } = world.people;
const { openTasks, instanceRow, todoOf, messagesTo } = world.reads;

describe('workflow runtime', () => {
  it('starts a process: the first task goes to its starter, the state is persisted', async () => {
    const { instance, tasks } = await startReview('wo-1');
    expect(instance).toMatchObject({ status: 'running', starterId: applicant.userId, bizId: 'wo-1', version: 1 });
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({
      elementId: 'submit',
      name: '填写申请',
      assigneeId: applicant.userId,
      formKey: 'quality_improvement',
    });
    const row = await instanceRow(instance.instanceId);
    expect(row?.state).toMatchObject({ state: 'running' });
    expect(JSON.stringify(row?.state)).not.toContain('"source"');
    expect(row?.finished).toEqual(['start']);
    expect(row?.taken).toEqual(['toSubmit']);
    const todo = await todoOf(applicant.headers);
    expect(todo.total).toBe(1);
    expect(todo.rows[0]).toMatchObject({
      taskName: '填写申请',
      processName: '复核流程',
      startUserName: 'wf_applicant',
      assigneeId: applicant.userId,
      assigneeName: 'wf_applicant',
    });
    // Written without its response schema: the answer still is the contract's table of taskRow.
    expect(() => tableResult(taskRow).parse(todo)).not.toThrow();
    // A page past the end: no rows, the total still counted.
    const past = (await call('GET', '/flowable/task/todoList?pageNum=3&pageSize=10', applicant.headers)).json();
    expect(past).toMatchObject({ code: 200, rows: [], total: 1 });
    // Filtered by process name (another statement): the same rows, the same wire shape.
    const named = (
      await call('GET', `/flowable/task/todoList?processName=${encodeURIComponent('复核')}`, applicant.headers)
    ).json();
    expect(named).toEqual(todo);
    expect(() => tableResult(taskRow).parse(named)).not.toThrow();
    for (const one of [todo, named]) {
      expect(Object.keys(one.rows[0]).sort()).toEqual(Object.keys(taskRow.shape).sort());
      expect(one.rows[0].createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    }
    const none = (await call('GET', '/flowable/task/todoList?processName=nothing', applicant.headers)).json();
    expect(none).toMatchObject({ rows: [], total: 0 });
  });

  it('completes, offers the next task to its candidates (and only them), and notifies them', async () => {
    const { instance, tasks } = await startReview('wo-2');
    const submit = tasks[0];
    // Someone else cannot complete the applicant's task.
    const foreign = await call('POST', '/flowable/task/complete', outsider.headers, { taskId: submit?.taskId });
    expect(foreign.json()).toMatchObject({ code: 500, msg: '您不是该任务的处理人' });
    const res = await call('POST', '/flowable/task/complete', applicant.headers, {
      taskId: submit?.taskId,
      comment: '请复核',
    });
    expect(res.json()).toMatchObject({ code: 200 });
    const [review] = await openTasks(instance.instanceId);
    expect(review).toMatchObject({ elementId: 'review', assigneeId: null, priority: 80 });
    expect(review?.buttons.map((b) => b.code)).toEqual(['approve', 'reject']);
    const candidates = await db
      .select()
      .from(wfTaskCandidate)
      .where(eq(wfTaskCandidate.taskId, review?.taskId ?? 0));
    expect(candidates.map((c) => c.refId).sort()).toEqual([reviewer1.userId, reviewer2.userId].sort());
    expect((await todoOf(reviewer1.headers)).rows.map((r: { taskId: number }) => r.taskId)).toContain(review?.taskId);
    expect((await todoOf(reviewer2.headers)).rows.map((r: { taskId: number }) => r.taskId)).toContain(review?.taskId);
    expect((await todoOf(outsider.headers)).total).toBe(0);
    const sent = await messagesTo(reviewer2.userId);
    expect(sent.at(-1)).toMatchObject({
      title: '待办：复核流程「复核」',
      relateTable: 'workflow_task',
      relateId: String(review?.taskId),
    });
    const count = (await call('GET', '/flowable/task/todoCount', reviewer1.headers)).json();
    expect(count.data).toBeGreaterThanOrEqual(1);
  });

  it('lets exactly one of two candidates complete the same task at once', async () => {
    const { instance, tasks } = await startReview('wo-3');
    await runtime.complete(actor(applicant, 'wf_applicant'), tasks[0]?.taskId ?? 0);
    const [review] = await openTasks(instance.instanceId);
    const answers = await Promise.all(
      [reviewer1, reviewer2].map((r) =>
        call('POST', '/flowable/task/complete', r.headers, { taskId: review?.taskId, comment: 'ok' }),
      ),
    );
    const codes = answers.map((a) => a.json().code).sort();
    expect(codes).toEqual([200, 500]);
    expect(answers.map((a) => a.json().msg)).toContain('任务已被处理（可能已被他人处理），请刷新');
    const open = await openTasks(instance.instanceId);
    expect(open.map((t) => t.elementId)).toEqual(['final']);
    expect((await instanceRow(instance.instanceId))?.version).toBe(3);
  });

  it('rejects to the starter with a reason; the starter is told, resubmits, and the process ends approved', async () => {
    const { instance, tasks } = await startReview('wo-4');
    await runtime.complete(actor(applicant, 'wf_applicant'), tasks[0]?.taskId ?? 0, { variables: { title: 'v1' } });
    const [review] = await openTasks(instance.instanceId);
    const rejected = await call('POST', '/flowable/task/reject', reviewer1.headers, {
      taskId: review?.taskId,
      comment: '照片不清楚',
      target: 'starter',
    });
    expect(rejected.json()).toMatchObject({ code: 200 });
    expect((await instanceRow(instance.instanceId))?.status).toBe('rejected');
    const [back] = await openTasks(instance.instanceId);
    expect(back).toMatchObject({ elementId: 'submit', assigneeId: applicant.userId });
    expect((await messagesTo(applicant.userId)).at(-1)).toMatchObject({
      title: '您的申请「复核流程」被驳回：照片不清楚',
      relateTable: 'sys_work_order',
      relateId: 'wo-4',
    });
    // Only the starter resubmits.
    const stranger = await call('POST', '/flowable/task/resubmit', reviewer1.headers, {
      instanceId: instance.instanceId,
    });
    expect(stranger.json()).toMatchObject({ code: 500, msg: '只有发起人可以执行此操作' });
    const again = await call('POST', '/flowable/task/resubmit', applicant.headers, {
      instanceId: instance.instanceId,
      comment: '已补拍',
      variables: { title: 'v2' },
    });
    expect(again.json()).toMatchObject({ code: 200 });
    const [review2] = await openTasks(instance.instanceId);
    expect(review2?.elementId).toBe('review');
    expect((await instanceRow(instance.instanceId))?.status).toBe('running');
    await call('POST', '/flowable/task/complete', reviewer2.headers, { taskId: review2?.taskId });
    const [final] = await openTasks(instance.instanceId);
    expect(final).toMatchObject({ elementId: 'final', assigneeId: manager.userId });
    await call('POST', '/flowable/task/complete', manager.headers, { taskId: final?.taskId, comment: '同意' });
    const done = await instanceRow(instance.instanceId);
    expect(done).toMatchObject({ status: 'completed' });
    expect(done?.endTime).toBeInstanceOf(Date);
    expect(done?.variables).toMatchObject({ title: 'v2', approve: 1 });
    expect(done?.finished).toEqual(expect.arrayContaining(['start', 'submit', 'review', 'decision', 'final', 'end']));
    expect(done?.taken).toEqual(expect.arrayContaining(['toSubmit', 'toReview', 'toDecision', 'toFinal', 'toEnd']));
    expect((await messagesTo(applicant.userId)).at(-1)).toMatchObject({ title: '您的申请「复核流程」已通过' });

    const comments = (await call('GET', '/flowable/task/commentsByBizId?bizId=wo-4', applicant.headers)).json();
    expect(comments.data.map((c: { action: string }) => c.action)).toEqual([
      'start',
      'approve',
      'reject',
      'resubmit',
      'approve',
      'approve',
    ]);
    expect(comments.data[2]).toMatchObject({ userName: 'wf_reviewer1', comment: '照片不清楚', taskName: '复核' });
    // Someone who took no part sees nothing of it.
    const hidden = (await call('GET', '/flowable/task/commentsByBizId?bizId=wo-4', outsider.headers)).json();
    expect(hidden.data).toEqual([]);

    const status = (
      await call('GET', `/flowable/processInstance/status/${instance.instanceId}`, applicant.headers)
    ).json();
    expect(status.data).toMatchObject({ instance: { status: 'completed', processName: '复核流程' }, active: [] });
    expect(status.data.xml).toContain('review_flow');
    expect(
      (await call('GET', `/flowable/processInstance/status/${instance.instanceId}`, outsider.headers)).json().code,
    ).toBe(403);
  });

  it('rejects to the starter in a process whose own revise loop leads back there, and still ends', async () => {
    const { instance, tasks } = await runtime.start(actor(applicant, 'wf_applicant'), {
      definitionKey: 'revise_loop',
      bizTable: 'test',
      bizId: 'loop-1',
      variables: { approver: reviewer1.userId },
    });
    await runtime.complete(actor(applicant, 'wf_applicant'), tasks[0]?.taskId ?? 0, { variables: { approve: 1 } });
    const [approve] = await openTasks(instance.instanceId);
    await call('POST', '/flowable/task/reject', reviewer1.headers, {
      taskId: approve?.taskId,
      comment: '补充',
      target: 'starter',
    });
    await call('POST', '/flowable/task/resubmit', applicant.headers, { instanceId: instance.instanceId });
    // The model's own loop (approve ≠ 1 → back to submit) once more, then approval ends it.
    const [again] = await openTasks(instance.instanceId);
    await call('POST', '/flowable/task/reject', reviewer1.headers, {
      taskId: again?.taskId,
      comment: '再补充',
      target: 'starter',
    });
    await call('POST', '/flowable/task/resubmit', applicant.headers, { instanceId: instance.instanceId });
    const [last] = await openTasks(instance.instanceId);
    expect(last?.elementId).toBe('approve');
    await call('POST', '/flowable/task/complete', reviewer1.headers, { taskId: last?.taskId });
    const row = await instanceRow(instance.instanceId);
    expect(row?.status).toBe('completed');
    expect(await openTasks(instance.instanceId)).toEqual([]);
  });

  it('returns a task to the previous task, which goes back to whoever handled it', async () => {
    const { instance, tasks } = await startReview('wo-5');
    await runtime.complete(actor(applicant, 'wf_applicant'), tasks[0]?.taskId ?? 0);
    const [review] = await openTasks(instance.instanceId);
    await runtime.complete(actor(reviewer2, 'wf_reviewer2'), review?.taskId ?? 0);
    const [final] = await openTasks(instance.instanceId);
    const res = await call('POST', '/flowable/task/reject', manager.headers, {
      taskId: final?.taskId,
      comment: '再看看',
    });
    expect(res.json()).toMatchObject({ code: 200 });
    const [back] = await openTasks(instance.instanceId);
    expect(back).toMatchObject({ elementId: 'review', assigneeId: reviewer2.userId });
    expect((await instanceRow(instance.instanceId))?.status).toBe('running');
    // An element that never ran is no target.
    const bad = await call('POST', '/flowable/task/reject', reviewer2.headers, {
      taskId: back?.taskId,
      comment: 'x',
      target: 'final',
    });
    expect(bad.json()).toMatchObject({ code: 500, msg: '只能退回到已完成的用户任务：final' });
    // A reason is required.
    const empty = await call('POST', '/flowable/task/reject', reviewer2.headers, { taskId: back?.taskId, comment: '' });
    expect(empty.json().code).toBe(500);
    expect((await openTasks(instance.instanceId)).map((t) => t.taskId)).toEqual([back?.taskId]);
  });

  it('lets the starter withdraw while nobody handled it, and not afterwards', async () => {
    const { instance, tasks } = await startReview('wo-6');
    await runtime.complete(actor(applicant, 'wf_applicant'), tasks[0]?.taskId ?? 0);
    const res = await call('POST', '/flowable/task/revokeProcess', applicant.headers, {
      instanceId: instance.instanceId,
    });
    expect(res.json()).toMatchObject({ code: 200 });
    expect((await instanceRow(instance.instanceId))?.status).toBe('withdrawn');
    expect(await openTasks(instance.instanceId)).toEqual([]);

    const second = await startReview('wo-7');
    await runtime.complete(actor(applicant, 'wf_applicant'), second.tasks[0]?.taskId ?? 0);
    const [review] = await openTasks(second.instance.instanceId);
    await runtime.complete(actor(reviewer1, 'wf_reviewer1'), review?.taskId ?? 0);
    const late = await call('POST', '/flowable/task/revokeProcess', applicant.headers, {
      instanceId: second.instance.instanceId,
    });
    expect(late.json()).toMatchObject({ code: 500, msg: '流程已被处理，不能撤回' });
    expect((await instanceRow(second.instance.instanceId))?.status).toBe('running');
  });

  it('delegates (the task comes back to its owner), transfers, and adds signers', async () => {
    const { instance, tasks } = await startReview('wo-8');
    await runtime.complete(actor(applicant, 'wf_applicant'), tasks[0]?.taskId ?? 0);
    await runtime.complete(actor(reviewer1, 'wf_reviewer1'), (await openTasks(instance.instanceId))[0]?.taskId ?? 0);
    const [final] = await openTasks(instance.instanceId);
    const delegated = await call('POST', '/flowable/task/delegate', manager.headers, {
      taskId: final?.taskId,
      userId: outsider.userId,
      comment: '请代为查看',
    });
    expect(delegated.json()).toMatchObject({ code: 200 });
    expect((await openTasks(instance.instanceId))[0]).toMatchObject({
      assigneeId: outsider.userId,
      ownerId: manager.userId,
    });
    await call('POST', '/flowable/task/complete', outsider.headers, { taskId: final?.taskId, comment: '看过了' });
    expect((await openTasks(instance.instanceId))[0]).toMatchObject({
      taskId: final?.taskId,
      assigneeId: manager.userId,
      ownerId: null,
    });
    // 加签: the signer must also complete before the process moves on.
    const added = await call('POST', '/flowable/task/addSign', manager.headers, {
      taskId: final?.taskId,
      userIds: [signer.userId],
    });
    expect(added.json()).toMatchObject({ code: 200 });
    await call('POST', '/flowable/task/complete', manager.headers, { taskId: final?.taskId });
    const remaining = await openTasks(instance.instanceId);
    expect(remaining).toHaveLength(1);
    expect(remaining[0]).toMatchObject({ elementId: 'final', assigneeId: signer.userId });
    expect((await instanceRow(instance.instanceId))?.status).toBe('running');
    await call('POST', '/flowable/task/complete', signer.headers, { taskId: remaining[0]?.taskId });
    expect((await instanceRow(instance.instanceId))?.status).toBe('completed');
    const actions = await db
      .select()
      .from(wfComment)
      .where(eq(wfComment.instanceId, instance.instanceId))
      .orderBy(wfComment.commentId);
    expect(actions.map((c) => c.action)).toEqual([
      'start',
      'approve',
      'approve',
      'delegate',
      'resolve',
      'addSign',
      'approve',
      'approve',
    ]);
  });
});
