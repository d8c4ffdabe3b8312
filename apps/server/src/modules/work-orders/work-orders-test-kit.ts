import { count, eq } from 'drizzle-orm';
import { afterAll } from 'vitest';
import { sysUserRole } from '../../core/identity/users.tables.ts';
import { plainUsers } from '../../test/helpers.ts';
import { createTestApp, login } from '../../test/test-app.ts';
import type { wfInstance } from '../workflow/workflow.tables.ts';
import { sysWorkOrder } from './work-orders.tables.ts';

export type Headers = Record<string, string>;

/** The set-up the split test files share: one app, its users and helpers (call it once per file, at its top). */
export async function workOrdersWorld() {
  const ctx = await createTestApp();
  const admin = await login(ctx.app);
  afterAll(() => ctx.close());
  const { db } = ctx.database;

  const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object | object[]) =>
    ctx.app.inject({ method, url: `/prod-api${url}`, headers, ...(payload ? { payload } : {}) });
  const json = async (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object | object[]) =>
    (await call(method, url, headers, payload)).json();

  /** Users with roles: 普通角色 (2) gives the order pages, 审批人 (3) makes an approver. */
  async function usersWith(rows: Array<{ userName: string; roleIds: number[] }>) {
    const users = await plainUsers(
      ctx,
      rows.map((r) => ({ userName: r.userName, deptId: 103 })),
    );
    return Promise.all(
      users.map(async (user, i) => {
        const roleIds = rows[i]?.roleIds ?? [];
        if (roleIds.length)
          await db.insert(sysUserRole).values(roleIds.map((roleId) => ({ userId: user.userId, roleId })));
        return { userId: user.userId, headers: await login(ctx.app, user.userName, 'pass1234') };
      }),
    );
  }

  const [applicant, approver, other, nobody] = await usersWith([
    { userName: 'wo_applicant', roleIds: [2] },
    { userName: 'wo_approver', roleIds: [2, 3] },
    { userName: 'wo_other', roleIds: [2] },
    { userName: 'wo_nobody', roleIds: [] },
  ]);
  if (!applicant || !approver || !other || !nobody) throw new Error('users');

  const values = { planName: '三号楼外墙整改', planContent: '修补裂缝并复测' };
  const apply = (headers: Headers, body: object) => json('POST', '/system/order', headers, body);
  const orderRow = async (orderId: number) =>
    (await db.select().from(sysWorkOrder).where(eq(sysWorkOrder.orderId, orderId)))[0];
  const countOf = async (table: typeof sysWorkOrder | typeof wfInstance) =>
    (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
  const todoOf = async (headers: Headers) => json('GET', '/system/order/myTodoList', headers);
  const taskOf = async (headers: Headers, orderId: number) =>
    ((await todoOf(headers)).rows as Array<{ orderId: number; taskId: number; buttons: { code: string }[] }>).find(
      (r) => r.orderId === orderId,
    );

  const people = { applicant, approver, other, nobody };
  return { ctx, admin, db, call, json, usersWith, people, values, apply, orderRow, countOf, todoOf, taskOf };
}
