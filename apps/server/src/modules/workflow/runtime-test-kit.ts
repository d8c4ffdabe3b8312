import { readFileSync } from 'node:fs';

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { signedInUsers } from '../../test/helpers.ts';
import { createTestApp, login } from '../../test/test-app.ts';
import { sysMessage } from '../messages/messages.tables.ts';
import { workflowModule } from './index.ts';
import { actorOf } from './replica-kit.ts';
import { wfInstance, wfTask } from './workflow.tables.ts';

export type Headers = Record<string, string>;
export type User = { userId: number; headers: Headers };

/** The set-up the split test files share: one app, its users and helpers (call it once per file, at its top). */
export async function runtimeWorld() {
  const fixture = (name: string) =>
    readFileSync(new URL(`../../core/workflow/fixtures/${name}`, import.meta.url), 'utf8');

  const ctx = await createTestApp();
  const admin = await login(ctx.app);
  afterAll(() => ctx.close());
  const { db } = ctx.database;
  const { runtime } = ctx.app.kernel.use(workflowModule);

  const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
    ctx.app.inject({ method, url: `/prod-api${url}`, headers, ...(payload ? { payload } : {}) });

  const [applicant, reviewer1, reviewer2, outsider, manager, signer] = (await signedInUsers(ctx, [
    { userName: 'wf_applicant', deptId: 103 },
    { userName: 'wf_reviewer1', deptId: 103 },
    { userName: 'wf_reviewer2', deptId: 104 },
    { userName: 'wf_outsider', deptId: 105 },
    { userName: 'wf_manager', deptId: 103 },
    { userName: 'wf_signer', deptId: 103 },
  ])) as unknown as [User, User, User, User, User, User];

  async function deploy(xml: string) {
    const model = (await call('POST', '/flowable/flowable/import-xml', admin, { xml })).json();
    expect(model.code).toBe(200);
    const deployed = (await call('POST', '/flowable/flowable/deploy', admin, { modelId: model.data.modelId })).json();
    expect(deployed.code).toBe(200);
    return deployed.data.definitionId as number;
  }

  const openTasks = (instanceId: number) =>
    db
      .select()
      .from(wfTask)
      .where(and(eq(wfTask.instanceId, instanceId), eq(wfTask.status, 'open')))
      .orderBy(wfTask.taskId);
  const instanceRow = async (instanceId: number) =>
    (await db.select().from(wfInstance).where(eq(wfInstance.instanceId, instanceId)))[0];
  const todoOf = async (headers: Headers) => (await call('GET', '/flowable/task/todoList', headers)).json();
  const messagesTo = (userId: number) =>
    db.select().from(sysMessage).where(eq(sysMessage.recipient, userId)).orderBy(sysMessage.id);
  /** The engine's fixtures, deployed before the file's tests (`fixtureIds.review`: the review's definition id). */
  const fixtureIds = { review: 0 };
  beforeAll(async () => {
    fixtureIds.review = await deploy(fixture('review.bpmn20.xml'));
    for (const name of ['countersign', 'listeners', 'call-child', 'revise-loop', 'message-signal', 'call-activity'])
      await deploy(fixture(`${name}.bpmn20.xml`));
  });

  /** A review started by the applicant, to both reviewers and the manager. */
  async function startReview(bizId: string, extra: Record<string, unknown> = {}) {
    const { instance, tasks } = await runtime.start(actorOf(applicant, 'wf_applicant'), {
      definitionKey: 'review_flow',
      bizTable: 'sys_work_order',
      bizId,
      variables: {
        reviewers: `${reviewer1.userId},${reviewer2.userId}`,
        manager: manager.userId,
        fastTrack: false,
        ...extra,
      },
    });
    return { instance, tasks };
  }

  const people = { applicant, reviewer1, reviewer2, outsider, manager, signer };
  /** What the runtime left in the database, and in the people's 待办 and messages. */
  const reads = { openTasks, instanceRow, todoOf, messagesTo };
  return { fixture, ctx, admin, db, runtime, call, actor: actorOf, deploy, fixtureIds, startReview, people, reads };
}
