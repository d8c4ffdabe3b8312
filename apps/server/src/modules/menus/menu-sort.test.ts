import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { sysMenu } from '../../core/identity/menus.tables.ts';
import { codeOf } from '../../test/helpers.ts';
import { createTestApp, login } from '../../test/test-app.ts';

const ctx = await createTestApp();
const admin = await login(ctx.app);
afterAll(() => ctx.close());

const sort = (payload: object) =>
  ctx.app.inject({ method: 'PUT', url: '/prod-api/system/menu/updateSort', headers: admin, payload });
const orders = async (ids: number[]) =>
  Object.fromEntries(
    (await ctx.database.db.select().from(sysMenu).where(inArray(sysMenu.menuId, ids))).map((m) => [
      m.menuId,
      m.orderNum,
    ]),
  );

describe('PUT /system/menu/updateSort (RuoYi drag-sort)', () => {
  it('sets the order numbers of several menus at once', async () => {
    const res = await sort({ menuIds: '100,101', orderNums: '7,3' });
    expect(res.json()).toEqual({ code: 200, msg: '操作成功' });
    expect(await orders([100, 101])).toEqual({ 100: 7, 101: 3 });
  });

  it('refuses lists of different lengths, bad numbers and unknown ids, changing nothing', async () => {
    const before = await orders([100, 101, 102]);
    expect(codeOf(await sort({ menuIds: '100,101', orderNums: '1' }))).toBe(500);
    expect(codeOf(await sort({ menuIds: '100,x', orderNums: '1,2' }))).toBe(500);
    expect(codeOf(await sort({ menuIds: '102,999999', orderNums: '1,2' }))).toBe(404);
    expect(await orders([100, 101, 102])).toEqual(before);
  });
});
