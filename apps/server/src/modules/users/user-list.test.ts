import { tableResult, userRow } from '@zj/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../core/auth/password.ts';
import { sysUser } from '../../core/identity/users.tables.ts';
import { scopedUser } from '../../test/helpers.ts';
import { createTestApp, login, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
let admin: { authorization: string };
const list = async (query: string, headers = admin) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/prod-api/system/user/list?${query}`, headers });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { total: number; rows: Array<{ userName: string }> };
  return { total: body.total, names: body.rows.map((r) => r.userName) };
};

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await login(ctx.app);
  const password = await hashPassword('pass1234');
  const at = (day: string) => new Date(`${day}T04:00:00Z`); // noon in Asia/Shanghai
  await ctx.database.db.insert(sysUser).values(
    [
      { userName: 'li_x', nickName: '李甲', deptId: 102, phonenumber: '13900000001', createTime: at('2026-01-05') },
      { userName: 'lixx', nickName: '李乙', deptId: 102, phonenumber: '13800000002', createTime: at('2026-01-06') },
      { userName: 'wang1', nickName: '王一', deptId: 103, phonenumber: '13900000003', createTime: at('2026-02-01') },
      { userName: 'wang2', nickName: '王二', deptId: 104, status: '1', createTime: at('2026-02-02') },
      { userName: 'zhao1', nickName: '赵一', deptId: 104, delFlag: '2', createTime: at('2026-02-03') },
    ].map((row) => ({ ...row, password })),
  );
});
afterAll(() => ctx.close());

describe('user list (one statement per filter shape)', () => {
  it('filters by each field, escapes LIKE wildcards and leaves deleted users out', async () => {
    expect(await list('userName=li_')).toEqual({ total: 1, names: ['li_x'] });
    expect((await list('userName=li')).names).toEqual(['li_x', 'lixx']);
    expect((await list('nickName=王')).names).toEqual(['wang1', 'wang2']);
    expect((await list('phonenumber=1390')).names).toEqual(['li_x', 'wang1']);
    expect((await list('status=1')).names).toEqual(['wang2']);
    expect((await list('userName=zhao')).total).toBe(0);
    expect((await list('deptId=101&phonenumber=139')).names).toEqual(['li_x', 'wang1']);
    // 100 › 101 › 102: grandchildren are in the subtree too
    expect((await list('deptId=100&userName=li')).names).toEqual(['li_x', 'lixx']);
    expect((await list('deptId=102&userName=wang')).total).toBe(0);
    expect((await list('beginTime=2026-01-06&endTime=2026-02-01')).names).toEqual(['lixx', 'wang1']);
  });

  it('the same shape with other values answers for those values', async () => {
    expect((await list('userName=wang&deptId=103')).names).toEqual(['wang1']);
    expect((await list('userName=li&deptId=102')).names).toEqual(['li_x', 'lixx']);
    expect((await list('userName=wang&deptId=104')).names).toEqual(['wang2']);
  });

  it('answers exactly the contract shape (the route writes its rows without re-validating)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/prod-api/system/user/list?userName=li', headers: admin });
    const body = res.json();
    expect(() => tableResult(userRow).parse(body)).not.toThrow();
    expect(Object.keys(body).sort()).toEqual(['code', 'msg', 'rows', 'total']);
    for (const row of body.rows) expect(Object.keys(row).sort()).toEqual(Object.keys(userRow.shape).sort());
    expect(body.rows[0]).toMatchObject({ userName: 'li_x', createTime: '2026-01-05 12:00:00', dept: { deptId: 102 } });
  });

  it('pages carry the total, also past the last page', async () => {
    const all = await list('pageSize=100');
    expect(all.total).toBe(all.names.length);
    expect(await list('userName=li&pageSize=1&pageNum=2')).toEqual({ total: 2, names: ['lixx'] });
    expect(await list('userName=li&pageSize=1&pageNum=5')).toEqual({ total: 2, names: [] });
    expect(await list('userName=nobody&pageNum=1')).toEqual({ total: 0, names: [] });
  });

  it('a scoped caller sees their department only, with filters and totals', async () => {
    const own = await scopedUser(ctx, { userName: 'own102', deptId: 102, dataScope: '3', menuIds: [100] });
    expect(await list('userName=li', own.headers)).toEqual({ total: 2, names: ['li_x', 'lixx'] });
    expect((await list('pageSize=100', own.headers)).names).toEqual(['li_x', 'lixx', 'own102']);
    expect(await list('userName=wang', own.headers)).toEqual({ total: 0, names: [] });
    expect(await list('pageSize=1&pageNum=9', own.headers)).toEqual({ total: 3, names: [] });
  });
});
