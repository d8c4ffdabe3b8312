import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { sysMessage } from '../messages/messages.tables.ts';
import { counts, data } from '../quality/quality-test-kit.ts';
import { addPlan, EVERY_DAY, link, ok, PLAN_TABLES, plansWorld, task } from './plans-test-kit.ts';

const world = await plansWorld('pa');
const { ctx, keeper, viewer, approver, projectA } = world;
afterAll(() => world.app.close());

const base = { projectId: projectA, planGroup: '0', startDate: '2027-03-01', calendar: EVERY_DAY };

/** The approver's open task of the plan in applylist. */
async function taskOf(planId: number): Promise<string | undefined> {
  const list = await ok(approver.call('GET', '/business/plan/applylist'));
  return list.rows.find((r: { planId: number }) => r.planId === planId)?.taskId ?? undefined;
}

describe('approval through 计划审批', () => {
  let planId: number;
  let ids: number[];

  it('apply: 编制中 → 审批中; the plan waits in the approver’s applylist and in my applications', async () => {
    planId = await addPlan(keeper, {
      ...base,
      planName: '一号楼总计划',
      tasks: [task('a', 3, { taskName: '基础' }), task('b', 5, { taskName: '主体' })],
      links: [link('a', 'b')],
    });
    // Nothing to approve in an empty plan.
    const empty = await addPlan(keeper, { ...base, planName: '空' });
    expect(await data(keeper.call('POST', '/business/plan/apply', { planId: empty }))).toEqual({
      code: 500,
      msg: '计划没有任务，不能提交审批',
    });
    await ok(keeper.call('POST', '/business/plan/apply', { planId, remark: '请审批' }));
    const plan = (await ok(viewer.call('GET', `/business/plan/${planId}`))).data;
    expect(plan).toMatchObject({ status: '1', versionNo: 0 });
    expect(plan.orderId).not.toBeNull();
    ids = plan.tasks.map((t: { taskId: number }) => t.taskId);
    expect(await taskOf(planId)).toBeDefined();
    const mine = await ok(keeper.call('GET', '/business/plan/getUserApplylist'));
    expect(mine.rows[0]).toMatchObject({ planId, planName: '一号楼总计划', projectName: 'pa-甲项目', status: '1' });
    // Not twice, and no edit or delete while in approval.
    expect((await data(keeper.call('POST', '/business/plan/apply', { planId }))).msg).toBe(
      '只有编制中或已驳回的计划可以提交审批',
    );
    expect((await data(keeper.call('PUT', '/business/plan', { planId, planName: '改名' }))).msg).toBe(
      '计划正在审批中，不能修改或删除',
    );
    expect((await data(keeper.call('DELETE', `/business/plan/${planId}`))).msg).toBe('计划正在审批中，不能修改或删除');
  });

  it('approved in 待办: 已批准, the baseline := the computed dates, version 1 and a record 批准', async () => {
    const taskId = await taskOf(planId);
    await ok(approver.call('POST', '/system/order/taskDeal', { taskId: Number(taskId), approve: 1, message: '同意' }));
    const plan = (await ok(viewer.call('GET', `/business/plan/${planId}`))).data;
    expect(plan).toMatchObject({ status: '2', versionNo: 1 });
    for (const t of plan.tasks) expect([t.baselineStart, t.baselineFinish]).toEqual([t.start, t.finish]);
    const records = await ok(viewer.call('GET', `/business/planRecord/list/${planId}`));
    expect(records.rows[0]).toMatchObject({ recordType: '1', versionNo: 1, reason: '同意', taskCount: 2 });
    const swo = (await ok(viewer.call('GET', `/business/plan/showPlanSwo?planId=${planId}`))).data;
    expect(swo.steps.map((s: { taskName: string; approve: string }) => [s.taskName, s.approve])).toEqual([
      ['提交计划', '1'],
      ['计划审批', '1'],
    ]);
    const [told] = await ctx.database.db
      .select()
      .from(sysMessage)
      .where(and(eq(sysMessage.recipient, keeper.userId), eq(sysMessage.titleKey, 'message.planApproved')));
    expect(told?.title).toBe('计划「一号楼总计划」已批准（第 1 版）');
  });

  it('an approved plan takes an edit only with a change reason; the edit is a record 变更 and the plan 编制中 again', async () => {
    const before = await counts(ctx, PLAN_TABLES);
    const edited = {
      planId,
      tasks: [
        task(String(ids[0]), 4, { taskName: '基础工程' }),
        task(String(ids[1]), 5, { taskName: '主体' }),
        task('n', 2, { taskName: '装修' }),
      ],
      links: [link(String(ids[0]), String(ids[1])), link(String(ids[1]), 'n')],
    };
    expect(await data(keeper.call('PUT', '/business/plan', edited))).toEqual({
      code: 500,
      msg: '计划已批准，修改须填写变更原因（修改将成为新版本并重新审批）',
    });
    expect(await counts(ctx, PLAN_TABLES)).toEqual(before);
    await ok(keeper.call('PUT', '/business/plan', { ...edited, changeReason: '基础加深' }));
    const plan = (await ok(viewer.call('GET', `/business/plan/${planId}`))).data;
    expect(plan).toMatchObject({ status: '0', versionNo: 1, finishDate: '2027-03-11' });
    // The baseline stays as approved; the new task has none.
    expect(plan.tasks[0]).toMatchObject({ baselineFinish: '2027-03-03', finish: '2027-03-04' });
    expect(plan.tasks[2]).toMatchObject({ baselineStart: null });
    const records = await ok(viewer.call('GET', `/business/planRecord/list/${planId}`));
    expect(records.rows[0]).toMatchObject({ recordType: '2', reason: '基础加深', taskCount: 3 });
    expect(records.rows[0].changes).toEqual([
      '任务「基础」改名为「基础工程」',
      '任务「基础工程」工期由 3 天改为 4 天',
      '任务「基础工程」由 2027-03-01~2027-03-03 调整为 2027-03-01~2027-03-04',
      '任务「主体」由 2027-03-04~2027-03-08 调整为 2027-03-05~2027-03-09',
      '新增任务「装修」',
      '新增依赖 主体 → 装修（FS）',
      '计划完成日期由 2027-03-08 改为 2027-03-11',
    ]);
    const en = await ctx.app.inject({
      method: 'GET',
      url: `/prod-api/business/planRecord/list/${planId}`,
      headers: { ...viewer.headers, 'accept-language': 'en' },
    });
    expect(en.json().rows[0].changes[4]).toBe('Task added: "装修"');
    // A record by hand.
    await ok(keeper.call('POST', '/business/planRecord/addPlanRecord', { planId, reason: '月底存档' }));
    const again = await ok(viewer.call('GET', `/business/planRecord/list/${planId}?pageSize=2`));
    expect(again.total).toBe(3);
    expect(again.rows.map((r: { recordType: string }) => r.recordType)).toEqual(['0', '2']);
  });

  it('rejected by taskDealBh approve=2: 已驳回 with the reason, a record 驳回 and a message to the applicant', async () => {
    await ok(keeper.call('POST', '/business/plan/apply', { planId }));
    const stranger = await data(
      viewer.call('POST', '/system/order/taskDealBh', { bizId: String(planId), approve: 2, message: '工期不合理' }),
    );
    expect(stranger.code).not.toBe(200);
    await ok(
      approver.call('POST', '/system/order/taskDealBh', { bizId: String(planId), approve: '2', message: '工期不合理' }),
    );
    const plan = (await ok(viewer.call('GET', `/business/plan/${planId}`))).data;
    expect(plan).toMatchObject({ status: '3', rejectReason: '工期不合理', versionNo: 1 });
    const records = await ok(viewer.call('GET', `/business/planRecord/list/${planId}`));
    expect(records.rows[0]).toMatchObject({ recordType: '3', reason: '工期不合理' });
    const [told] = await ctx.database.db
      .select()
      .from(sysMessage)
      .where(and(eq(sysMessage.recipient, keeper.userId), eq(sysMessage.titleKey, 'message.planRejected')));
    expect(told).toMatchObject({ title: '计划「一号楼总计划」的审批被驳回：工期不合理', content: '工期不合理' });
    const swo = (await ok(viewer.call('GET', `/business/plan/showPlanSwo?planId=${planId}`))).data;
    expect(swo).toMatchObject({ status: '3', rejectReason: '工期不合理' });
    expect(swo.steps.find((s: { approve: string }) => s.approve === '2')).toMatchObject({ comment: '工期不合理' });
    // Applied again by the same applicant: the same approval goes on, then approved as version 2.
    await ok(keeper.call('POST', '/business/plan/apply', { planId }));
    expect((await ok(viewer.call('GET', `/business/plan/${planId}`))).data).toMatchObject({
      status: '1',
      rejectReason: null,
    });
    const taskId = await taskOf(planId);
    await ok(approver.call('POST', '/system/order/taskDeal', { taskId: Number(taskId), approve: 1 }));
    const approved = (await ok(viewer.call('GET', `/business/plan/${planId}`))).data;
    expect(approved).toMatchObject({ status: '2', versionNo: 2 });
    expect(approved.tasks[2]).toMatchObject({ baselineStart: approved.tasks[2].start });
  });

  it('the project’s progress comes from its first approved master plan', async () => {
    const progress = (await ok(viewer.call('GET', `/business/plan/projectProgress?projectId=${projectA}`))).data;
    expect(progress).toMatchObject({ planId, planName: '一号楼总计划', finishDate: '2027-03-11' });
  });
});
