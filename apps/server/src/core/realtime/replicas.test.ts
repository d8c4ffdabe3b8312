import { WS_CLOSE } from '@zj/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.ts';
import { plainUsers } from '../../test/helpers.ts';
import { createTestApp, login, messagesOf, testConfig } from '../../test/test-app.ts';
import { loggedInSocket, tokenOf, wsUrl } from '../../test/ws-client.ts';
import { type Database, openDatabase } from '../db/client.ts';

/**
 * Two replicas on one database. On PostgreSQL the second has its own pool and LISTEN connection,
 * so events really cross connections; PGlite is one connection per process, so both share it.
 */
const ctx = await createTestApp();
let second: { app: App; database: Database; own: boolean };
let userId = 0;

beforeAll(async () => {
  const url = ctx.database.url;
  const database = url ? await openDatabase({ databaseUrl: url, poolSize: 2 }) : ctx.database;
  const app = await buildApp({ config: testConfig(), database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  second = { app, database, own: Boolean(url) };
  const [user] = await plainUsers(ctx, [{ userName: 'replica_user', deptId: 102 }]);
  userId = user?.userId ?? 0;
});
afterAll(async () => {
  await second.app.close();
  if (second.own) await second.database.close();
  await ctx.close();
});

describe('two replicas', () => {
  it('a message created on one replica reaches a socket held by the other', async () => {
    expect(second.database.driver).toBe(ctx.database.driver);
    // Logged in through replica 1, the socket held by replica 2: sessions live in the database.
    const headers = await login(ctx.app, 'replica_user', 'pass1234');
    const socket = await loggedInSocket(wsUrl(second.app), 'replica_user', tokenOf(headers));
    expect(ctx.app.hub.size.sockets).toBe(0);
    expect(second.app.hub.size).toEqual({ sockets: 1, users: 1 });

    const [id] = await messagesOf(ctx.app).send([{ recipient: userId, title: '跨副本消息' }]);
    const frame = await socket.next((f) => f.act === 'message');
    expect(frame.data).toMatchObject({ id, title: '跨副本消息', recipient: userId });

    // Read through replica 2's API: the same row.
    const list = await second.app.inject({
      method: 'GET',
      url: '/prod-api/system/message/listSysMessage',
      headers,
    });
    expect(list.json()).toMatchObject({ total: 1, rows: [{ id, status: '0' }] });

    // Ending the session on replica 1 closes the socket on replica 2.
    await ctx.app.inject({ method: 'DELETE', url: '/prod-api/auth/logout', headers });
    expect((await socket.closed).code).toBe(WS_CLOSE.unauthorized);
    expect(second.app.hub.size.sockets).toBe(0);
  });
});
