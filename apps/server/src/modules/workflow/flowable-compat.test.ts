import { PERMS } from '@zj/contract';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sysRoleMenu } from '../../core/identity/roles.tables.ts';
import { permissionMenus } from '../../test/helpers.ts';
import { compatWorld } from './flowable-compat-test-kit.ts';
import { wfInstance, wfTimer } from './workflow.tables.ts';

const world = await compatWorld();
const { admin, fixture, deploy, form, apply, taskIn, complete, sequence, instanceRow, orderRow, todo } = world;
/** The instance a call activity of `instanceId` started. */
const childOf = async (instanceId: number) =>
  (await world.db.select().from(wfInstance).where(eq(wfInstance.parentInstanceId, instanceId)))[0]?.instanceId ?? 0;

describe('models as Flowable deploys them', { timeout: 90_000 }, () => {
  it('deploys and runs a Flowable engine model unchanged: names, no assignee, initiator, object conditions', async () => {
    const management = await world.role('management', '管理层');
    const accounting = await world.role('acct', 'accounting');
    // Holders of the workflow management permission are process administrators.
    const processAdmins = await world.role('process_admins', '流程管理员');
    const menus = await permissionMenus(world.ctx, [PERMS.flowable.definition.edit]);
    await world.db.insert(sysRoleMenu).values(menus.map((menuId) => ({ roleId: processAdmins, menuId })));
    const [applicant, manager, kermit, gonzo, fozzie, keeper] = await world.people([
      { userName: 'fc_applicant' },
      { userName: 'fc_manager', roleIds: [management] },
      { userName: 'kermit' },
      { userName: 'gonzo', roleIds: [accounting] },
      { userName: 'fozzie' },
      { userName: 'fc_keeper', roleIds: [processAdmins] },
    ]);
    if (!applicant || !manager || !kermit || !gonzo || !fozzie || !keeper) throw new Error('people');

    // No isExecutable, flows without ids, a process id with '-' and '.', a data object, names.
    const deployed = await deploy(fixture('flowable-leave-request.bpmn20.xml'));
    expect(deployed.definitionKey).toBe('leave-request.v1');
    expect(deployed.warnings).toEqual([
      '用户任务 部门审批 [deptApproval] 的 candidateGroups 中找不到 auditors，该任务将由流程管理员认领或分配',
    ]);
    await form('leave_form', 'leave-request.v1');
    const { orderId, instanceId } = await apply(applicant, 'leave_form');

    // The first task is the applicant's (flowable:initiator="applyUserId"), but not the
    // application's form: it waits for them.
    await complete(applicant.headers, await taskIn(applicant.headers, instanceId, '填写请假单'), {
      entity: { leaveDays: 3, type: 'annual' },
      userList: ['fozzie', 'gonzo'],
    });
    // candidateGroups "management, accounting, auditors": a role key, a role name; auditors is nobody.
    expect((await todo(gonzo.headers)).map((t) => t.taskName)).toEqual(['部门审批']);
    await complete(manager.headers, await taskIn(manager.headers, instanceId, '部门审批'));
    // #{entity.leaveDays > 2}: the director's approval, to the candidate users by name.
    await complete(kermit.headers, await taskIn(kermit.headers, instanceId, '总监审批'));
    // collection="userList": a sequential countersign over user names.
    await complete(fozzie.headers, await taskIn(fozzie.headers, instanceId, '会签'));
    await complete(gonzo.headers, await taskIn(gonzo.headers, instanceId, '会签'));
    // 人事归档 names nobody: the process administrators have it — the admins and holders of the
    // workflow management permission — and one of them assigns it (转办) to whoever handles it.
    const archive = await taskIn(admin, instanceId, '人事归档');
    expect(await taskIn(keeper.headers, instanceId, '人事归档')).toBe(archive);
    expect((await todo(applicant.headers)).map((t) => t.taskName)).toEqual([]);
    const assigned = await world.json('POST', '/flowable/task/assign', keeper.headers, {
      taskId: archive,
      userId: fozzie.userId,
    });
    expect(assigned.code, assigned.msg).toBe(200);
    await complete(fozzie.headers, await taskIn(fozzie.headers, instanceId, '人事归档'));

    expect(await sequence(instanceId)).toEqual([
      'fillIn',
      'deptApproval',
      'directorApproval',
      'countersign',
      'countersign',
      'archive',
    ]);
    const row = await instanceRow(instanceId);
    expect(row).toMatchObject({ status: 'completed' });
    expect(row?.variables).toMatchObject({ applyUserId: applicant.userId });
    expect(row?.taken).toContain('longLeave');
    expect(row?.taken).toContain('flow_theStart_fillIn');
    // The countersign's tasks are done, and so is the countersign itself.
    expect(row?.finished).toContain('countersign');
    expect(await orderRow(orderId)).toMatchObject({ status: '1' });
  });
});

