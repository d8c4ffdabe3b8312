import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysUserRole } from '../../core/identity/users.tables.ts';
import { plainUsers } from '../../test/helpers.ts';
import { createTestApp, login } from '../../test/test-app.ts';
import { loggedInSocket, type TestSocket, tokenOf, wsUrl } from '../../test/ws-client.ts';
import { workflowModule } from './index.ts';
import type { Actor } from './runtime.service.ts';
import { wfTask } from './workflow.tables.ts';

/**
 * 待办 live: a task that opens for someone or leaves them (handled by another candidate, say)
 * tells their sockets `{act:'tasks'}`, whether it was offered to them as a user, through one of
 * their roles or through their department; nobody else hears of it.
 */
const ctx = await createTestApp();
const admin = await login(ctx.app);
afterAll(() => ctx.close());
const { db } = ctx.database;
const { runtime } = ctx.app.kernel.use(workflowModule);
const APPROVER_ROLE = 3;

const fixture = (name: string) =>
  readFileSync(new URL(`../../core/workflow/fixtures/${name}`, import.meta.url), 'utf8');
const GROUP_FLOW = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn" id="defs_push" targetNamespace="http://www.flowable.org/processdef">
  <process id="push_group_flow" name="推送流程" isExecutable="true">
    <startEvent id="start" flowable:initiator="initiator" />
    <sequenceFlow id="f1" sourceRef="start" targetRef="submit" />
    <userTask id="submit" name="提交" flowable:assignee="\${initiator}" />
    <sequenceFlow id="f2" sourceRef="submit" targetRef="review" />
    <userTask id="review" name="审批" flowable:candidateGroups="r${APPROVER_ROLE},d109" />
    <sequenceFlow id="f3" sourceRef="review" targetRef="end" />
    <endEvent id="end" />
  </process>
</definitions>`;

type Headers = Record<string, string>;
const call = (url: string, headers: Headers, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/prod-api${url}`, headers, payload });

async function deploy(xml: string) {
  const model = (await call('/flowable/flowable/import-xml', admin, { xml })).json();
  const deployed = (await call('/flowable/flowable/deploy', admin, { modelId: model.data.modelId })).json();
  expect(deployed.code).toBe(200);
}

type Person = { userId: number; userName: string; headers: Headers; socket: TestSocket };
const people: Record<string, Person> = {};
let url = '';

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  url = wsUrl(ctx.app);
  await deploy(fixture('review.bpmn20.xml'));
  await deploy(GROUP_FLOW);
  const rows = await plainUsers(ctx, [
    { userName: 'push_applicant', deptId: 103 },
    { userName: 'push_rev1', deptId: 103 },
    { userName: 'push_rev2', deptId: 104 },
    { userName: 'push_outsider', deptId: 105 },
    { userName: 'push_approver', deptId: 105 },
    { userName: 'push_dept', deptId: 109 },
  ]);
  const approver = rows.find((r) => r.userName === 'push_approver');
  await db.insert(sysUserRole).values({ userId: approver?.userId ?? 0, roleId: APPROVER_ROLE });
  for (const row of rows) {
    const headers = await login(ctx.app, row.userName, 'pass1234');
    const socket = await loggedInSocket(url, row.userName, tokenOf(headers));
    people[row.userName.replace('push_', '')] = { ...row, headers, socket };
  }
});

const person = (name: string) => people[name] as Person;
const actor = (p: Person): Actor => ({
  userId: p.userId,
  userName: p.userName,
  deptId: 103,
  roleIds: [],
  admin: false,
});
const tasksFrames = (p: Person) => p.socket.frames.filter((f) => f.act === 'tasks').length;
const forget = () => {
  for (const p of Object.values(people)) p.socket.frames.length = 0;
};
/** Waits until `p` has been told of tasks `count` times. */
const told = (p: Person, count = 1) => p.socket.next(() => tasksFrames(p) >= count);
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));
const openTask = async (instanceId: number, elementId: string) =>
  (
    await db
      .select()
      .from(wfTask)
      .where(and(eq(wfTask.instanceId, instanceId), eq(wfTask.elementId, elementId), eq(wfTask.status, 'open')))
  )[0];

describe('待办 pushed over the WebSocket', () => {
  it('tells the candidate users when a task arrives and the other one when it is done elsewhere', async () => {
    const applicant = person('applicant');
    const { instance, tasks } = await runtime.start(actor(applicant), {
      definitionKey: 'review_flow',
      bizTable: 'push_test',
      bizId: 'p-1',
      variables: {
        reviewers: `${person('rev1').userId},${person('rev2').userId}`,
        manager: person('approver').userId,
        fastTrack: true,
      },
    });
    await told(applicant);
    forget();
    await runtime.complete(actor(applicant), tasks[0]?.taskId ?? 0);
    await Promise.all([told(person('rev1')), told(person('rev2')), told(applicant)]);
    forget();

    const review = await openTask(instance.instanceId, 'review');
    const done = await call('/flowable/task/complete', person('rev1').headers, { taskId: review?.taskId });
    expect(done.json()).toMatchObject({ code: 200 });
    // rev2 no longer has it: their 待办 and badge are read again.
    await told(person('rev2'));
    await settle();
    expect(tasksFrames(person('outsider'))).toBe(0);
    expect(tasksFrames(person('approver'))).toBe(0);
    expect(tasksFrames(person('dept'))).toBe(0);
  });

  it('tells the users of a candidate role and department, and nobody else', async () => {
    const applicant = person('applicant');
    const { instance, tasks } = await runtime.start(actor(applicant), {
      definitionKey: 'push_group_flow',
      bizTable: 'push_test',
      bizId: 'p-2',
    });
    await told(applicant);
    forget();
    await runtime.complete(actor(applicant), tasks[0]?.taskId ?? 0);
    await Promise.all([told(person('approver')), told(person('dept'))]);
    await settle();
    expect(tasksFrames(person('outsider'))).toBe(0);
    expect(tasksFrames(person('rev1'))).toBe(0);
    forget();

    // The department's user handles it: the role's user hears it is gone.
    const review = await openTask(instance.instanceId, 'review');
    const done = await call('/flowable/task/complete', person('dept').headers, { taskId: review?.taskId });
    expect(done.json()).toMatchObject({ code: 200 });
    await told(person('approver'));
    await settle();
    expect(tasksFrames(person('outsider'))).toBe(0);
  });

  it('tells nobody of a step that rolls back', async () => {
    const applicant = person('applicant');
    forget();
    await expect(
      db.transaction(async (tx) => {
        await runtime.start(
          actor(applicant),
          { definitionKey: 'push_group_flow', bizTable: 'push_test', bizId: 'p-3', submit: true },
          tx,
        );
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await settle();
    expect(tasksFrames(person('approver'))).toBe(0);
    expect(tasksFrames(applicant)).toBe(0);
  });
});
