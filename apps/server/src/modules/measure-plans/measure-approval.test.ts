import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { sysMessage } from '../messages/messages.tables.ts';
import { counts, data, PDF, type User, upload } from '../quality/quality-test-kit.ts';
import { wfInstance, wfTask, wfTaskCandidate } from '../workflow/workflow.tables.ts';
import { bizMeasurePlan } from './measure-plans.tables.ts';
import { BASE, inEnglish, MEASURE_TABLES, measuresWorld, ok } from './measure-plans-test-kit.ts';

const world = await measuresWorld('ma');
const { ctx, keeper, owner, viewer, approver, projectA } = world;
afterAll(() => world.app.close());
const db = ctx.database.db;

const stored = async (measureId: number) =>
  (await db.select().from(bizMeasurePlan).where(eq(bizMeasurePlan.measureId, measureId)))[0];

/** The user's open task of the measure in 待办 (/system/order/myTodoList). */
async function todoOf(user: User, measureId: number) {
  const list = await ok(user.call('GET', '/system/order/myTodoList'));
  return (list.rows as { bizTable: string; bizId: string; taskId: number; title: string; taskName: string }[]).find(
    (r) => r.bizTable === 'biz_measure_plan' && r.bizId === String(measureId),
  );
}

async function messageTo(userId: number, titleKey: string) {
  const [row] = await db
    .select()
    .from(sysMessage)
    .where(and(eq(sysMessage.recipient, userId), eq(sysMessage.titleKey, titleKey)));
  return row;
}