describe('models as Flowable runs them', { timeout: 90_000 }, () => {
  it('joins an inclusive gateway once every branch taken has arrived (an Activiti modeler export)', async () => {
    const [buyer, finance, manager, director] = await world.people([
      { userName: 'fi_buyer' },
      { userName: 'fi_finance' },
      { userName: 'fi_manager' },
      { userName: 'fi_director' },
    ]);
    if (!buyer || !finance || !manager || !director) throw new Error('people');
    await deploy(fixture('activiti-inclusive-review.bpmn20.xml'));
    await form('purchase_form', 'purchaseReview');
    const { orderId, instanceId } = await apply(buyer, 'purchase_form');
    await complete(buyer.headers, await taskIn(buyer.headers, instanceId, '提交采购单'), {
      amount: 5000,
      urgent: true,
    });
    // Both conditional branches are taken, the default one is not.
    const financeTask = await taskIn(finance.headers, instanceId, '财务审核');
    const managerTask = await taskIn(manager.headers, instanceId, '经理审核');
    await complete(finance.headers, financeTask);
    // The join waits for the manager: no 终审 yet, and the join is not drawn as passed.
    expect((await world.openTasks(instanceId)).map((t) => t.name)).toEqual(['经理审核']);
    const waiting = await instanceRow(instanceId);
    expect(waiting?.finished).not.toContain('sid-3D8A0F56-7B1C-4E9F-8C2A-5B6C7D8E9F06');
    await complete(manager.headers, managerTask);
    await complete(director.headers, await taskIn(director.headers, instanceId, '终审'));
    expect(await sequence(instanceId)).toEqual([
      'sid-5A8D2F61-0B3C-4E7A-8F1D-6C2B9E4A3D02',
      'sid-9B4E6D12-3F7A-4C5D-A8E0-1F2B3C4D5E04',
      'sid-1C6F8E34-5A9B-4D7E-B0F2-3A4B5C6D7E05',
      'sid-5E0B2A78-9C3D-4F1A-9E4B-7C8D9E0F1A07',
    ]);
    const row = await instanceRow(instanceId);
    expect(row?.status).toBe('completed');
    // The branch not taken is not drawn as done.
    expect(row?.finished).not.toContain('sid-DA1B2C3D-4E5F-4A6B-9C7D-8E9F0A1B2C14');
    expect(await orderRow(orderId)).toMatchObject({ status: '1' });

    // One branch only (the default): the join goes on with it alone.
    const second = await apply(buyer, 'purchase_form');
    await complete(buyer.headers, await taskIn(buyer.headers, second.instanceId, '提交采购单'), {
      amount: 10,
      urgent: false,
    });
    await complete(buyer.headers, await taskIn(buyer.headers, second.instanceId, '采购员确认'));
    await complete(director.headers, await taskIn(director.headers, second.instanceId, '终审'));
    expect(await sequence(second.instanceId)).toEqual([
      'sid-5A8D2F61-0B3C-4E7A-8F1D-6C2B9E4A3D02',
      'sid-DA1B2C3D-4E5F-4A6B-9C7D-8E9F0A1B2C14',
      'sid-5E0B2A78-9C3D-4F1A-9E4B-7C8D9E0F1A07',
    ]);
  });
});

describe('a call activity and how a process ended (Camunda Modeler exports)', () => {
  it('waits for the called process; the order follows the caller and takes how it ended', async () => {
    const [applicant, inspector, reviewer] = await world.people([
      { userName: 'ca_applicant' },
      { userName: 'ca_inspector' },
      { userName: 'ca_reviewer' },
    ]);
    if (!applicant || !inspector || !reviewer) throw new Error('people');
    await deploy(fixture('camunda-site-inspection.bpmn'));
    await deploy(fixture('camunda-rectification-order.bpmn'));
    await form('rectification_form', 'rectification-order');

    const first = await apply(applicant, 'rectification_form');
    // The caller waits for the called process: its inspection is open, the order in approval.
    const called = await childOf(first.instanceId);
    expect(await orderRow(first.orderId)).toMatchObject({ status: '0' });
    await complete(inspector.headers, await taskIn(inspector.headers, called, '现场检查'), { passed: true });
    // The called process ended; the order still follows its caller, which waits for the review.
    expect(await orderRow(first.orderId)).toMatchObject({ status: '0' });
    expect((await instanceRow(first.instanceId))?.status).toBe('running');
    await complete(reviewer.headers, await taskIn(reviewer.headers, first.instanceId, '复核'));
    expect(await instanceRow(first.instanceId)).toMatchObject({ status: 'completed' });
    expect(await orderRow(first.orderId)).toMatchObject({ status: '1' });
    expect(await sequence(first.instanceId)).toEqual(['Activity_1review']);
    expect(await sequence(called)).toEqual(['Activity_1inspect']);

    // Ended at 整改驳回: the order is 未通过, not 已通过.
    const second = await apply(applicant, 'rectification_form');
    await complete(inspector.headers, await taskIn(inspector.headers, await childOf(second.instanceId), '现场检查'), {
      passed: false,
    });
    expect(await orderRow(second.orderId)).toMatchObject({ status: '0' });
    await complete(reviewer.headers, await taskIn(reviewer.headers, second.instanceId, '复核'));
    expect((await instanceRow(second.instanceId))?.finished).toContain('Event_0rejected');
    expect(await orderRow(second.orderId)).toMatchObject({ status: '5' });
  });
});

