import { WS_CLOSE } from '@zj/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainUsers } from '../../test/helpers.ts';
import { createTestApp, login, type TestContext } from '../../test/test-app.ts';
import { loggedInSocket, TestSocket, tokenOf, wsUrl } from '../../test/ws-client.ts';
import { sysSession } from '../auth/sessions.tables.ts';
import { sysUser } from '../identity/users.tables.ts';

let ctx: TestContext;
let url: string;

beforeAll(async () => {
  // Short limits so the sweeper acts within the test; the rules are the same as with the defaults.
  ctx = await createTestApp(
    {},
    { realtime: { loginTimeoutMs: 300, idleCloseMs: 600, sweepMs: 50, sessionCheckMs: 100 } },
  );
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  url = wsUrl(ctx.app);
});
afterAll(() => ctx.close());

describe('websocket limits', () => {
  it('closes a socket that never logs in, even if it keeps sending other frames', async () => {
    const socket = await TestSocket.open(url);
    const chatter = setInterval(() => socket.send({ act: 'heartbeat' }), 50);
    const { code } = await socket.closed;
    clearInterval(chatter);
    expect(code).toBe(WS_CLOSE.timeout);
    expect(socket.frames).toEqual([]);
    expect(ctx.app.hub.size.sockets).toBe(0);
  });

  it('keeps a socket that sends heartbeats and closes one that falls silent', async () => {
    const token = tokenOf(await login(ctx.app));
    const lively = await loggedInSocket(url, 'admin', token);
    const silent = await loggedInSocket(url, 'admin', token);
    const beat = setInterval(() => lively.send({ act: 'heartbeat' }), 100);
    expect((await silent.closed).code).toBe(WS_CLOSE.timeout);
    // The lively one outlived the silent one's whole idle window and still answers.
    lively.send({ act: 'heartbeat' });
    await lively.next((f) => f.act === 'heartbeat');
    clearInterval(beat);
    expect(ctx.app.hub.size).toEqual({ sockets: 1, users: 1 });
    lively.close();
    await lively.closed;
  });

  it.each([
    ['expires (no logout event)', 'ws_expiring'],
    ['belongs to a user who is disabled', 'ws_disabled'],
  ])('tells a heartbeating socket it is logged out and closes it when its session %s', async (what, userName) => {
    const [user] = await plainUsers(ctx, [{ userName, deptId: 102 }]);
    if (!user) throw new Error('user');
    const socket = await loggedInSocket(url, userName, tokenOf(await login(ctx.app, userName, 'pass1234')));
    const beat = setInterval(() => socket.send({ act: 'heartbeat' }), 100);
    if (what.startsWith('expires')) {
      await ctx.database.db
        .update(sysSession)
        .set({ expireTime: new Date(Date.now() - 1000) })
        .where(eq(sysSession.userName, userName));
    } else {
      await ctx.database.db.update(sysUser).set({ status: '1' }).where(eq(sysUser.userId, user.userId));
    }
    const { code } = await socket.closed;
    clearInterval(beat);
    expect(code).toBe(WS_CLOSE.unauthorized);
    expect(socket.frames).toContainEqual({ act: 'logout' });
  });
});
