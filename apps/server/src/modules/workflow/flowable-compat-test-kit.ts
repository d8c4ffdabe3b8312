import { readFileSync } from 'node:fs';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, expect } from 'vitest';
import { sysRole } from '../../core/identity/roles.tables.ts';
import { sysUserRole } from '../../core/identity/users.tables.ts';
import { plainUsers } from '../../test/helpers.ts';
import { createTestApp, login } from '../../test/test-app.ts';
import { sysWorkOrder } from '../work-orders/work-orders.tables.ts';
import { workflowModule } from './index.ts';
import { wfInstance, wfTask } from './workflow.tables.ts';

export type Headers = Record<string, string>;
export type Person = { userId: number; userName: string; headers: Headers };

/**
 * Models as Flowable, Activiti and Camunda write them, deployed unchanged through the API and
 * driven to their end through it: an app, people with roles, and the calls the tests make.
 */
export async function compatWorld() {
  const ctx = await createTestApp();
  const admin = await login(ctx.app);
  afterAll(() => ctx.close());
  const { db } = ctx.database;
  const { runtime } = ctx.app.kernel.use(workflowModule);
  const fixture = (name: string) =>
    readFileSync(new URL(`../../core/workflow/fixtures/${name}`, import.meta.url), 'utf8');
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
    ctx.app.inject({ method, url: `/prod-api${url}`, headers, ...(payload ? { payload } : {}) });
  const json = async (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
    (await call(method, url, headers, payload)).json();

  /** Users (普通角色 and the roles given), logged in. */
  async function people(rows: Array<{ userName: string; deptId?: number; roleIds?: number[] }>): Promise<Person[]> {
    const users = await plainUsers(
      ctx,
      rows.map((r) => ({ userName: r.userName, deptId: r.deptId ?? 103 })),
    );
    return Promise.all(
      users.map(async (user, i) => {
        const roleIds = [2, ...(rows[i]?.roleIds ?? [])];
        await db.insert(sysUserRole).values(roleIds.map((roleId) => ({ userId: user.userId, roleId })));
        return { ...user, headers: await login(ctx.app, user.userName, 'pass1234') };
      }),
    );
  }

  async function role(roleKey: string, roleName: string): Promise<number> {
    const [row] = await db.insert(sysRole).values({ roleKey, roleName, createBy: 'admin' }).returning();
    return row?.roleId ?? 0;
  }

  /** Imports and deploys a model through the API: the deploy's answer (its row, processes and warnings). */
  async function deploy(xml: string) {
    const model = await json('POST', '/flowable/flowable/import-xml', admin, { xml });
    expect(model.code, model.msg).toBe(200);
    const deployed = await json('POST', '/flowable/flowable/deploy', admin, { modelId: model.data.modelId });
    expect(deployed.code, deployed.msg).toBe(200);
    return deployed.data as {
      definitionId: number;
      definitionKey: string;
      processes: { definitionKey: string; definitionId: number }[];
      warnings: string[];
    };
  }

  /** A form (one text field `title`) starting the process `modelKey`, created through the API. */
  async function form(formKey: string, modelKey: string) {
    const formContent = JSON.stringify({
      type: 'default',
      components: [{ type: 'textfield', key: 'reason', label: '事由' }],
    });
    const created = await json('POST', '/system/form', admin, { formName: formKey, formKey, formContent, modelKey });
    expect(created.code, created.msg).toBe(200);
  }

  /** Applies with the form through the API: the order id and its instance id. */
  async function apply(person: Person, formKey: string, reason = '事由') {
    const applied = await json('POST', '/system/order', person.headers, { formKey, formData: { reason } });
    expect(applied.code, applied.msg).toBe(200);
    const [order] = await db
      .select()
      .from(sysWorkOrder)
      .where(eq(sysWorkOrder.applicantId, person.userId))
      .orderBy(desc(sysWorkOrder.orderId))
      .limit(1);
    return { orderId: order?.orderId ?? 0, instanceId: order?.instanceId ?? 0 };
  }

  const todo = async (headers: Headers) =>
    (await json('GET', '/flowable/task/todoList?pageSize=50', headers)).rows as Array<{
      taskId: number;
      taskName: string;
      instanceId: number;
    }>;
  /** The open task of `instanceId` in the person's 待办, by its name. */
  async function taskIn(headers: Headers, instanceId: number, taskName: string): Promise<number> {
    const rows = await todo(headers);
    const row = rows.find((r) => r.instanceId === instanceId && r.taskName === taskName);
    expect(row, `${taskName} in the 待办 (${rows.map((r) => r.taskName).join(', ')})`).toBeDefined();
    return row?.taskId ?? 0;
  }
  async function complete(headers: Headers, taskId: number, variables?: object) {
    const done = await json('POST', '/flowable/task/complete', headers, {
      taskId,
      ...(variables ? { variables } : {}),
    });
    expect(done.code, done.msg).toBe(200);
  }
  const openTasks = (instanceId: number) =>
    db
      .select()
      .from(wfTask)
      .where(and(eq(wfTask.instanceId, instanceId), eq(wfTask.status, 'open')))
      .orderBy(wfTask.taskId);
  /** The instance's tasks in the order they were created: element ids. */
  const sequence = async (instanceId: number) =>
    (await db.select().from(wfTask).where(eq(wfTask.instanceId, instanceId)).orderBy(wfTask.taskId)).map(
      (t) => t.elementId,
    );
  const instanceRow = async (instanceId: number) =>
    (await db.select().from(wfInstance).where(eq(wfInstance.instanceId, instanceId)))[0];
  const orderRow = async (orderId: number) =>
    (await db.select().from(sysWorkOrder).where(eq(sysWorkOrder.orderId, orderId)))[0];

  return {
    ctx,
    db,
    runtime,
    admin,
    fixture,
    call,
    json,
    people,
    role,
    deploy,
    form,
    apply,
    todo,
    taskIn,
    complete,
    openTasks,
    sequence,
    instanceRow,
    orderRow,
  };
}
