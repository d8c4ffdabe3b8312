import { PERMS, type WorkOrderTaskRow, workOrderTaskRow } from '@zj/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sysMenu } from '../../core/identity/menus.tables.ts';
import { sysUserRole } from '../../core/identity/users.tables.ts';
import { scopedUser } from '../../test/helpers.ts';
import { sysMessage } from '../messages/messages.tables.ts';
import { insertMember, insertRole } from '../project-roles/project-roles-test-kit.ts';
import { wfInstance, wfTask } from '../workflow/workflow.tables.ts';
import { type Call, caller, problemMenus, problemsSuite } from './problems-test-kit.ts';

/**
 * A problem's completion approval in the task centre: the approver finds it in 待办任务 beside the
 * work orders, reads its form and history, and handles it with the task centre's own calls.
 */
type TaskRow = WorkOrderTaskRow;
const { ctx, w, inspector, collab, approver, member, outsider, problemOf, report, applyForCompletion } =
  await problemsSuite('problem-tasks');

async function applied(name: string) {
  const id = await report({ name });
  await applyForCompletion(id);
  return id;
}

describe('member options', () => {
  it('gives every member of the project the members as picker options, and nobody else', async () => {
    const options = await collab('GET', `/business/projectRole/memberOptions/${w.a}`);
    expect(options.code).toBe(200);
    const rows = options.rows as Record<string, unknown>[];
    expect(rows.map((r) => r.userId)).toEqual(expect.arrayContaining([w.inspector.userId, w.collaborator.userId]));
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(['deptName', 'nickName', 'userId', 'userName']);
    expect((await outsider('GET', `/business/projectRole/memberOptions/${w.a}`)).code).toBe(403);
  });
});

