import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loggedInSocket, tokenOf, wsUrl } from '../../test/ws-client.ts';
import { sysMessage } from '../messages/messages.tables.ts';
import { wfInstance, wfTask } from '../workflow/workflow.tables.ts';
import { type Call, problemsSuite } from './problems-test-kit.ts';

const { ctx, db, w, inspector, collab, member, approver, outsider, photo, problemOf, report } =
  await problemsSuite('problem-status');
await ctx.app.listen({ port: 0, host: '127.0.0.1' });

const newProblem = (name = '外墙渗水') => report({ name, implementerIds: [w.collaborator.userId, w.member.userId] });
const rectify = (call: Call, problemId: number, content: string) =>
  call('POST', '/business/quality/addQualityProblemRectification', { problemId, content, files: photo });
const setStatus = (call: Call, problemId: number, status: number) =>
  call('PUT', '/business/quality/updateProblemStatus', { problemId, status });
const openTask = async (instanceId: number) =>
  (
    await db
      .select()
      .from(wfTask)
      .where(and(eq(wfTask.instanceId, instanceId), eq(wfTask.status, 'open')))
  )[0];

describe('problem status', () => {
  it('refuses 2 and 3 without a rectification, and quick completion without the project permission', async () => {
    const id = await newProblem();
    expect(await setStatus(collab, id, 2)).toEqual({ code: 500, msg: '请填写整改信息' });
    expect(await setStatus(collab, id, 3)).toEqual({ code: 500, msg: '请填写整改信息' });
    expect(
      await db
        .select()
        .from(wfInstance)
        .where(eq(wfInstance.bizId, String(id))),
    ).toEqual([]);
    await rectify(member, id, '已修补');
    expect(await setStatus(member, id, 3)).toEqual({ code: 500, msg: '没有快速完成问题的权限' });
    expect((await problemOf(id))?.status).toBe(1);
    expect(await setStatus(collab, id, 3)).toMatchObject({ code: 200 });
    expect((await problemOf(id))?.status).toBe(3);
    expect(await setStatus(collab, id, 2)).toEqual({ code: 500, msg: '问题已申请完成或整改完成' });
    expect((await rectify(collab, id, '再修一次')).msg).toBe('问题已申请完成或整改完成，不能再添加整改');
  });

  it('applying starts quality_improvement with the first rectification; rejection → 1 with the reason; approval → 3', async () => {
    const id = await newProblem('楼梯扶手松动');
    await rectify(collab, id, '紧固螺栓');
    await rectify(collab, id, '更换底座');
    expect(await setStatus(collab, id, 2)).toMatchObject({ code: 200 });
    const applied = await problemOf(id);
    expect(applied?.status).toBe(2);
    const [instance] = await db
      .select()
      .from(wfInstance)
      .where(eq(wfInstance.bizId, String(id)));
    expect(instance).toMatchObject({
      bizTable: 'quality_improvement',
      definitionKey: 'quality_improvement',
      starterId: w.collaborator.userId,
      status: 'running',
      instanceId: applied?.instanceId,
    });
    expect(instance?.variables).toMatchObject({ planContent: '紧固螺栓', planName: '楼梯扶手松动', bizId: String(id) });
    // Their own submit step was done with the application: no 待办 message tells them of it.
    const toApplicant = await db
      .select({ title: sysMessage.title })
      .from(sysMessage)
      .where(and(eq(sysMessage.recipient, w.collaborator.userId), eq(sysMessage.relateTable, 'workflow_task')));
    expect(toApplicant).toEqual([]);
    expect(await setStatus(collab, id, 2)).toEqual({ code: 500, msg: '问题已申请完成或整改完成' });
    expect(await setStatus(inspector, id, 3)).toEqual({ code: 500, msg: '问题已申请完成或整改完成' });

    // The approver (role 审批人) rejects with a reason: back to 1, the creator is told.
    const task = await openTask(instance?.instanceId ?? 0);
    expect(task?.name).toBe('整改审批');
    // The approver is no member of the project: they read the rectifications through the approval.
    expect((await approver('GET', `/business/quality/listQualityProblemRectification?problemId=${id}`)).code).toBe(403);
    const seen = await approver('GET', `/business/quality/listApprovalRectification/${instance?.instanceId}`);
    expect(seen.total).toBe(2);
    expect(seen.rows?.map((r) => (r as { content: string; files: string }).content)).toEqual(['紧固螺栓', '更换底座']);
    expect((seen.rows?.[0] as { files: string } | undefined)?.files).toBe(photo);
    expect((await outsider('GET', `/business/quality/listApprovalRectification/${instance?.instanceId}`)).code).toBe(
      403,
    );
    const reject = await approver('POST', '/flowable/task/reject', {
      taskId: task?.taskId,
      comment: '照片不清晰',
      target: 'starter',
    });
    expect(reject.code).toBe(200);
    expect(await problemOf(id)).toMatchObject({ status: 1, rejectReason: '照片不清晰' });
    const [told] = await db
      .select()
      .from(sysMessage)
      .where(
        and(eq(sysMessage.recipient, w.inspector.userId), eq(sysMessage.relateTable, 'quality_problem_rectification')),
      )
      .orderBy(desc(sysMessage.id));
    expect(told).toMatchObject({ relateId: String(id), content: '照片不清晰' });
    expect(told?.title).toBe('问题「楼梯扶手松动」的完成申请被驳回：照片不清晰');
    const row = (await inspector('GET', `/business/quality/getQualityProblem/${id}`)).data;
    expect(row).toMatchObject({ status: 1, rejectReason: '照片不清晰' });

    // Rectified again and applied again: the same approval is sent back; the approver approves.
    await rectify(collab, id, '重新拍照');
    expect(await setStatus(collab, id, 2)).toMatchObject({ code: 200 });
    expect((await problemOf(id))?.status).toBe(2);
    const again = await openTask(instance?.instanceId ?? 0);
    expect(again?.name).toBe('整改审批');
    expect((await approver('POST', '/flowable/task/complete', { taskId: again?.taskId, comment: '同意' })).code).toBe(
      200,
    );
    expect(await problemOf(id)).toMatchObject({ status: 3, rejectReason: null });
    const [done] = await db
      .select()
      .from(wfInstance)
      .where(eq(wfInstance.instanceId, instance?.instanceId ?? 0));
    expect(done?.status).toBe('completed');
  });

  it('pushes chat messages and status changes live to sockets subscribed to the problem, only for members', async () => {
    const id = await newProblem('塔吊基础积水');
    const url = wsUrl(ctx.app);
    const mine = await loggedInSocket(url, 'pb_inspector', tokenOf(w.inspector.headers));
    const theirs = await loggedInSocket(url, 'pb_outsider', tokenOf(w.outsider.headers));
    mine.send({ act: 'subscribe', topic: `problem:${id}` });
    expect(await mine.next((f) => f.act === 'subscribe')).toEqual({
      act: 'subscribe',
      topic: `problem:${id}`,
      code: 200,
    });
    theirs.send({ act: 'subscribe', topic: `problem:${id}` });
    expect(await theirs.next((f) => f.act === 'subscribe')).toEqual({
      act: 'subscribe',
      topic: `problem:${id}`,
      code: 403,
    });
    mine.send({ act: 'subscribe', topic: 'nothing:1' });
    expect(
      await mine.next((f) => f.act === 'subscribe' && (f as { topic?: string }).topic === 'nothing:1'),
    ).toMatchObject({
      code: 403,
    });

    await collab('POST', '/business/quality/addQualityProblemComment', { problemId: id, commentDetail: '已安排抽水' });
    const pushed = await mine.next((f) => f.act === 'topic');
    expect(pushed).toMatchObject({
      act: 'topic',
      topic: `problem:${id}`,
      event: 'comment',
      data: { problemId: id, commentDetail: '已安排抽水', creator: 'pb_collab', userId: w.collaborator.userId },
    });
    await rectify(collab, id, '已抽水');
    await setStatus(collab, id, 3);
    expect(await mine.next((f) => f.act === 'topic' && (f as { event?: string }).event === 'status')).toMatchObject({
      data: { problemId: id, status: 3 },
    });

    mine.send({ act: 'unsubscribe', topic: `problem:${id}` });
    mine.send({ act: 'heartbeat' });
    await mine.next((f) => f.act === 'heartbeat');
    await collab('POST', '/business/quality/addQualityProblemComment', { problemId: id, commentDetail: '第二条' });
    mine.send({ act: 'heartbeat' });
    await mine.next((f) => f.act === 'heartbeat' && mine.frames.filter((x) => x.act === 'heartbeat').length >= 2);
    expect(
      mine.frames.filter(
        (f) => f.act === 'topic' && (f.data as { commentDetail?: string })?.commentDetail === '第二条',
      ),
    ).toEqual([]);
    expect(theirs.frames.filter((f) => f.act === 'topic')).toEqual([]);
    mine.close();
    theirs.close();
  });
});
