import { describe, expect, it } from 'vitest';
import { rowsOf, statementsOf } from '../../test/statement-count.ts';
import { problemsSuite } from '../problems/problems-test-kit.ts';

/**
 * Statements per request of a problem's completion approval (issue 23: each row read once per
 * request): the runtime reads the instance and the task once when a task is approved, and none of
 * them again when the application starts the process and completes the applicant's submission.
 */
const { ctx, collab, approver, photo, report } = await problemsSuite('statements');

const instanceRows = (s: Awaited<ReturnType<typeof statementsOf>>) => rowsOf(s, 'wf_instance', 'instance_id');
const taskRows = (s: Awaited<ReturnType<typeof statementsOf>>) => rowsOf(s, 'wf_task', 'task_id');
const problemRows = (s: Awaited<ReturnType<typeof statementsOf>>) => rowsOf(s, 'biz_problem', 'problem_id');

describe('statements per request', () => {
  it('applies for completion and approves the task, reading each row of the runtime once', async () => {
    const id = await report({ name: '语句计数' });
    await collab('POST', '/business/quality/addQualityProblemRectification', {
      problemId: id,
      content: '已加固',
      files: photo,
    });

    const apply = await statementsOf(ctx.database.db, async () =>
      expect(await collab('PUT', '/business/quality/updateProblemStatus', { problemId: id, status: 2 })).toMatchObject({
        code: 200,
      }),
    );
    // The instance is inserted and its submission completed without reading it or its task back,
    // and the problem hears of the instance once (after the submission), not after the start too.
    expect(instanceRows(apply).reads).toBe(0);
    expect(taskRows(apply).reads).toBe(0);
    expect(apply.length).toBeLessThanOrEqual(21);
    // The problem: read by its access check, locked once (the status hook takes the locked row),
    // and read by the approvers' offer for its project; written once, by the status hook.
    expect(problemRows(apply)).toEqual({ reads: 3, updates: 1 });

    const todo = await approver('GET', '/system/order/myTodoList?title=语句计数');
    const taskId = (todo.rows as Array<{ taskId: number }>)[0]?.taskId;
    const approve = await statementsOf(ctx.database.db, async () =>
      expect(await approver('POST', '/system/order/taskDeal', { taskId, approve: 1 })).toMatchObject({ code: 200 }),
    );
    // Locked instance, the task under the lock, the step's row (closing the task), the problem
    // read and updated by its hook, the notification, the message, the operation log.
    expect(instanceRows(approve).reads).toBe(1);
    expect(taskRows(approve).reads).toBe(1);
    expect(problemRows(approve)).toEqual({ reads: 1, updates: 1 });
    expect(approve.length).toBeLessThanOrEqual(8);
    const problem = await collab('GET', `/business/quality/getQualityProblem/${id}`);
    expect(problem.data).toMatchObject({ status: 3 });
  });
});