describe('problem approvals in the task centre', () => {
  it('lists the applicant’s own completion approval in 我的任务 beside their work orders', async () => {
    // 普通角色 holds 我的任务 (system:order:list).
    await ctx.database.db.insert(sysUserRole).values([
      { userId: w.collaborator.userId, roleId: 2 },
      { userId: w.inspector.userId, roleId: 2 },
    ]);
    const id = await applied('我的任务里的整改审批');
    const mine = await collab('GET', '/system/order/list?pageNum=1&pageSize=50');
    expect(mine.code).toBe(200);
    const rows = mine.rows as Record<string, unknown>[];
    const row = rows.find((r) => r.bizTable === 'quality_improvement' && r.bizId === String(id));
    expect(row).toMatchObject({
      orderId: null,
      formId: null,
      title: '我的任务里的整改审批',
      formName: '质量整改审批',
      status: '0',
      applicantId: w.collaborator.userId,
    });
    expect(row?.currentTasks as unknown[]).toHaveLength(1);
    expect(mine.total).toBe(rows.length);
    // Filtered by status and title like the orders; nobody else's list has it.
    const running = await collab('GET', `/system/order/list?status=0&title=${encodeURIComponent('我的任务里')}`);
    expect((running.rows as Record<string, unknown>[]).map((r) => r.bizId)).toEqual([String(id)]);
    const approved = await collab('GET', `/system/order/list?status=1&title=${encodeURIComponent('我的任务里')}`);
    expect(approved).toMatchObject({ rows: [], total: 0 });
    const others = await inspector('GET', '/system/order/list?pageNum=1&pageSize=50');
    expect((others.rows as Record<string, unknown>[]).some((r) => r.bizId === String(id))).toBe(false);
  });

  it('lists the approval in 待办任务 with the problem name, shows its form, and handles it with taskDeal', async () => {
    const id = await applied('脚手架连墙件缺失');
    const [instance] = await ctx.database.db
      .select()
      .from(wfInstance)
      .where(eq(wfInstance.bizId, String(id)));
    expect(instance?.title).toBe('脚手架连墙件缺失');

    const todo = await approver('GET', '/system/order/myTodoList?title=连墙件');
    expect(todo.total).toBe(1);
    const row = todo.rows?.[0] as TaskRow;
    expect(workOrderTaskRow.safeParse(row).success).toBe(true);
    expect(row).toMatchObject({
      orderId: null,
      formId: null,
      bizTable: 'quality_improvement',
      bizId: String(id),
      title: '脚手架连墙件缺失',
      taskName: '整改审批',
      status: '0',
      applicantId: w.collaborator.userId,
      rejectReason: null,
    });
    expect(row.formName).not.toBe('');
    expect((await approver('GET', '/system/order/myTodoList?title=不存在的标题')).total).toBe(0);
    // The generic list carries the title too.
    const generic = await approver('GET', '/flowable/task/todoList');
    const rows = (generic.rows ?? []) as { taskId: number; title: string }[];
    expect(rows.find((t) => t.taskId === row.taskId)?.title).toBe('脚手架连墙件缺失');

    // The form the process was started with, and the values of the application.
    const form = await approver('GET', `/system/order/taskForm/${row.taskId}`);
    expect(form.code).toBe(200);
    const view = form.data as { formContent: string; formData: Record<string, unknown> };
    expect(view.formData).toMatchObject({ planName: '脚手架连墙件缺失', planContent: '已加固' });
    expect(JSON.parse(view.formContent).components.length).toBeGreaterThan(0);
    // A member of the problem's project who may read the problem may read it too (see below for who may not).
    expect((await inspector('GET', `/system/order/taskForm/${row.taskId}`)).code).toBe(200);
    // Values cannot be submitted with a task that has no form of its own.
    expect(
      await approver('POST', '/system/order/taskDeal2', { taskId: row.taskId, code: 'x', formData: { a: 1 } }),
    ).toMatchObject({ code: 500 });

    // 驳回 in the task centre: the problem goes back to 1 with the reason.
    const reject = await approver('POST', '/system/order/taskDeal', {
      taskId: row.taskId,
      approve: 2,
      message: '缺少复查照片',
    });
    expect(reject.code).toBe(200);
    expect(await problemOf(id)).toMatchObject({ status: 1, rejectReason: '缺少复查照片' });
    // The applicant's message opens the approval's reason; the creator (someone else) is told too.
    const told = await ctx.database.db
      .select()
      .from(sysMessage)
      .where(and(eq(sysMessage.relateTable, 'quality_problem_rectification'), eq(sysMessage.relateId, String(id))));
    expect(told.map((m) => m.recipient).sort()).toEqual([w.inspector.userId, w.collaborator.userId].sort());
    const reason = await collab('GET', `/system/order/approval/${id}?bizTable=quality_improvement`);
    expect((reason.data as { message: string; action: string }[])[0]).toMatchObject({
      message: '缺少复查照片',
      action: 'reject',
    });
    expect((await approver('GET', '/system/order/myTodoList?title=连墙件')).total).toBe(0);
    const handled = await approver('GET', '/system/order/showlist?title=连墙件');
    expect(handled.rows?.[0]).toMatchObject({
      bizTable: 'quality_improvement',
      outcome: 'reject',
      comment: '缺少复查照片',
    });

    // The history of this business table only (an order may have the same business id).
    const history = await approver('GET', `/flowable/task/commentsByBizId?bizId=${id}&bizTable=quality_improvement`);
    expect((history.data as { action: string }[]).map((c) => c.action)).toContain('reject');
    const other = await approver('GET', `/flowable/task/commentsByBizId?bizId=${id}&bizTable=sys_work_order`);
    expect(other.data).toEqual([]);

    // Applied again and approved in the task centre: 3.
    expect(await collab('PUT', '/business/quality/updateProblemStatus', { problemId: id, status: 2 })).toMatchObject({
      code: 200,
    });
    const again = (await approver('GET', '/system/order/myTodoList?title=连墙件')).rows?.[0] as TaskRow;
    expect(again).toMatchObject({ bizTable: 'quality_improvement', status: '0' });
    expect((await approver('POST', '/system/order/taskDeal', { taskId: again.taskId, approve: 1 })).code).toBe(200);
    expect((await problemOf(id))?.status).toBe(3);
  });

  it('shows an approval task’s form to the people of its process and the problem’s readers only (issue 22)', async () => {
    const id = await applied('临边防护缺失');
    const row = (await approver('GET', '/system/order/myTodoList?title=临边防护')).rows?.[0] as TaskRow;
    expect(row).toMatchObject({ bizTable: 'quality_improvement', bizId: String(id) });
    const formFor = (who: Call) => who('GET', `/system/order/taskForm/${row.taskId}`);
    const { db } = ctx.database;

    // Every order and every problem permission, but not a member of the problem's project.
    const menus = await problemMenus(ctx);
    const orderMenus = await db
      .select({ id: sysMenu.menuId })
      .from(sysMenu)
      .where(inArray(sysMenu.perms, [PERMS.system.order.query, PERMS.system.order.todo, PERMS.system.order.list]));
    expect(orderMenus).toHaveLength(3);
    const auditor = await scopedUser(ctx, {
      userName: 'pb_order_auditor',
      deptId: 103,
      dataScope: '1',
      menuIds: [...orderMenus.map((m) => m.id), ...menus.values()],
    });
    // A member of the project whose project role may not read problems.
    const bystander = await scopedUser(ctx, {
      userName: 'pb_bystander',
      deptId: 103,
      dataScope: '1',
      menuIds: [...orderMenus.map((m) => m.id), ...menus.values()],
    });
    const noQuery = await insertRole(ctx, w.a, {
      roleName: '资料员',
      menuIds: [...menus.entries()]
        .filter(([perm]) => perm !== PERMS.business.problem.query)
        .map(([, menuId]) => menuId),
    });
    await insertMember(ctx, w.a, bystander.userId, { roleId: noQuery });

    const refused = { code: 403, msg: '当前操作没有权限' };
    for (const headers of [auditor.headers, bystander.headers, w.outsider.headers]) {
      expect(await formFor(caller(ctx, headers))).toEqual(refused);
    }

    // Its candidate (审批人), its starter, members of the problem's project who may read problems.
    for (const reader of [approver, collab, inspector, member]) {
      const form = await formFor(reader);
      expect(form.code).toBe(200);
      expect((form.data as { formData: object }).formData).toMatchObject({ planName: '临边防护缺失' });
    }

    // Handling it with a button tells them nothing of its buttons or its form, and changes nothing.
    const auditorCall = caller(ctx, auditor.headers);
    for (const code of ['approve', 'no_such_button']) {
      expect(
        await auditorCall('POST', '/system/order/taskDeal2', { taskId: row.taskId, code, formData: { planName: '' } }),
      ).toEqual({ code: 500, msg: '您不是该任务的处理人' });
    }
    const [task] = await db.select().from(wfTask).where(eq(wfTask.taskId, row.taskId));
    expect(task).toMatchObject({ status: 'open', handledBy: null });
    expect((await problemOf(id))?.status).toBe(2);
  });
});