describe('timer cycles as Flowable writes them', () => {
  afterEach(() => vi.useRealTimers());

  it('waits for a Quartz cron cycle, then times a task out on an ISO 8601 cycle: the order is 已超时', async () => {
    const [inspector] = await world.people([{ userName: 'tc_inspector' }]);
    if (!inspector) throw new Error('people');
    await deploy(fixture('flowable-inspection-deadline.bpmn20.xml'));
    await form('inspection_form', 'inspection_deadline');
    // Only the clock is faked: the engine and the poller read it, everything else runs as usual.
    // 1 min 30 s past a five minutes' mark (the sign-ins stay valid).
    const mark = Math.floor(Date.now() / 300_000) * 300_000;
    const at = (ms: number) => new Date(mark + ms);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at(90_000));
    const { orderId, instanceId } = await apply(inspector, 'inspection_form');
    const timers = () => world.db.select().from(wfTimer).where(eq(wfTimer.instanceId, instanceId));
    // `0 0/5 * * * ?`: the next five minutes' mark.
    expect((await timers()).map((t) => [t.elementId, new Date(t.dueTime).toISOString()])).toEqual([
      ['waitSlot', at(300_000).toISOString()],
    ]);
    expect(await world.runtime.fireDueTimers()).toBe(0);
    vi.setSystemTime(at(301_000));
    expect(await world.runtime.fireDueTimers()).toBe(1);
    await taskIn(inspector.headers, instanceId, '巡检处理');
    // `R/PT30M` on the task's boundary: due half an hour later.
    expect((await timers()).map((t) => [t.elementId, new Date(t.dueTime).toISOString()])).toEqual([
      ['deadline', at(301_000 + 30 * 60_000).toISOString()],
    ]);
    vi.setSystemTime(at(302_000 + 30 * 60_000));
    expect(await world.runtime.fireDueTimers()).toBe(1);
    expect(await instanceRow(instanceId)).toMatchObject({ status: 'completed' });
    expect((await instanceRow(instanceId))?.finished).toContain('lateEnd');
    expect(await world.openTasks(instanceId)).toEqual([]);
    expect(await orderRow(orderId)).toMatchObject({ status: '6' });
  });
});

describe('files as Flowable deploys them', () => {
  it('deploys each executable process of a file as its own definition, and runs only the one started', async () => {
    const [worker] = await world.people([{ userName: 'sp_worker' }]);
    if (!worker) throw new Error('people');
    const deployed = await deploy(fixture('flowable-several-processes.bpmn20.xml'));
    expect(deployed.processes.map((p) => p.definitionKey)).toEqual(['visitor-registration', 'site-closure']);
    await form('closure_form', 'site-closure');
    const { orderId, instanceId } = await apply(worker, 'closure_form');
    // Only 停工申请 runs: one task, not one per process of the file.
    expect((await world.openTasks(instanceId)).map((t) => t.name)).toEqual(['确认停工']);
    await complete(worker.headers, await taskIn(worker.headers, instanceId, '确认停工'));
    expect(await sequence(instanceId)).toEqual(['confirm']);
    // A terminate end: the order is 已终止.
    expect(await orderRow(orderId)).toMatchObject({ status: '7' });
  });

  it('refuses what cannot run here, naming the element and offering the registered handlers', async () => {
    const xml = fixture('camunda-rectification-order.bpmn')
      .replace('id="rectification-order"', 'id="rectification-scripted"')
      .replace(
        '<bpmn:userTask id="Activity_1review" name="复核" camunda:assignee="ca_reviewer">',
        '<bpmn:serviceTask id="Activity_1review" name="复核" camunda:class="com.example.ReviewDelegate">',
      )
      .replace('</bpmn:userTask>', '</bpmn:serviceTask>')
      .replace(
        '<bpmn:endEvent id="Event_1approved" name="整改完成">',
        '<bpmn:scriptTask id="Activity_script" name="记分" scriptFormat="groovy"><bpmn:script>score += 1</bpmn:script></bpmn:scriptTask><bpmn:endEvent id="Event_1approved" name="整改完成">',
      );
    const model = await world.json('POST', '/flowable/flowable/import-xml', admin, { xml });
    const refused = await world.json('POST', '/flowable/flowable/deploy', admin, { modelId: model.data.modelId });
    expect(refused.code).toBe(500);
    expect(refused.msg).toContain(
      '元素 复核 [Activity_1review] 引用了 Java 类 com.example.ReviewDelegate：本平台不运行 Java 类或 Spring bean',
    );
    expect(refused.msg).toContain('元素 记分 [Activity_script] 是 groovy 脚本');
    expect(refused.msg).toMatch(/已注册的处理器：.*notify.*setVariable/);
  });

  it('says a model over the size limit is too large', async () => {
    const huge = fixture('flowable-leave-request.bpmn20.xml').replace(
      '</definitions>',
      `<!-- ${'x'.repeat(2 * 1024 * 1024)} --></definitions>`,
    );
    const res = await world.call('POST', '/flowable/flowable/import-xml', admin, { xml: huge });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 413, msg: '请求体过大，不能超过 2 MB' });
  });
});