describe('措施审批', () => {
  let measureId: number;

  it('apply: 草稿 → 审批中; the measure waits in the approver’s 待办 and is locked', async () => {
    measureId = (
      await ok(
        keeper.call('POST', BASE, {
          projectId: projectA,
          title: '安全技术交底（塔吊安拆）',
          category: '0',
          content: '塔吊安拆前对作业人员交底：警戒区、风速 ≥ 6 级停止作业、持证上岗。',
          ownerId: owner.userId,
          deadline: '2031-03-01',
        }),
      )
    ).data;
    // Who may only read may not apply.
    expect((await data(viewer.call('POST', `${BASE}/apply`, { measureId }))).code).toBe(403);
    await ok(keeper.call('POST', `${BASE}/apply`, { measureId, remark: '请审批' }));
    const row = await stored(measureId);
    expect(row).toMatchObject({ status: '1', applyUserId: keeper.userId, applyBy: 'makeeper', rejectReason: null });
    const [instance] = await db
      .select()
      .from(wfInstance)
      .where(eq(wfInstance.instanceId, row?.orderId ?? 0));
    expect(instance).toMatchObject({ bizTable: 'biz_measure_plan', bizId: String(measureId), status: 'running' });
    expect(await todoOf(approver, measureId)).toMatchObject({
      title: '安全技术交底（塔吊安拆）',
      taskName: '措施审批',
    });
    // Not twice, no change and no delete while in approval.
    const before = await counts(ctx, MEASURE_TABLES);
    expect(await data(keeper.call('POST', `${BASE}/apply`, { measureId }))).toEqual({
      code: 500,
      msg: '只有草稿或已驳回的措施可以提交审批',
    });
    expect((await inEnglish(ctx, keeper)('PUT', BASE, { measureId, title: 'x' })).json().msg).toMatch(/^Parameter/);
    const edit = {
      measureId,
      title: '改',
      category: '0',
      content: '改',
      ownerId: owner.userId,
      deadline: '2031-03-01',
    };
    expect(await data(keeper.call('PUT', BASE, edit))).toEqual({ code: 500, msg: '只有草稿或已驳回的措施可以修改' });
    expect(await data(keeper.call('DELETE', `${BASE}/${measureId}`))).toEqual({
      code: 500,
      msg: '措施「安全技术交底（塔吊安拆）」正在审批中，不能删除',
    });
    expect((await inEnglish(ctx, keeper)('DELETE', `${BASE}/${measureId}`)).json().msg).toBe(
      'The measure "安全技术交底（塔吊安拆）" is in approval and cannot be deleted',
    );
    expect(await counts(ctx, MEASURE_TABLES)).toEqual(before);
    expect(await stored(measureId)).toEqual(row);
  });

  /** The other table's record of the same id (kept open while the measure is rejected by name). */
  let twins = { instanceId: 0, taskId: 0 };

  it('taskDealBh never guesses between business tables: an id open in two is refused until bizTable names one', async () => {
    // A record of another business table with the same id, waiting for the same approver: the
    // measure's instance and open task copied under biz_plan (ids of different tables may be equal).
    const row = await stored(measureId);
    const [instance] = await db
      .select()
      .from(wfInstance)
      .where(eq(wfInstance.instanceId, row?.orderId ?? 0));
    if (!instance) throw new Error('no instance');
    const { instanceId: _i, ...copy } = instance;
    const [twin] = await db
      .insert(wfInstance)
      .values({ ...copy, bizTable: 'biz_plan' })
      .returning();
    const [open] = await db
      .select()
      .from(wfTask)
      .where(and(eq(wfTask.instanceId, instance.instanceId), eq(wfTask.status, 'open')));
    if (!open || !twin) throw new Error('no open task');
    const { taskId: _t, ...task } = open;
    const [twinTask] = await db
      .insert(wfTask)
      .values({ ...task, instanceId: twin.instanceId })
      .returning();
    const offers = await db.select().from(wfTaskCandidate).where(eq(wfTaskCandidate.taskId, open.taskId));
    await db
      .insert(wfTaskCandidate)
      .values(offers.map(({ taskId: _c, ...offer }) => ({ ...offer, taskId: twinTask?.taskId ?? 0 })));
    const reject = { bizId: String(measureId), approve: 2, message: '不行' };
    expect(await data(approver.call('POST', '/system/order/taskDealBh', reject))).toEqual({
      code: 500,
      msg: `业务 ${measureId} 在多个业务表（biz_measure_plan, biz_plan）中都有您的待办任务，请指定业务表 bizTable`,
    });
    expect(
      (await inEnglish(ctx, approver)('POST', '/system/order/taskDealBh', { ...reject, bizTable: 'biz_other' })).json(),
    ).toEqual({ code: 500, msg: `The record ${measureId} has no open task you can handle` });
    expect(await stored(measureId)).toMatchObject({ status: '1' });
    twins = { instanceId: twin.instanceId, taskId: twinTask?.taskId ?? 0 };
  });

  it('rejected by taskDealBh approve=2: 已驳回 with the reason, and a message to the applicant', async () => {
    // Someone who holds no task of it cannot reject it.
    expect(
      (
        await data(
          viewer.call('POST', '/system/order/taskDealBh', { bizId: String(measureId), approve: 2, message: '不行' }),
        )
      ).code,
    ).not.toBe(200);
    await ok(
      approver.call('POST', '/system/order/taskDealBh', {
        bizId: String(measureId),
        bizTable: 'biz_measure_plan',
        approve: '2',
        message: '缺少风速监测要求',
      }),
    );
    // Named, the measure's task went back; the other table's record of the same id is untouched.
    const [twin] = await db.select().from(wfTask).where(eq(wfTask.taskId, twins.taskId));
    expect(twin?.status).toBe('open');
    await db.delete(wfTaskCandidate).where(eq(wfTaskCandidate.taskId, twins.taskId));
    await db.delete(wfTask).where(eq(wfTask.taskId, twins.taskId));
    await db.delete(wfInstance).where(eq(wfInstance.instanceId, twins.instanceId));
    expect(await stored(measureId)).toMatchObject({ status: '3', rejectReason: '缺少风速监测要求' });
    const read = (await ok(viewer.call('GET', `${BASE}/${measureId}`))).data;
    expect(read).toMatchObject({ status: '3', rejectReason: '缺少风速监测要求' });
    expect(await messageTo(keeper.userId, 'message.measureRejected')).toMatchObject({
      title: '措施「安全技术交底（塔吊安拆）」的审批被驳回：缺少风速监测要求',
      content: '缺少风速监测要求',
      projectId: projectA,
    });
    const approval = (await ok(viewer.call('GET', `${BASE}/approval/${measureId}`))).data;
    expect(approval).toMatchObject({ status: '3', rejectReason: '缺少风速监测要求' });
    expect(approval.steps.map((s: { taskName: string; approve: string | null }) => [s.taskName, s.approve])).toEqual([
      ['提交措施', '1'],
      ['措施审批', '2'],
      ['提交措施', null],
    ]);
    expect(await todoOf(approver, measureId)).toBeUndefined();
  });

  it('changed and applied again: the same approval goes on; approved in 待办 → 已批准 and a message', async () => {
    const file = await upload(ctx, keeper, '交底记录.pdf', PDF);
    await ok(
      keeper.call('PUT', BASE, {
        measureId,
        title: '安全技术交底（塔吊安拆）',
        category: '0',
        content: '塔吊安拆前交底：警戒区、风速监测（≥ 6 级停止作业）、持证上岗。',
        ownerId: owner.userId,
        deadline: '2031-03-01',
        attachments: file.data.url,
      }),
    );
    const orderId = (await stored(measureId))?.orderId;
    await ok(keeper.call('POST', `${BASE}/apply`, { measureId }));
    expect(await stored(measureId)).toMatchObject({ status: '1', rejectReason: null, orderId });
    const task = await todoOf(approver, measureId);
    expect(task).toBeDefined();
    await ok(approver.call('POST', '/system/order/taskDeal', { taskId: task?.taskId, approve: 1, message: '同意' }));
    expect(await stored(measureId)).toMatchObject({ status: '2', orderId });
    expect(await messageTo(keeper.userId, 'message.measureApproved')).toMatchObject({
      title: '措施「安全技术交底（塔吊安拆）」已批准',
    });
    const approval = (await ok(viewer.call('GET', `${BASE}/approval/${measureId}`))).data;
    expect(approval.steps.at(-1)).toMatchObject({
      taskName: '措施审批',
      approve: '1',
      comment: '同意',
      assignee: 'maapprover',
    });
    // An approved measure is not changed any more.
    expect((await data(keeper.call('POST', `${BASE}/apply`, { measureId }))).code).toBe(500);
  });

  it('the owner completes an approved measure with a note; nobody else does', async () => {
    const done = { measureId, completionNote: '已于 2 月 25 日完成交底，32 人签字。' };
    expect(await data(keeper.call('POST', `${BASE}/complete`, done))).toEqual({
      code: 500,
      msg: '只有负责人 maowner 可以完成该措施',
    });
    expect(
      (await inEnglish(ctx, keeper)('POST', `${BASE}/complete`, { measureId, completionNote: '' })).json().msg,
    ).toMatch(/^Parameter completionNote/);
    expect((await data(viewer.call('POST', `${BASE}/complete`, done))).code).toBe(403);
    expect(await stored(measureId)).toMatchObject({ status: '2', completionNote: '' });
    const file = await upload(ctx, owner, '签字表.pdf', PDF);
    await ok(owner.call('POST', `${BASE}/complete`, { ...done, completionFiles: file.data.url }));
    const row = await stored(measureId);
    expect(row).toMatchObject({
      status: '4',
      completionNote: '已于 2 月 25 日完成交底，32 人签字。',
      completionFiles: file.data.url,
      completedBy: 'maowner',
    });
    expect(row?.completeTime).toBeInstanceOf(Date);
    expect(await data(owner.call('POST', `${BASE}/complete`, done))).toEqual({
      code: 500,
      msg: '只有已批准的措施可以完成',
    });
    // Done is never overdue, whatever its deadline.
    await db.update(bizMeasurePlan).set({ deadline: '2020-01-01' }).where(eq(bizMeasurePlan.measureId, measureId));
    const list = await ok(viewer.call('GET', `/business/measure/list?projectId=${projectA}&overdue=1`));
    expect(list.total).toBe(0);
    expect((await ok(viewer.call('GET', `${BASE}/${measureId}`))).data).toMatchObject({ status: '4', overdue: false });
  });
});
