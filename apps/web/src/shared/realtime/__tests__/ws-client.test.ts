import { WS_CLOSE, WS_HEARTBEAT_MS, WS_PATH, WS_RECONNECT_MS, type WsServerFrame } from '@zj/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { socketUrl, WsClient } from '../ws-client.ts';
import { FakeSocket } from './fake-socket.ts';

const last = () => FakeSocket.all[FakeSocket.all.length - 1] as FakeSocket;

function client(extra: { credentials?: () => { userName: string; token: string } | null } = {}) {
  const frames: WsServerFrame[] = [];
  const unsupported = vi.fn();
  const ws = new WsClient({
    url: 'ws://host/prod-api/websocket',
    socketClass: FakeSocket,
    credentials: extra.credentials ?? (() => ({ userName: 'admin', token: 'tok-1' })),
    onFrame: (frame) => frames.push(frame),
    onUnsupported: unsupported,
    log: () => {},
  });
  return { ws, frames, unsupported };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.all = [];
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('WsClient', () => {
  it('connects to the given url and logs in on open', () => {
    const { ws } = client();
    ws.start();
    expect(FakeSocket.all).toHaveLength(1);
    expect(last().url).toBe('ws://host/prod-api/websocket');
    expect(last().sent).toEqual([]);
    last().open();
    expect(last().sent).toEqual([{ act: 'login', user_name: 'admin', access_token: 'tok-1' }]);
    expect(ws.connected).toBe(true);
    ws.stop();
  });

  it('only logs the login answer and broadcasts every other frame', () => {
    const { ws, frames } = client();
    ws.start();
    last().open();
    last().receive({ act: 'login', code: 200, msg: 'ok' });
    last().receive({ act: 'message', data: { id: 7, title: 'x' } });
    last().receive({ act: 'heartbeat' });
    last().receive('not json');
    last().receive({ no: 'act' });
    expect(frames).toEqual([{ act: 'message', data: { id: 7, title: 'x' } }, { act: 'heartbeat' }]);
    ws.stop();
  });

  it('sends a heartbeat after 20 s without traffic and keeps the line when answered', () => {
    const { ws } = client();
    ws.start();
    const socket = last();
    socket.open();
    vi.advanceTimersByTime(WS_HEARTBEAT_MS - 1);
    expect(socket.sent).toHaveLength(1);
    // traffic restarts the idle period
    socket.receive({ act: 'notice' });
    vi.advanceTimersByTime(WS_HEARTBEAT_MS - 1);
    expect(socket.sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(socket.sent[1]).toEqual({ act: 'heartbeat' });
    socket.receive({ act: 'heartbeat' });
    vi.advanceTimersByTime(WS_HEARTBEAT_MS - 1);
    expect(socket.closed).toBe(false);
    expect(FakeSocket.all).toHaveLength(1);
    ws.stop();
  });

  it('closes when the heartbeat gets no reply within a further 20 s, then reconnects after 1 s', () => {
    const { ws } = client();
    ws.start();
    const first = last();
    first.open();
    vi.advanceTimersByTime(WS_HEARTBEAT_MS);
    expect(first.sent[1]).toEqual({ act: 'heartbeat' });
    vi.advanceTimersByTime(WS_HEARTBEAT_MS - 1);
    expect(first.closed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(first.closed).toBe(true);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(WS_RECONNECT_MS);
    expect(FakeSocket.all).toHaveLength(2);
    last().open();
    expect(last().sent).toEqual([{ act: 'login', user_name: 'admin', access_token: 'tok-1' }]);
    ws.stop();
  });

  it('reconnects once, 1 s after an error and close', () => {
    const { ws } = client();
    ws.start();
    last().open();
    last().fail();
    vi.advanceTimersByTime(WS_RECONNECT_MS - 1);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(WS_RECONNECT_MS * 5);
    expect(FakeSocket.all).toHaveLength(2);
    ws.stop();
  });

  it('does not reconnect after stop (logout), and ignores the old socket', () => {
    const { ws, frames } = client();
    ws.start();
    const socket = last();
    socket.open();
    ws.stop();
    expect(socket.closed).toBe(true);
    socket.receive({ act: 'message', data: { id: 1, title: 'late' } });
    socket.fail();
    vi.advanceTimersByTime(WS_RECONNECT_MS + WS_HEARTBEAT_MS * 3);
    expect(FakeSocket.all).toHaveLength(1);
    expect(frames).toEqual([]);
  });

  it('reconnects after the server closes an idle line (4000)', () => {
    const { ws } = client();
    ws.start();
    last().open();
    last().serverClose(WS_CLOSE.timeout);
    vi.advanceTimersByTime(WS_RECONNECT_MS);
    expect(FakeSocket.all).toHaveLength(2);
    ws.stop();
  });

  it('gives up when the server refuses the session (4001)', () => {
    const { ws } = client();
    ws.start();
    last().open();
    last().receive({ act: 'logout' });
    last().serverClose(WS_CLOSE.unauthorized);
    vi.advanceTimersByTime(WS_RECONNECT_MS * 5);
    expect(FakeSocket.all).toHaveLength(1);
    expect(ws.connected).toBe(false);
  });

  it('reads the url at every connect', () => {
    let lang = 'zh';
    const ws = new WsClient({
      url: () => `ws://host/ws?lang=${lang}`,
      socketClass: FakeSocket,
      credentials: () => ({ userName: 'a', token: 'b' }),
      onFrame: () => {},
      onUnsupported: () => {},
      log: () => {},
    });
    ws.start();
    lang = 'en';
    last().fail();
    vi.advanceTimersByTime(WS_RECONNECT_MS);
    expect(FakeSocket.all.map((socket) => socket.url)).toEqual(['ws://host/ws?lang=zh', 'ws://host/ws?lang=en']);
    ws.stop();
  });

  it('stops instead of reconnecting once nobody is logged in', () => {
    let credentials: { userName: string; token: string } | null = { userName: 'admin', token: 't' };
    const { ws } = client({ credentials: () => credentials });
    ws.start();
    last().open();
    credentials = null;
    last().fail();
    vi.advanceTimersByTime(WS_RECONNECT_MS * 3);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('reports a browser without WebSocket and opens nothing', () => {
    vi.stubGlobal('WebSocket', undefined);
    const unsupported = vi.fn();
    const ws = new WsClient({
      url: 'ws://x',
      credentials: () => ({ userName: 'a', token: 'b' }),
      onFrame: () => {},
      onUnsupported: unsupported,
    });
    ws.start();
    expect(unsupported).toHaveBeenCalledTimes(1);
    expect(ws.connected).toBe(false);
  });
});

describe('socketUrl', () => {
  it('uses the page origin with ws or wss and passes the language', () => {
    expect(socketUrl('zh', { protocol: 'http:', host: 'a.example:8080' })).toBe(
      `ws://a.example:8080${WS_PATH}?lang=zh`,
    );
    expect(socketUrl('en', { protocol: 'https:', host: 'b.example' })).toBe(`wss://b.example${WS_PATH}?lang=en`);
  });
});
