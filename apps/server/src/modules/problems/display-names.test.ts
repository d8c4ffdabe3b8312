import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sysUser, sysUserRole } from '../../core/identity/users.tables.ts';
import { sysMessage } from '../messages/messages.tables.ts';
import { problemsSuite } from './problems-test-kit.ts';

/**
 * People appear by their name (nickname) everywhere — 创建人/发现人, 通知人, 申请人, 审批人 and the
 * approval records — never by their login name.
 */
const { db, w, inspector, collab, approver, photo, report, applyForCompletion } = await problemsSuite('display-names');
for (const [user, nickName] of [
  [w.inspector, '张质检'],
  [w.collaborator, '李协作'],
  [w.approver, '王审批'],
] as const) {
  await db.update(sysUser).set({ nickName }).where(eq(sysUser.userId, user.userId));
}
// 普通角色 holds 我的任务 and 待办任务.
await db.insert(sysUserRole).values([{ userId: w.collaborator.userId, roleId: 2 }]);

describe('people by their nickname', () => {
  it('creator, notice sender, applicant and approver, and the approval records', async () => {
    const id = await report({ name: '外墙渗水' });
    const listed = await inspector('GET', `/business/quality/listQualityProblem?projectId=${w.a}`);
    expect((listed.rows as Record<string, unknown>[]).find((r) => r.problemId === id)).toMatchObject({
      createBy: '张质检',
    });
    expect((await inspector('GET', `/business/quality/getQualityProblem/${id}`)).data).toMatchObject({
      createBy: '张质检',
    });

    const notice = await inspector('POST', '/business/quality/addQualityNotice', {
      projectId: w.a,
      problemId: id,
      extend1: '1',
      level: '重要',
      type: '用水',
      dept: '质量部',
      content: '外墙渗水',
      problem: '外墙渗水',
      problemFiles: photo,
      inspectionContent: '防水专项检查',
      participants: '张质检',
      recipient: `${w.collaborator.userId}`,
    });
    expect((await collab('GET', `/business/quality/getQualityNotice/${notice.data}`)).data).toMatchObject({
      createBy: '张质检',
    });

    await applyForCompletion(id, '已打胶');
    const todo = await approver('GET', '/system/order/myTodoList');
    const task = (todo.rows as Record<string, unknown>[]).find((r) => r.bizId === String(id));
    expect(task).toMatchObject({ applicantName: '李协作' });
    const mine = await collab('GET', '/system/order/list');
    expect((mine.rows as Record<string, unknown>[]).find((r) => r.bizId === String(id))).toMatchObject({
      applicantName: '李协作',
    });
    expect(
      await approver('POST', '/system/order/taskDeal', { taskId: task?.taskId, approve: 2, message: '照片不清晰' }),
    ).toMatchObject({ code: 200 });

    const records = await collab('GET', `/system/order/approval/${id}?bizTable=quality_improvement`);
    expect((records.data as Record<string, unknown>[])[0]).toMatchObject({
      action: 'reject',
      userName: '王审批',
      message: '照片不清晰',
    });
    const history = await collab('GET', `/flowable/task/commentsByBizId?bizId=${id}&bizTable=quality_improvement`);
    expect((history.data as Record<string, unknown>[]).map((c) => c.userName)).toEqual(['李协作', '李协作', '王审批']);
  });
});

describe('messages about a safety problem', () => {
  it('tell the applicant and the creator of the approval’s outcome as 安全问题, never by the process’s 质量 name', async () => {
    const id = await report({ kind: '2', hazardType: '高空作业', name: '脚手架连墙件缺失' });
    const apply = async () => {
      await applyForCompletion(id, '已补设');
      const todo = await approver('GET', '/system/order/myTodoList');
      return (todo.rows as Record<string, unknown>[]).find((r) => r.bizId === String(id))?.taskId;
    };
    const about = async (userId: number) =>
      (
        await db
          .select()
          .from(sysMessage)
          .where(and(eq(sysMessage.recipient, userId), eq(sysMessage.relateId, String(id))))
          .orderBy(sysMessage.id)
      )
        .filter((m) => m.relateTable !== 'workflow_task')
        .map((m) => [m.title, m.relateTable]);

    await approver('POST', '/system/order/taskDeal', { taskId: await apply(), approve: 2, message: '间距不符合规范' });
    const rejected = ['安全问题「脚手架连墙件缺失」的完成申请被驳回：间距不符合规范', 'quality_problem_rectification'];
    expect(await about(w.collaborator.userId)).toEqual([
      ['您被指派处理安全问题「脚手架连墙件缺失」', 'quality_problem'],
      rejected,
    ]);
    expect(await about(w.inspector.userId)).toEqual([rejected]);
    // The approvers' 待办 names the problem, not the process's 质量 name.
    const todo = await db
      .select()
      .from(sysMessage)
      .where(and(eq(sysMessage.recipient, w.approver.userId), eq(sysMessage.relateTable, 'workflow_task')));
    expect(todo.map((m) => m.title)).toContain('待办：脚手架连墙件缺失「整改审批」');

    await approver('POST', '/system/order/taskDeal', { taskId: await apply(), approve: 1 });
    const done = ['安全问题「脚手架连墙件缺失」已整改完成', 'quality_problem'];
    expect((await about(w.collaborator.userId)).at(-1)).toEqual(done);
    expect((await about(w.inspector.userId)).at(-1)).toEqual(done);
    const all = [...(await about(w.collaborator.userId)), ...(await about(w.inspector.userId))];
    expect(all.some(([title]) => String(title).includes('质量'))).toBe(false);
  });
});
