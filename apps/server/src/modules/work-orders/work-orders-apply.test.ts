import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sysRole, sysRoleMenu } from '../../core/identity/roles.tables.ts';
import { seed } from '../../seed.ts';
import { sysForm } from '../forms/forms.tables.ts';
import { sysMessage } from '../messages/messages.tables.ts';
import { wfDefinition, wfInstance, wfModel, wfTask } from '../workflow/workflow.tables.ts';
import { sysWorkOrder } from './work-orders.tables.ts';
import { workOrdersWorld } from './work-orders-test-kit.ts';

const world = await workOrdersWorld();
const { ctx, admin, db, call, json, values, apply, orderRow, countOf, todoOf, taskOf } = world;
const { applicant, approver, other, nobody } = world.people;
describe('work orders', () => {
  it('seeds the approver role, the processes deployed and the forms pointing at them, idempotently', async () => {
    const [role] = await db.select().from(sysRole).where(eq(sysRole.roleId, 3));
    expect(role).toMatchObject({ roleName: '审批人', roleKey: 'approver' });
    const definitions = await db.select().from(wfDefinition);
    const keys = definitions.map((d) => d.definitionKey);
    expect(keys).toEqual(expect.arrayContaining(['quality_improvement', 'plan_approval', 'measure_apply']));
    const quality = definitions.find((d) => d.definitionKey === 'quality_improvement');
    expect(quality).toMatchObject({ name: '质量整改审批', version: 1 });
    expect(quality?.xml).toContain('flowable:candidateGroups="r3"');
    expect(quality?.xml).toContain('bpmndi:BPMNDiagram');
    const forms = await db.select().from(sysForm);
    expect(forms.find((f) => f.formKey === 'quality_improvement')?.modelKey).toBe('quality_improvement');
    expect(forms.find((f) => f.formKey === 'plan_approval')?.modelKey).toBe('plan_approval');
    expect(forms.find((f) => f.formKey === 'measure_apply')?.modelKey).toBe('measure_apply');
    const before = {
      definitions: definitions.length,
      models: (await db.select().from(wfModel)).length,
      roles: (await db.select().from(sysRole)).length,
      grants: (await db.select().from(sysRoleMenu).where(eq(sysRoleMenu.roleId, 3))).length,
    };
    expect(before.grants).toBe(4);
    await seed(db);
    await seed(db);
    expect((await db.select().from(wfDefinition)).length).toBe(before.definitions);
    expect((await db.select().from(wfModel)).length).toBe(before.models);
    expect((await db.select().from(sysRole)).length).toBe(before.roles);
    expect((await db.select().from(sysRoleMenu).where(eq(sysRoleMenu.roleId, 3))).length).toBe(before.grants);
    // 普通角色 holds the order pages (and their directories) from the migration.
    const common = await db.select().from(sysRoleMenu).where(eq(sysRoleMenu.roleId, 2));
    expect(common.map((g) => g.menuId)).toEqual(expect.arrayContaining([3, 300, 530, 531, 532, 533]));
  });

  it('offers the forms with a deployed process to applicants, who hold no form rights', async () => {
    const forms = (
      await ctx.app.inject({ method: 'GET', url: '/prod-api/system/order/forms', headers: applicant.headers })
    ).json();
    expect(forms.code).toBe(200);
    const keys = forms.data.map((f: { formKey: string }) => f.formKey);
    expect(keys).toEqual(expect.arrayContaining(['quality_improvement', 'plan_approval', 'measure_apply']));
    const formId = forms.data.find((f: { formKey: string }) => f.formKey === 'quality_improvement').formId;
    const one = (
      await ctx.app.inject({ method: 'GET', url: `/prod-api/system/order/forms/${formId}`, headers: applicant.headers })
    ).json();
    expect(JSON.parse(one.data.formContent).components.map((c: { key?: string }) => c.key)).toContain('planName');
    // The forms' own admin calls stay closed to them; someone without 应用申请 gets neither.
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/prod-api/system/form/listX', headers: applicant.headers })).json()
        .code,
    ).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/prod-api/system/order/forms', headers: nobody.headers })).json()
        .code,
    ).toBe(403);
  });

  it('applies: the order is stored, the process started and the submission done; the approver sees it', async () => {
    const res = await apply(applicant.headers, { formKey: 'quality_improvement', formData: values });
    expect(res).toMatchObject({ code: 200 });
    const orderId = res.data as number;
    const order = await orderRow(orderId);
    expect(order).toMatchObject({
      status: '0',
      formKey: 'quality_improvement',
      formName: '质量整改审批',
      applicantId: applicant.userId,
      title: '质量整改审批-wo_applicant',
      formData: values,
    });
    const [instance] = await db
      .select()
      .from(wfInstance)
      .where(eq(wfInstance.instanceId, order?.instanceId ?? 0));
    expect(instance).toMatchObject({ bizTable: 'sys_work_order', bizId: String(orderId), status: 'running' });
    expect(instance?.variables).toMatchObject(values);
    const tasks = await db
      .select()
      .from(wfTask)
      .where(eq(wfTask.instanceId, instance?.instanceId ?? 0));
    expect(tasks.map((t) => [t.elementId, t.status, t.outcome])).toEqual([
      ['submit', 'done', 'submit'],
      ['approve', 'open', ''],
    ]);
    // The approver is told of the new task; the applicant is not told of the submission they just made.
    const told = await db
      .select({ recipient: sysMessage.recipient, relateId: sysMessage.relateId })
      .from(sysMessage)
      .where(
        and(
          eq(sysMessage.relateTable, 'workflow_task'),
          inArray(
            sysMessage.relateId,
            tasks.map((t) => String(t.taskId)),
          ),
        ),
      );
    const approveTask = tasks.find((t) => t.elementId === 'approve');
    expect(told).toContainEqual({ recipient: approver.userId, relateId: String(approveTask?.taskId) });
    expect(told.filter((m) => m.recipient === applicant.userId)).toEqual([]);
    // The approver (holder of 审批人) has it to do; the applicant and others do not.
    const todo = await todoOf(approver.headers);
    expect(todo.rows.find((r: { orderId: number }) => r.orderId === orderId)).toMatchObject({
      taskName: '整改审批',
      status: '0',
      formData: values,
      currentTasks: [{ taskName: '整改审批', assigneeName: null }],
    });
    expect((await taskOf(approver.headers, orderId))?.buttons.map((b) => b.code)).toEqual(['approve', 'reject']);
    expect(await taskOf(other.headers, orderId)).toBeUndefined();
    expect(await taskOf(applicant.headers, orderId)).toBeUndefined();
    // The applicant's list shows it; another user's does not.
    const mine = await json('GET', '/system/order/list', applicant.headers);
    expect(mine.rows.map((r: { orderId: number }) => r.orderId)).toContain(orderId);
    const others = await json('GET', '/system/order/list', other.headers);
    expect(others.rows.map((r: { orderId: number }) => r.orderId)).not.toContain(orderId);
    // Detail: the applicant and the approver may read it (with the form schema), someone else not.
    const detail = await json('GET', `/system/order/${orderId}`, approver.headers);
    expect(detail).toMatchObject({ code: 200, data: { orderId, formData: values } });
    expect(JSON.parse(detail.data.formContent).components[0].key).toBe('planName');
    expect((await json('GET', `/system/order/${orderId}`, other.headers)).code).toBe(403);
    // The approval task's form: its candidate, the applicant (starter) and admins, not someone else.
    const formUrl = `/system/order/taskForm/${approveTask?.taskId}`;
    for (const reader of [approver.headers, applicant.headers, admin]) {
      expect(await json('GET', formUrl, reader)).toMatchObject({ code: 200, data: { formData: values } });
    }
    for (const outsider of [other.headers, nobody.headers]) {
      expect(await json('GET', formUrl, outsider)).toEqual({ code: 403, msg: '当前操作没有权限' });
    }
  });

  it('approves: status 1, the applicant is told, the order is in the approver’s handled list', async () => {
    const orderId = (await apply(applicant.headers, { formKey: 'quality_improvement', formData: values })).data;
    const task = await taskOf(approver.headers, orderId);
    // Someone else's task is refused and changes nothing.
    const foreign = await json('POST', '/system/order/taskDeal', other.headers, { taskId: task?.taskId, approve: 1 });
    expect(foreign).toMatchObject({ code: 500, msg: '您不是该任务的处理人' });
    expect((await orderRow(orderId))?.status).toBe('0');
    const res = await json('POST', '/system/order/taskDeal', approver.headers, {
      taskId: task?.taskId,
      approve: 1,
      message: '同意',
    });
    expect(res).toMatchObject({ code: 200 });
    expect((await orderRow(orderId))?.status).toBe('1');
    const [message] = await db
      .select()
      .from(sysMessage)
      .where(and(eq(sysMessage.recipient, applicant.userId), eq(sysMessage.relateId, String(orderId))));
    expect(message).toMatchObject({ title: '您的申请「质量整改审批」已通过', relateTable: 'sys_work_order' });
    const handled = await json('GET', '/system/order/showlist', approver.headers);
    expect(handled.rows.find((r: { orderId: number }) => r.orderId === orderId)).toMatchObject({
      status: '1',
      outcome: 'approve',
      comment: '同意',
      taskStatus: 'done',
    });
    // The applicant's own submission is not "handled by me".
    const applicantHandled = await json('GET', '/system/order/showlist', applicant.headers);
    expect(applicantHandled.rows.map((r: { orderId: number }) => r.orderId)).not.toContain(orderId);
    const approval = await json('GET', `/system/order/approval/${orderId}`, applicant.headers);
    expect(approval.data[0]).toMatchObject({ message: '同意', action: 'approve', taskName: '整改审批' });
  });

  it('rejects with a reason, the applicant resubmits edited values, then it is approved', async () => {
    const orderId = (await apply(applicant.headers, { formKey: 'quality_improvement', formData: values })).data;
    const task = await taskOf(approver.headers, orderId);
    const noReason = await json('POST', '/system/order/taskDeal', approver.headers, {
      taskId: task?.taskId,
      approve: 2,
    });
    expect(noReason).toMatchObject({ code: 500, msg: '驳回时必须填写审批意见' });
    expect((await orderRow(orderId))?.status).toBe('0');
    const res = await json('POST', '/system/order/taskDeal', approver.headers, {
      taskId: task?.taskId,
      approve: '2',
      message: '照片不清楚',
    });
    expect(res).toMatchObject({ code: 200 });
    expect((await orderRow(orderId))?.status).toBe('2');
    const approval = await json('GET', `/system/order/approval/${orderId}`, applicant.headers);
    expect(approval.data[0]).toMatchObject({ bizId: String(orderId), message: '照片不清楚', action: 'reject' });
    const [list] = (await json('GET', '/system/order/list?status=2', applicant.headers)).rows.filter(
      (r: { orderId: number }) => r.orderId === orderId,
    );
    expect(list).toMatchObject({ status: '2', rejectReason: '照片不清楚' });
    const [rejected] = await db
      .select()
      .from(sysMessage)
      .where(and(eq(sysMessage.recipient, applicant.userId), eq(sysMessage.relateId, String(orderId))));
    expect(rejected).toMatchObject({
      title: '您的申请「质量整改审批」被驳回：照片不清楚',
      relateTable: 'sys_work_order',
    });

    // Only the applicant resubmits, and only valid values.
    const edited = { planName: '三号楼外墙整改（补拍）', planContent: '已补拍照片' };
    const stranger = await json('POST', '/system/order/resubmit', other.headers, { orderId, formData: edited });
    expect(stranger).toMatchObject({ code: 500, msg: '只有申请人可以执行此操作' });
    const invalid = await json('POST', '/system/order/resubmit', applicant.headers, {
      orderId,
      formData: { planName: '' },
    });
    expect(invalid.code).toBe(500);
    expect((await orderRow(orderId))?.formData).toEqual(values);
    const again = await json('POST', '/system/order/resubmit', applicant.headers, {
      orderId,
      formData: edited,
      message: '已补拍',
    });
    expect(again).toMatchObject({ code: 200 });
    const order = await orderRow(orderId);
    expect(order).toMatchObject({ status: '0', formData: edited });
    const [instance] = await db
      .select()
      .from(wfInstance)
      .where(eq(wfInstance.instanceId, order?.instanceId ?? 0));
    expect(instance?.variables).toMatchObject(edited);
    // Resubmitting twice is refused.
    const twice = await json('POST', '/system/order/resubmit', applicant.headers, { orderId, formData: edited });
    expect(twice).toMatchObject({ code: 500, msg: '只有被驳回的工单可以重新提交' });

    const next = await taskOf(approver.headers, orderId);
    expect(next?.taskId).not.toBe(task?.taskId);
    await json('POST', '/system/order/taskDeal', approver.headers, { taskId: next?.taskId, approve: 1 });
    expect((await orderRow(orderId))?.status).toBe('1');
  });

  it('refuses invalid form values and a form without a process, storing nothing', async () => {
    const before = { orders: await countOf(sysWorkOrder), instances: await countOf(wfInstance) };
    const invalid = await apply(applicant.headers, { formKey: 'quality_improvement', formData: { planName: '' } });
    expect(invalid.code).toBe(500);
    expect(invalid.msg).toMatch(/整改计划名称|整改内容/);
    const unknown = await apply(applicant.headers, { formKey: 'no_such_form', formData: values });
    expect(unknown).toMatchObject({ code: 500, msg: '表单不存在' });
    await db.insert(sysForm).values({
      formName: '无流程表单',
      formKey: 'wo_no_process',
      formContent: JSON.stringify({ type: 'default', components: [{ type: 'textfield', key: 'a', label: 'A' }] }),
      modelKey: null,
    });
    const noProcess = await apply(applicant.headers, { formKey: 'wo_no_process', formData: { a: 'x' } });
    expect(noProcess).toMatchObject({ code: 500, msg: '表单「无流程表单」没有关联已部署的流程，不能申请' });
    const english = await call(
      'POST',
      '/system/order',
      { ...applicant.headers, 'accept-language': 'en' },
      {
        formKey: 'wo_no_process',
        formData: { a: 'x' },
      },
    );
    expect(english.json().msg).toBe('The form "无流程表单" has no deployed process and cannot be applied for');
    expect(await countOf(sysWorkOrder)).toBe(before.orders);
    expect(await countOf(wfInstance)).toBe(before.instances);
  });

  it('refuses callers without the permission', async () => {
    const before = await countOf(sysWorkOrder);
    const res = await call('POST', '/system/order', nobody.headers, {
      formKey: 'quality_improvement',
      formData: values,
    });
    expect(res.json().code).toBe(403);
    expect((await call('GET', '/system/order/myTodoList', nobody.headers)).json().code).toBe(403);
    expect(await countOf(sysWorkOrder)).toBe(before);
    // Every applicant's orders need system:order:query (admins have it).
    expect((await json('GET', '/system/order/list?all=true', applicant.headers)).code).toBe(403);
    const all = await json('GET', '/system/order/list?all=true', admin);
    expect(all.total).toBeGreaterThanOrEqual(3);
  });
});
