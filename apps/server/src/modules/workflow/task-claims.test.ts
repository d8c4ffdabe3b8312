import { PERMS } from '@zj/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sysRoleMenu } from '../../core/identity/roles.tables.ts';
import { permissionMenus } from '../../test/helpers.ts';
import { compatWorld, type Headers, type Person } from './flowable-compat-test-kit.ts';
import { wfComment, wfTask } from './workflow.tables.ts';

const world = await compatWorld();
const { admin, json, todo, complete } = world;

/** A task action's answer (code and message), in the caller's language. */
const act = async (action: string, headers: Headers, payload: object, lang = 'zh-CN') =>
  json('POST', `/flowable/task/${action}`, { ...headers, 'accept-language': lang }, payload);
const taskRow = async (taskId: number) => (await world.db.select().from(wfTask).where(eq(wfTask.taskId, taskId)))[0];
/** Whether the task is in the 待办 of whoever the headers sign in. */
const sees = async (headers: Headers, taskId: number) => (await todo(headers)).some((t) => t.taskId === taskId);
const comments = async (instanceId: number) =>
  (await world.db.select().from(wfComment).where(eq(wfComment.instanceId, instanceId))).map((c) => c.action);

let keeper: Person;
let applicant: Person;
let fozzie: Person;
let reviewerA: Person;
let reviewerB: Person;
let instanceId = 0;

beforeAll(async () => {
  // Holders of the workflow management permission are process administrators.
  const processAdmins = await world.role('claim_admins', '流程管理员（认领）');
  const menus = await permissionMenus(world.ctx, [PERMS.flowable.definition.edit]);
  await world.db.insert(sysRoleMenu).values(menus.map((menuId) => ({ roleId: processAdmins, menuId })));
  const reviewers = await world.role('reviewers', '资料复核员');
  const people = await world.people([
    { userName: 'cl_keeper', roleIds: [processAdmins] },
    { userName: 'cl_applicant' },
    { userName: 'cl_fozzie' },
    { userName: 'cl_reviewer_a', roleIds: [reviewers] },
    { userName: 'cl_reviewer_b', roleIds: [reviewers] },
  ]);
  [keeper, applicant, fozzie, reviewerA, reviewerB] = people as [Person, Person, Person, Person, Person];
  // A user task naming nobody deploys (Flowable's rule) and is offered to the process administrators.
  await world.deploy(world.fixture('flowable-claim-pool.bpmn20.xml'));
  await world.form('claim_form', 'claimPool');
  ({ instanceId } = await world.apply(applicant, 'claim_form'));
});

