import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysUser } from '../../core/identity/users.tables.ts';
import { codeOf, scopedUser, signedInUsers } from '../../test/helpers.ts';
import { createTestApp, login, type TestContext } from '../../test/test-app.ts';
import { sysNotice, sysNoticeRead } from './notices.tables.ts';

let ctx: TestContext;
let admin: { authorization: string };
let alice: { userId: number; headers: { authorization: string } };
let bob: { userId: number; headers: { authorization: string } };
/** Notice ids by title. */
const ids: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await login(ctx.app);
  const users = await signedInUsers(ctx, [
    { userName: 'alice', deptId: 102 },
    { userName: 'bob', deptId: 103 },
  ]);
  [alice, bob] = users as [typeof alice, typeof bob];
  // Seven notices, n1 oldest; n7 closed.
  for (let i = 1; i <= 7; i++) {
    const [row] = await ctx.database.db
      .insert(sysNotice)
      .values({ noticeTitle: `n${i}`, noticeType: '1', noticeContent: `<p>${i}</p>`, status: i === 7 ? '1' : '0' })
      .returning();
    ids[`n${i}`] = row?.noticeId ?? 0;
  }
});
afterAll(() => ctx.close());

const call = (headers: Record<string, string>, method: 'GET' | 'POST' | 'DELETE', url: string) =>
  ctx.app.inject({ method, url: `/prod-api${url}`, headers });
const marksOf = (userId: number) =>
  ctx.database.db
    .select()
    .from(sysNoticeRead)
    .where(eq(sysNoticeRead.userId, userId))
    .orderBy(asc(sysNoticeRead.noticeId));
const id = (title: string) => ids[title] as number;

