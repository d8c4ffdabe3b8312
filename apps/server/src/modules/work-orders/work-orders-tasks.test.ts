import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { workflowModule } from '../workflow/index.ts';
import { wfComment, wfDefinition, wfInstance, wfTask } from '../workflow/workflow.tables.ts';
import { sysWorkOrder } from './work-orders.tables.ts';
import { workOrdersWorld } from './work-orders-test-kit.ts';

const world = await workOrdersWorld();
const { ctx, admin, db, json, values, apply, orderRow, countOf, taskOf } = world;
const { applicant, approver, other } = world.people;
describe('work orders', () => {
  it('handles a task with its own button (taskDeal2), and refuses a button it does not have', async () => {
    const orderId = (await apply(applicant.headers, { formKey: 'quality_improvement', formData: values })).data;
    const task = await taskOf(approver.headers, orderId);
    const bad = await json('POST', '/system/order/taskDeal2', approver.headers, {
      taskId: task?.taskId,
      code: 'delete',
    });
    expect(bad).toMatchObject({ code: 500, msg: '该任务没有按钮 delete' });
    const noReason = await json('POST', '/system/order/taskDeal2', approver.headers, {
      taskId: task?.taskId,
      code: 'reject',
    });
    expect(noReason).toMatchObject({ code: 500, msg: '驳回时必须填写审批意见' });
    const rejected = await json('POST', '/system/order/taskDeal2', approver.headers, {
      taskId: task?.taskId,
      code: 'reject',
      message: '内容不完整',
    });
    expect(rejected).toMatchObject({ code: 200 });
    expect((await orderRow(orderId))?.status).toBe('2');
    await json('POST', '/system/order/resubmit', applicant.headers, { orderId, formData: values });
    const next = await taskOf(approver.headers, orderId);
    const fixed = { planName: '三号楼外墙整改', planContent: '审批人补充：复测两次' };
    const approved = await json('POST', '/system/order/taskDeal2', approver.headers, {
      taskId: next?.taskId,
      code: 'approve',
      message: '通过',
      formData: fixed,
    });
    expect(approved).toMatchObject({ code: 200 });
    const order = await orderRow(orderId);
    expect(order).toMatchObject({ status: '1', formData: fixed });
    const [instance] = await db
      .select()
      .from(wfInstance)
      .where(eq(wfInstance.instanceId, order?.instanceId ?? 0));
    expect(instance?.variables).toMatchObject({ button: 'approve', approve: 1, planContent: '审批人补充：复测两次' });
  });

  it('rejects by business id (taskDealBh): the caller’s open task of that record goes back to its starter', async () => {
    const orderId = (await apply(applicant.headers, { formKey: 'plan_approval', formData: { planName: '五月计划' } }))
      .data;
    const none = await json('POST', '/system/order/taskDealBh', other.headers, {
      bizId: String(orderId),
      approve: 2,
      message: '计划驳回',
    });
    expect(none).toMatchObject({ code: 500, msg: `业务 ${orderId} 没有您可以处理的待办任务` });
    expect((await orderRow(orderId))?.status).toBe('0');
    const res = await json('POST', '/system/order/taskDealBh', approver.headers, {
      bizId: String(orderId),
      approve: '2',
      message: '计划驳回',
    });
    expect(res).toMatchObject({ code: 200 });
    expect((await orderRow(orderId))?.status).toBe('2');
    const approval = await json('GET', `/system/order/approval/${orderId}`, applicant.headers);
    expect(approval.data[0]).toMatchObject({ message: '计划驳回', taskName: '计划审批' });
    // The message drawer of someone who took no part sees nothing.
    expect((await json('GET', `/system/order/approval/${orderId}`, other.headers)).data).toEqual([]);
  });

  it('withdraws while nobody handled it, only by the applicant; not after it was handled', async () => {
    const orderId = (await apply(applicant.headers, { formKey: 'quality_improvement', formData: values })).data;
    const stranger = await json('POST', '/system/order/withdraw', other.headers, { orderId });
    expect(stranger).toMatchObject({ code: 500, msg: '只有申请人可以执行此操作' });
    const res = await json('POST', '/system/order/withdraw', applicant.headers, { orderId, message: '不需要了' });
    expect(res).toMatchObject({ code: 200 });
    const order = await orderRow(orderId);
    expect(order?.status).toBe('3');
    const open = await db
      .select()
      .from(wfTask)
      .where(and(eq(wfTask.instanceId, order?.instanceId ?? 0), eq(wfTask.status, 'open')));
    expect(open).toEqual([]);
    expect(await taskOf(approver.headers, orderId)).toBeUndefined();
    // Once approved it cannot be withdrawn.
    const second = (await apply(applicant.headers, { formKey: 'quality_improvement', formData: values })).data;
    const task = await taskOf(approver.headers, second);
    await json('POST', '/system/order/taskDeal', approver.headers, { taskId: task?.taskId, approve: 1 });
    const late = await json('POST', '/system/order/withdraw', applicant.headers, { orderId: second });
    expect(late).toMatchObject({ code: 500, msg: '工单不在审批中' });
    expect((await orderRow(second))?.status).toBe('1');
  });

  it('follows the instance when the task centre acts on an order’s task', async () => {
    const orderId = (await apply(applicant.headers, { formKey: 'quality_improvement', formData: values })).data;
    const task = await taskOf(approver.headers, orderId);
    const res = await json('POST', '/flowable/task/reject', approver.headers, {
      taskId: task?.taskId,
      comment: '从任务中心驳回',
      target: 'starter',
    });
    expect(res).toMatchObject({ code: 200 });
    expect((await orderRow(orderId))?.status).toBe('2');
    const comments = await db
      .select()
      .from(wfComment)
      .where(eq(wfComment.bizId, String(orderId)));
    expect(comments.map((c) => c.action)).toEqual(['start', 'submit', 'reject']);
  });

  it('sends a task completed without approve = 1 to 修改申请 (the applicant), then back to the approver', async () => {
    const orderId = (await apply(applicant.headers, { formKey: 'quality_improvement', formData: values })).data;
    const task = await taskOf(approver.headers, orderId);
    const { runtime } = ctx.app.kernel.use(workflowModule);
    const actor = { userId: approver.userId, userName: 'wo_approver', deptId: 103, roleIds: [2, 3], admin: false };
    await runtime.complete(actor, task?.taskId ?? 0, { variables: { approve: 0 }, comment: '请补充' });
    const order = await orderRow(orderId);
    expect(order?.status).toBe('0');
    const [modify] = await db
      .select()
      .from(wfTask)
      .where(and(eq(wfTask.instanceId, order?.instanceId ?? 0), eq(wfTask.status, 'open')));
    expect(modify).toMatchObject({ elementId: 'modify', name: '修改申请', assigneeId: applicant.userId });
    const complete = await json('POST', '/flowable/task/complete', applicant.headers, { taskId: modify?.taskId });
    expect(complete).toMatchObject({ code: 200 });
    const again = await taskOf(approver.headers, orderId);
    await json('POST', '/system/order/taskDeal', approver.headers, { taskId: again?.taskId, approve: 1 });
    expect((await orderRow(orderId))?.status).toBe('1');
  });

  it('applies several at once, all or none', async () => {
    const before = { orders: await countOf(sysWorkOrder), instances: await countOf(wfInstance) };
    const bad = await json('POST', '/system/order/addSysWorkOrderList', applicant.headers, [
      { formKey: 'quality_improvement', formData: values, title: '第一单' },
      { formKey: 'quality_improvement', formData: { planName: '缺少内容' }, title: '第二单' },
    ]);
    expect(bad.code).toBe(500);
    expect(await countOf(sysWorkOrder)).toBe(before.orders);
    expect(await countOf(wfInstance)).toBe(before.instances);
    const good = await json('POST', '/system/order/addSysWorkOrderList', applicant.headers, [
      { formKey: 'quality_improvement', formData: values, title: '第一单' },
      { formKey: 'plan_approval', formData: { planName: '六月计划' }, title: '第二单' },
    ]);
    expect(good).toMatchObject({ code: 200 });
    expect(good.data).toHaveLength(2);
    expect(await countOf(sysWorkOrder)).toBe(before.orders + 2);
    const titles = (await json('GET', '/system/order/myTodoList?title=第二单', approver.headers)).rows.map(
      (r: { title: string }) => r.title,
    );
    expect(titles).toEqual(['第二单']);
  });

  // Last: it deletes the plan approval's definition.
  it('cancels the orders of a definition an administrator deletes with the cascade', async () => {
    const res = await apply(applicant.headers, { formKey: 'plan_approval', formData: { planName: '七月计划' } });
    expect(res).toMatchObject({ code: 200 });
    const orderId = res.data as number;
    expect((await orderRow(orderId))?.status).toBe('0');
    const [definition] = await db
      .select()
      .from(wfDefinition)
      .where(and(eq(wfDefinition.definitionKey, 'plan_approval'), eq(wfDefinition.latest, true)));
    const deleted = await json(
      'POST',
      `/flowable/definition/delete/?id=${definition?.definitionId}&cascade=true`,
      admin,
    );
    expect(deleted).toMatchObject({ code: 200 });
    const order = await orderRow(orderId);
    expect(order?.status).toBe('4');
    const [instance] = await db
      .select()
      .from(wfInstance)
      .where(eq(wfInstance.instanceId, order?.instanceId ?? 0));
    expect(instance?.status).toBe('cancelled');
    expect(await taskOf(approver.headers, orderId)).toBeUndefined();
  });
});
