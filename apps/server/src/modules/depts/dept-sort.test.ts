import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { sysDept } from '../../core/identity/depts.tables.ts';
import { codeOf, scopedUser } from '../../test/helpers.ts';
import { createTestApp, login } from '../../test/test-app.ts';

const ctx = await createTestApp();
const admin = await login(ctx.app);
afterAll(() => ctx.close());

const sort = (payload: object, headers = admin) =>
  ctx.app.inject({ method: 'PUT', url: '/prod-api/system/dept/updateSort', headers, payload });
const orders = async (ids: number[]) =>
  Object.fromEntries(
    (await ctx.database.db.select().from(sysDept).where(inArray(sysDept.deptId, ids))).map((d) => [
      d.deptId,
      d.orderNum,
    ]),
  );

describe('PUT /system/dept/updateSort (RuoYi drag-sort)', () => {
  it('sets the order numbers of several departments at once', async () => {
    expect((await sort({ deptIds: '102,103,104', orderNums: '3,1,2' })).json().code).toBe(200);
    expect(await orders([102, 103, 104])).toEqual({ 102: 3, 103: 1, 104: 2 });
  });

  it('refuses departments outside the caller’s data scope and unknown ids, changing nothing', async () => {
    // Own department only (103), with the right to edit departments (menu 103 page, 1072 edit button).
    const editor = await scopedUser(ctx, {
      userName: 'sort_editor',
      deptId: 103,
      dataScope: '3',
      menuIds: [103, 1072],
    });
    const before = await orders([102, 103, 104]);
    expect(codeOf(await sort({ deptIds: '103,102', orderNums: '9,9' }, editor.headers))).toBe(403);
    expect(codeOf(await sort({ deptIds: '103,999999', orderNums: '9,9' }))).toBe(404);
    expect(codeOf(await sort({ deptIds: '103', orderNums: '9,9' }))).toBe(500);
    expect(await orders([102, 103, 104])).toEqual(before);
    expect((await sort({ deptIds: '103', orderNums: '5' }, editor.headers)).json().code).toBe(200);
    expect((await orders([103]))[103]).toBe(5);
  });
});