describe('notice read state', () => {
  it('lists the five newest live notices with the caller’s read marks (a user without roles may)', async () => {
    const res = (await call(alice.headers, 'GET', '/system/notice/listTop')).json();
    expect(res).toMatchObject({ code: 200, unreadCount: 5 });
    expect(res.data.map((r: { noticeTitle: string }) => r.noticeTitle)).toEqual(['n6', 'n5', 'n4', 'n3', 'n2']);
    expect(res.data[0]).toEqual({
      noticeId: id('n6'),
      noticeTitle: 'n6',
      noticeType: '1',
      status: '0',
      createBy: '',
      createTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      isRead: false,
    });
    expect(codeOf(await ctx.app.inject({ method: 'GET', url: '/prod-api/system/notice/listTop' }))).toBe(401);
  });

  it('marks one notice read once: the mark is stored, listTop shows it, marking again changes nothing', async () => {
    const res = await call(alice.headers, 'POST', `/system/notice/markRead?noticeId=${id('n5')}`);
    expect(res.json()).toEqual({ code: 200, msg: '操作成功' });
    const [mark] = await marksOf(alice.userId);
    expect(mark).toMatchObject({ noticeId: id('n5'), userId: alice.userId });
    expect(mark?.readTime).toBeInstanceOf(Date);

    expect((await call(alice.headers, 'POST', `/system/notice/markRead?noticeId=${id('n5')}`)).json().code).toBe(200);
    expect(await marksOf(alice.userId)).toEqual([mark]);

    const top = (await call(alice.headers, 'GET', '/system/notice/listTop')).json();
    expect(top.unreadCount).toBe(4);
    expect(top.data.find((r: { noticeId: number }) => r.noticeId === id('n5')).isRead).toBe(true);
    // Bob's marks are his own.
    expect((await call(bob.headers, 'GET', '/system/notice/listTop')).json().unreadCount).toBe(5);
    expect(await marksOf(bob.userId)).toEqual([]);
  });

  it('refuses a notice that does not exist or is closed, and a bad id, writing nothing', async () => {
    const missing = await call(bob.headers, 'POST', '/system/notice/markRead?noticeId=987654');
    expect(missing.json()).toEqual({ code: 404, msg: '通知公告不存在' });
    const closed = await call(bob.headers, 'POST', `/system/notice/markRead?noticeId=${id('n7')}`);
    expect(codeOf(closed)).toBe(500);
    expect(closed.json().msg).toBe('通知公告已关闭');
    for (const bad of ['true', '1x', '', '-1']) {
      const res = await call(bob.headers, 'POST', `/system/notice/markRead?noticeId=${bad}`);
      expect(res.json().msg, bad).toContain('noticeId');
    }
    expect((await call(bob.headers, 'POST', '/system/notice/markRead')).json().msg).toContain('noticeId');
    const english = await ctx.app.inject({
      method: 'POST',
      url: '/prod-api/system/notice/markRead?noticeId=987654',
      headers: { ...bob.headers, 'accept-language': 'en' },
    });
    expect(english.json().msg).toBe('The notice does not exist');
    expect(await marksOf(bob.userId)).toEqual([]);
  });

  it('marks the listed notices read all or none', async () => {
    const bad = await call(bob.headers, 'POST', `/system/notice/markReadAll?ids=${id('n1')},${id('n2')},987654`);
    expect(bad.json().code).toBe(404);
    const closed = await call(bob.headers, 'POST', `/system/notice/markReadAll?ids=${id('n1')},${id('n7')}`);
    expect(closed.json().msg).toBe('通知公告已关闭');
    expect((await call(bob.headers, 'POST', '/system/notice/markReadAll?ids=1,x')).json().msg).toContain('ids');
    expect(await marksOf(bob.userId)).toEqual([]);

    const all = `${id('n2')},${id('n3')},${id('n4')},${id('n5')},${id('n6')},${id('n6')}`;
    expect((await call(bob.headers, 'POST', `/system/notice/markReadAll?ids=${all}`)).json().code).toBe(200);
    expect((await marksOf(bob.userId)).map((m) => m.noticeId)).toEqual(
      ['n2', 'n3', 'n4', 'n5', 'n6'].map((t) => id(t)),
    );
    expect((await call(bob.headers, 'GET', '/system/notice/listTop')).json().unreadCount).toBe(0);
    // Again, and with nothing: nothing changes.
    expect((await call(bob.headers, 'POST', `/system/notice/markReadAll?ids=${all}`)).json().code).toBe(200);
    expect((await call(bob.headers, 'POST', '/system/notice/markReadAll?ids=')).json().code).toBe(200);
    expect(await marksOf(bob.userId)).toHaveLength(5);
  });

  it('lists who has read a notice to notice administrators, paged, searchable, within their data scope', async () => {
    const n5 = id('n5');
    expect(codeOf(await call(alice.headers, 'GET', `/system/notice/readUsers/list?noticeId=${n5}`))).toBe(403);
    const res = (await call(admin, 'GET', `/system/notice/readUsers/list?noticeId=${n5}&pageNum=1&pageSize=10`)).json();
    expect(res).toMatchObject({ code: 200, total: 2 });
    // Bob read n5 after Alice: newest first.
    expect(res.rows.map((r: { userName: string }) => r.userName)).toEqual(['bob', 'alice']);
    expect(res.rows[1]).toEqual({
      userId: alice.userId,
      userName: 'alice',
      nickName: 'alice',
      deptName: '工程管理部',
      phonenumber: '',
      readTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    const paged = (
      await call(admin, 'GET', `/system/notice/readUsers/list?noticeId=${n5}&pageNum=2&pageSize=1`)
    ).json();
    expect(paged).toMatchObject({ total: 2, rows: [{ userName: 'alice' }] });
    const found = (await call(admin, 'GET', `/system/notice/readUsers/list?noticeId=${n5}&searchValue=AL`)).json();
    expect(found).toMatchObject({ total: 1, rows: [{ userName: 'alice' }] });
    expect((await call(admin, 'GET', `/system/notice/readUsers/list?noticeId=${id('n1')}`)).json()).toMatchObject({
      total: 0,
      rows: [],
    });
    expect((await call(admin, 'GET', '/system/notice/readUsers/list?noticeId=987654')).json()).toEqual({
      code: 404,
      msg: '通知公告不存在',
    });
    expect((await call(admin, 'GET', '/system/notice/readUsers/list')).json().msg).toContain('noticeId');

    // A notice administrator whose data scope is their own department (102) sees Alice only.
    const editor = await scopedUser(ctx, { userName: 'carol', deptId: 102, dataScope: '3', menuIds: [107] });
    const scoped = (await call(editor.headers, 'GET', `/system/notice/readUsers/list?noticeId=${n5}`)).json();
    expect(scoped).toMatchObject({ code: 200, total: 1, rows: [{ userName: 'alice' }] });

    // A deleted user's mark is not listed.
    await ctx.database.db.update(sysUser).set({ delFlag: '2' }).where(eq(sysUser.userId, bob.userId));
    const after = (await call(admin, 'GET', `/system/notice/readUsers/list?noticeId=${n5}`)).json();
    expect(after).toMatchObject({ total: 1, rows: [{ userName: 'alice' }] });
  });

  it('deleting a notice deletes its read marks', async () => {
    const n5 = id('n5');
    expect((await call(admin, 'DELETE', `/system/notice/${n5}`)).json().code).toBe(200);
    expect(
      await ctx.database.db
        .select()
        .from(sysNoticeRead)
        .where(and(eq(sysNoticeRead.noticeId, n5))),
    ).toEqual([]);
    expect((await marksOf(bob.userId)).map((m) => m.noticeId)).toEqual(['n2', 'n3', 'n4', 'n6'].map((t) => id(t)));
  });
});
