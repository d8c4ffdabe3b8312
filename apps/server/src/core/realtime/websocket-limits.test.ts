import { WS_CLOSE } from '@zj/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestContext } from '../../test/test-app.ts';
import { loggedInSocket, TestSocket, tokenOf, wsUrl } from '../../test/ws-client.ts';

let ctx: TestContext;
let url: string;

beforeAll(async () => {
  // Short limits so the sweeper acts within the test; the rules are the same as with the defaults.
  ctx = await createTestApp({}, { realtime: { loginTimeoutMs: 300, idleCloseMs: 600, sweepMs: 50 } });
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
});
