import { WS_CLOSE } from '@zj/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysSession } from '../../core/auth/sessions.tables.ts';
import { sysMessage } from '../../modules/messages/messages.tables.ts';
import { plainUsers, signedInUsers } from '../../test/helpers.ts';
import { createTestApp, login, messagesOf } from '../../test/test-app.ts';
import { loggedInSocket, TestSocket, tokenOf, wsUrl } from '../../test/ws-client.ts';

const ctx = await createTestApp();
let url: string;
let alice: { userId: number; headers: { authorization: string } };
let bob: { userId: number; headers: { authorization: string } };
const admin = await login(ctx.app);

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  url = wsUrl(ctx.app);
  const [a, b] = await signedInUsers(ctx, [
    { userName: 'ws_alice', deptId: 102 },
    { userName: 'ws_bob', deptId: 103 },
  ]);
  if (!a || !b) throw new Error('users');
  [alice, bob] = [a, b];
});
afterAll(() => ctx.close());

/** The session id (`sid` claim) inside a bearer token. */
const sessionIdOf = (headers: { authorization: string }): string =>
  JSON.parse(Buffer.from(tokenOf(headers).split('.')[1] ?? '', 'base64url').toString()).sid;
const send = (recipient: number, title: string) => messagesOf(ctx.app).send([{ recipient, title }]);

describe('websocket login', () => {
  it('accepts a valid token of the named user and answers heartbeats', async () => {
    const socket = await TestSocket.open(url);
    socket.send({ act: 'heartbeat' }); // before login: ignored
    const reply = await socket.login('ws_alice', tokenOf(alice.headers));
    expect(reply).toEqual({ act: 'login', code: 200, msg: '登录成功' });
    expect(socket.frames[0]).toEqual(reply);
    socket.send({ act: 'heartbeat' });
    expect(await socket.next((f) => f.act === 'heartbeat')).toEqual({ act: 'heartbeat' });
    socket.close();
    await socket.closed;
  });

  it.each([
    ['a bad token', 'ws_alice', 'not-a-token', '令牌验证失败'],
    ['a user name that is not the token’s', 'ws_bob', 'ALICE', '令牌验证失败'],
    ['no token', 'ws_alice', '', '令牌不能为空'],
  ])('refuses %s and closes', async (_what, userName, token, text) => {
    const socket = await TestSocket.open(url);
    const reply = await socket.login(userName, token === 'ALICE' ? tokenOf(alice.headers) : token);
    expect(reply).toEqual({ act: 'login', code: 401, msg: text });
    expect((await socket.closed).code).toBe(WS_CLOSE.unauthorized);
  });

  it('refuses a logged-out token and an expired one, in the client’s language', async () => {
    await plainUsers(ctx, [{ userName: 'ws_carol', deptId: 102 }]);
    const out = await login(ctx.app, 'ws_carol', 'pass1234');
    await ctx.app.inject({ method: 'DELETE', url: '/prod-api/auth/logout', headers: out });
    const first = await TestSocket.open(`${url}?lang=en`);
    expect(await first.login('ws_carol', tokenOf(out))).toEqual({
      act: 'login',
      code: 401,
      msg: 'Your session has expired',
    });
    expect((await first.closed).code).toBe(WS_CLOSE.unauthorized);

    const expired = await login(ctx.app, 'ws_carol', 'pass1234');
    await ctx.database.db
      .update(sysSession)
      .set({ expireTime: new Date(Date.now() - 1000) })
      .where(eq(sysSession.userName, 'ws_carol'));
    const second = await TestSocket.open(url);
    expect(await second.login('ws_carol', tokenOf(expired))).toMatchObject({ code: 401, msg: '登录状态已过期' });
  });

  it('survives malformed and oversized frames', async () => {
    const socket = await loggedInSocket(url, 'ws_alice', tokenOf(alice.headers));
    socket.send('{not json');
    socket.send('null');
    socket.send({ act: 'unknown' });
    socket.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    socket.send({ act: 'heartbeat' });
    await socket.next((f) => f.act === 'heartbeat');
    socket.send('x'.repeat(10_000));
    expect((await socket.closed).code).toBe(1009);
    // The server carries on.
    const again = await loggedInSocket(url, 'ws_alice', tokenOf(alice.headers));
    again.send({ act: 'heartbeat' });
    await again.next((f) => f.act === 'heartbeat');
    again.close();
  });
});