describe('claiming and assigning tasks (认领 / 指派)', { timeout: 90_000 }, () => {
  it('offers an unassigned task to the process administrators, who claim it and give it back', async () => {
    const register = (await world.openTasks(instanceId))[0];
    expect(register).toMatchObject({ elementId: 'register', assigneeId: null, claimTime: null });
    const taskId = register?.taskId ?? 0;
    expect(await sees(keeper.headers, taskId)).toBe(true);
    expect(await sees(admin, taskId)).toBe(true);
    expect(await sees(applicant.headers, taskId)).toBe(false);

    // Someone who cannot see it may not claim it (in their language), and nothing changes.
    expect(await act('claim', applicant.headers, { taskId })).toEqual({ code: 500, msg: '您不是该任务的处理人' });
    expect(await act('claim', applicant.headers, { taskId }, 'en')).toEqual({
      code: 500,
      msg: 'You are not a handler of this task',
    });
    expect(await taskRow(taskId)).toMatchObject({ assigneeId: null, claimTime: null });

    // The process administrator claims it: theirs alone, out of the other administrators' lists.
    expect(await act('claim', keeper.headers, { taskId })).toMatchObject({ code: 200 });
    const claimed = await taskRow(taskId);
    expect(claimed?.assigneeId).toBe(keeper.userId);
    expect(claimed?.claimTime).toBeInstanceOf(Date);
    expect(await sees(keeper.headers, taskId)).toBe(true);
    expect(await sees(admin, taskId)).toBe(false);
    const mine = await json('GET', '/system/order/myTodoList?pageSize=50', keeper.headers);
    expect(mine.rows.find((r: { taskId: number }) => r.taskId === taskId)).toMatchObject({
      assigneeId: keeper.userId,
      claimed: true,
    });
    // Claimed once is claimed: not again, not by another administrator.
    expect(await act('claim', keeper.headers, { taskId })).toEqual({
      code: 500,
      msg: '该任务已有处理人，不能认领',
    });
    expect(await act('claim', keeper.headers, { taskId }, 'en')).toMatchObject({
      msg: 'The task already has a handler and cannot be claimed',
    });
    // Only the one who claimed it gives it back.
    expect(await act('unClaim', admin, { taskId })).toEqual({ code: 500, msg: '只能取消自己认领的任务' });
    expect(await act('unClaim', keeper.headers, { taskId })).toMatchObject({ code: 200 });
    expect(await taskRow(taskId)).toMatchObject({ assigneeId: null, claimTime: null });
    expect(await sees(admin, taskId)).toBe(true);
    const offered = await json('GET', '/system/order/myTodoList?pageSize=50', admin);
    expect(offered.rows.find((r: { taskId: number }) => r.taskId === taskId)).toMatchObject({
      assigneeId: null,
      claimed: false,
    });
    // An unclaimed task is not the caller's to give back.
    expect(await act('unClaim', keeper.headers, { taskId })).toMatchObject({ code: 500 });
    expect(await comments(instanceId)).toEqual(expect.arrayContaining(['claim', 'unclaim']));
  });

  it('lets a process administrator assign it (指派) to a user, and nobody else', async () => {
    const taskId = (await world.openTasks(instanceId))[0]?.taskId ?? 0;
    // Without the workflow management permission: refused by the route, nothing changes.
    const refused = await act('assignTask', applicant.headers, { taskId, userId: applicant.userId });
    expect(refused.code).toBe(403);
    expect(await taskRow(taskId)).toMatchObject({ assigneeId: null });
    // A disabled or unknown user is refused.
    expect(await act('assignTask', keeper.headers, { taskId, userId: 999_999 })).toEqual({
      code: 500,
      msg: '用户不存在或已停用',
    });

    expect(await act('assignTask', keeper.headers, { taskId, userId: fozzie.userId })).toMatchObject({ code: 200 });
    expect(await taskRow(taskId)).toMatchObject({ assigneeId: fozzie.userId, claimTime: null });
    expect(await sees(fozzie.headers, taskId)).toBe(true);
    expect(await sees(keeper.headers, taskId)).toBe(false);
    expect(await sees(admin, taskId)).toBe(false);
    // Assigned is not claimed: the assignee cannot give it back to the pool.
    expect(await act('unClaim', fozzie.headers, { taskId })).toMatchObject({ code: 500 });
    await complete(fozzie.headers, taskId);
    expect(await comments(instanceId)).toContain('assign');
  });

  it('takes a candidate group task out of the other candidates\u2019 lists once one of them claims it', async () => {
    const review = (await world.openTasks(instanceId))[0];
    expect(review).toMatchObject({ elementId: 'review', assigneeId: null });
    const taskId = review?.taskId ?? 0;
    expect(await sees(reviewerA.headers, taskId)).toBe(true);
    expect(await sees(reviewerB.headers, taskId)).toBe(true);
    expect(await sees(keeper.headers, taskId)).toBe(false);

    expect(await act('claim', reviewerA.headers, { taskId })).toMatchObject({ code: 200 });
    expect(await sees(reviewerB.headers, taskId)).toBe(false);
    // The other candidate can neither claim it nor complete it now.
    expect(await act('claim', reviewerB.headers, { taskId })).toEqual({ code: 500, msg: '您不是该任务的处理人' });
    expect(await act('complete', reviewerB.headers, { taskId })).toMatchObject({ code: 500 });
    await complete(reviewerA.headers, taskId);
    const done = await world.db
      .select()
      .from(wfTask)
      .where(and(eq(wfTask.instanceId, instanceId), eq(wfTask.status, 'done')));
    expect(done.map((t) => [t.elementId, t.handledBy])).toEqual([
      ['register', fozzie.userId],
      ['review', reviewerA.userId],
    ]);
    expect((await world.instanceRow(instanceId))?.status).toBe('completed');
  });
});
