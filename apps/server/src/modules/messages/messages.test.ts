import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysOperLog } from '../../core/http/oper-log.tables.ts';
import { codeOf, signedInUsers } from '../../test/helpers.ts';
import { createTestApp, messagesOf } from '../../test/test-app.ts';
import { sysMessage } from './messages.tables.ts';

const ctx = await createTestApp();
let alice: { userId: number; headers: { authorization: string } };
let bob: { userId: number; headers: { authorization: string } };

const call = (method: 'GET' | 'PUT' | 'POST', url: string, headers: { authorization: string }, payload?: object) =>
  ctx.app.inject({ method, url: `/prod-api/system/message${url}`, headers, ...(payload ? { payload } : {}) });
const stored = (id: number) => ctx.database.db.select().from(sysMessage).where(eq(sysMessage.id, id));

beforeAll(async () => {
  const [a, b] = await signedInUsers(ctx, [
    { userName: 'msg_alice', deptId: 102 },
    { userName: 'msg_bob', deptId: 103 },
  ]);
  if (!a || !b) throw new Error('users');
  [alice, bob] = [a, b];
});
afterAll(() => ctx.close());

describe('messages', () => {
  let aliceIds: number[] = [];
  let bobId = 0;

  it('lists only the caller’s messages, newest first, paged and filtered by status', async () => {
    aliceIds = await messagesOf(ctx.app).send([
      { recipient: alice.userId, title: '安全报告 1', relateTable: 'safety_report', relateId: 11, createBy: 'admin' },
      { recipient: alice.userId, title: '质量问题 2', relateTable: 'quality_problem', relateId: '22', projectId: 7 },
      { recipient: alice.userId, title: '模型问题 3', content: '请处理', relateTable: 'model_problem' },
    ]);
    [bobId = 0] = await messagesOf(ctx.app).send([{ recipient: bob.userId, title: 'Bob 的消息' }]);

    const all = (await call('GET', '/listSysMessage?pageNum=1&pageSize=99', alice.headers)).json();
    expect(all.code).toBe(200);
    expect(all.total).toBe(3);
    expect(all.rows.map((r: { id: number }) => r.id)).toEqual([...aliceIds].reverse());
    expect(all.rows[2]).toMatchObject({
      id: aliceIds[0],
      title: '安全报告 1',
      relateTable: 'safety_report',
      relateId: '11',
      status: '0',
      recipient: alice.userId,
      createBy: 'admin',
    });
    expect(all.rows[1]).toMatchObject({ relateId: '22', projectId: 7 });
    expect(all.rows[0].createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const page2 = (await call('GET', '/listSysMessage?pageNum=2&pageSize=2', alice.headers)).json();
    expect(page2).toMatchObject({ total: 3, rows: [{ id: aliceIds[0] }] });
    const own = (await call('GET', `/listSysMessage?recipient=${alice.userId}&status=0`, alice.headers)).json();
    expect(own.total).toBe(3);
    const read = (await call('GET', '/listSysMessage?status=1', alice.headers)).json();
    expect(read).toMatchObject({ total: 0, rows: [] });
  });

  it('refuses to list another user’s messages', async () => {
    const res = await call('GET', `/listSysMessage?recipient=${bob.userId}`, alice.headers);
    expect(codeOf(res)).toBe(403);
    expect(res.json()).toEqual({ code: 403, msg: '当前操作没有权限' });
  });

  it('marks one own message read; another user’s message is not found and stays unread', async () => {
    const target = aliceIds[1] ?? 0;
    const res = await call('PUT', '/editSysMessage', alice.headers, { id: target, status: '1' });
    expect(res.json()).toEqual({ code: 200, msg: '操作成功' });
    const [row] = await stored(target);
    expect(row?.status).toBe('1');
    expect(row?.readTime).toBeInstanceOf(Date);

    const foreign = await call('PUT', '/editSysMessage', alice.headers, { id: bobId, status: '1' });
    expect(codeOf(foreign)).toBe(404);
    expect(foreign.json()).toEqual({ code: 404, msg: '消息不存在' });
    const [bobs] = await stored(bobId);
    expect(bobs).toMatchObject({ status: '0', readTime: null });

    const missing = await call('PUT', '/editSysMessage', alice.headers, { id: 999_999, status: '1' });
    expect(missing.json()).toMatchObject({ code: 404 });
    const unread = await call('PUT', '/editSysMessage', alice.headers, { id: target, status: '0' });
    expect(codeOf(unread)).toBe(500);
    expect((await stored(target))[0]?.status).toBe('1');

    const filtered = (await call('GET', '/listSysMessage?status=1', alice.headers)).json();
    expect(filtered).toMatchObject({ total: 1, rows: [{ id: target, status: '1' }] });
    const logged = await ctx.database.db
      .select()
      .from(sysOperLog)
      .where(and(eq(sysOperLog.title, '消息'), eq(sysOperLog.operName, 'msg_alice')));
    expect(logged.length).toBeGreaterThanOrEqual(1);
  });

  it('marks all own unread messages read and answers how many', async () => {
    const res = (await call('POST', '/readAllMessage', alice.headers)).json();
    expect(res).toEqual({ code: 200, msg: '操作成功', data: 2 });
    const mine = await ctx.database.db.select().from(sysMessage).where(eq(sysMessage.recipient, alice.userId));
    expect(mine.map((m) => m.status)).toEqual(['1', '1', '1']);
    expect(mine.every((m) => m.readTime instanceof Date)).toBe(true);
    expect((await stored(bobId))[0]?.status).toBe('0');
    expect((await call('POST', '/readAllMessage', alice.headers)).json().data).toBe(0);
    expect((await call('GET', '/listSysMessage?status=0', bob.headers)).json()).toMatchObject({ total: 1 });
  });
});