describe('message delivery', () => {
  it('pushes a new message to every socket of its recipient and to no one else', async () => {
    const tab1 = await loggedInSocket(url, 'ws_alice', tokenOf(alice.headers));
    const tab2 = await loggedInSocket(url, 'ws_alice', tokenOf(alice.headers));
    const other = await loggedInSocket(url, 'ws_bob', tokenOf(bob.headers));
    const [forAlice] = await send(alice.userId, '给 Alice');
    const [forBob] = await send(bob.userId, '给 Bob');

    for (const tab of [tab1, tab2]) {
      const frame = await tab.next((f) => f.act === 'message');
      expect(frame.data).toMatchObject({ id: forAlice, title: '给 Alice', status: '0', recipient: alice.userId });
      expect((frame.data as { createTime: string }).createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    }
    await other.next((f) => f.act === 'message');
    expect(other.messageIds()).toEqual([forBob]);
    expect(tab1.messageIds()).toEqual([forAlice]);
    for (const s of [tab1, tab2, other]) s.close();
  });

  it('pushes a batch sent in one call to each recipient, in order', async () => {
    const a = await loggedInSocket(url, 'ws_alice', tokenOf(alice.headers));
    const b = await loggedInSocket(url, 'ws_bob', tokenOf(bob.headers));
    const ids = await messagesOf(ctx.app).send([
      { recipient: alice.userId, title: '批量 1' },
      { recipient: bob.userId, title: '批量 2' },
      { recipient: alice.userId, title: '批量 3' },
    ]);
    await a.next((f) => f.act === 'message' && (f.data as { title: string }).title === '批量 3');
    await b.next((f) => f.act === 'message');
    expect(a.messageIds()).toEqual([ids[0], ids[2]]);
    expect(b.messageIds()).toEqual([ids[1]]);
    a.close();
    b.close();
  });

  it('does not push a message whose transaction rolls back', async () => {
    const socket = await loggedInSocket(url, 'ws_alice', tokenOf(alice.headers));
    const before = await ctx.database.db.select().from(sysMessage).where(eq(sysMessage.title, '回滚'));
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await messagesOf(ctx.app).send([{ recipient: alice.userId, title: '回滚' }], tx);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    const [committed] = await send(alice.userId, '提交');
    await socket.next((f) => f.act === 'message');
    expect(socket.messageIds()).toEqual([committed]);
    expect(await ctx.database.db.select().from(sysMessage).where(eq(sysMessage.title, '回滚'))).toEqual(before);
    socket.close();
  });
});

describe('sessions ending', () => {
  it('force logout closes the session’s sockets and only those', async () => {
    const victim = await login(ctx.app, 'ws_bob', 'pass1234');
    const socket = await loggedInSocket(url, 'ws_bob', tokenOf(victim));
    const bystander = await loggedInSocket(url, 'ws_bob', tokenOf(bob.headers));
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/prod-api/system/online/${sessionIdOf(victim)}`,
      headers: admin,
    });
    expect(res.json().code).toBe(200);
    expect((await socket.closed).code).toBe(WS_CLOSE.unauthorized);
    expect(socket.frames.at(-1)).toEqual({ act: 'logout' });
    bystander.send({ act: 'heartbeat' });
    await bystander.next((f) => f.act === 'heartbeat');
    bystander.close();
  });

  it('a login checked just before its session ended does not bind after the end', async () => {
    const headers = await login(ctx.app, 'ws_alice', 'pass1234');
    const tokenId = sessionIdOf(headers);
    // The end arrives while the session row still reads as live (the race a login check can lose).
    const seen = new Promise<void>((resolve) => {
      const off = ctx.app.kernel.bus.subscribe((e) => {
        if (e.type !== 'session-ended' || e.tokenId !== tokenId) return;
        off();
        resolve();
      });
    });
    await ctx.app.kernel.bus.publish({ type: 'session-ended', tokenId });
    await seen;
    const socket = await TestSocket.open(url);
    expect(await socket.login('ws_alice', tokenOf(headers))).toEqual({
      act: 'login',
      code: 401,
      msg: '登录状态已过期',
    });
    expect((await socket.closed).code).toBe(WS_CLOSE.unauthorized);
  });

  it('logout closes the sockets of that session', async () => {
    const own = await login(ctx.app, 'ws_alice', 'pass1234');
    const socket = await loggedInSocket(url, 'ws_alice', tokenOf(own));
    await ctx.app.inject({ method: 'DELETE', url: '/prod-api/auth/logout', headers: own });
    expect((await socket.closed).code).toBe(WS_CLOSE.unauthorized);
  });
});
