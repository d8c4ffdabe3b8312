import { WS_PATH, type WsServerFrame } from '@zj/contract';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';

/** The ws:// address of a listening app. */
export function wsUrl(app: FastifyInstance, query = ''): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening');
  return `ws://127.0.0.1:${address.port}${WS_PATH}${query}`;
}

/** The raw token of a `{authorization: 'Bearer …'}` header. */
export const tokenOf = (headers: { authorization: string }) => headers.authorization.replace(/^Bearer /, '');

/** A WebSocket client that records every frame and its close, for assertions. */
export class TestSocket {
  readonly frames: WsServerFrame[] = [];
  private waiters: Array<() => void> = [];
  readonly closed: Promise<{ code: number; reason: string }>;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data, isBinary) => {
      // The browser reads text frames as strings; a binary frame would reach the app as a Blob.
      this.frames.push(isBinary ? { act: 'binary-frame' } : (JSON.parse(data.toString()) as WsServerFrame));
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) => {
      ws.on('close', (code, reason) => {
        resolve({ code, reason: reason.toString() });
        for (const wake of this.waiters.splice(0)) wake();
      });
    });
    ws.on('error', () => {});
  }

  static async open(url: string): Promise<TestSocket> {
    const ws = new WebSocket(url);
    const socket = new TestSocket(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return socket;
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** The first recorded frame matching `match`, waiting for it; rejects if the socket closes first. */
  async next(match: (frame: WsServerFrame) => boolean): Promise<WsServerFrame> {
    for (;;) {
      const found = this.frames.find(match);
      if (found) return found;
      if (this.ws.readyState === WebSocket.CLOSED)
        throw new Error(`socket closed; frames: ${JSON.stringify(this.frames)}`);
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  /** Sends the login frame and answers the server's login reply. */
  login(userName: string, token: string): Promise<WsServerFrame> {
    this.send({ act: 'login', user_name: userName, access_token: token });
    return this.next((f) => f.act === 'login');
  }

  /** Messages received so far (their rows). */
  messageIds(): number[] {
    return this.frames.filter((f) => f.act === 'message').map((f) => (f.data as { id: number }).id);
  }

  close(): void {
    this.ws.close();
  }
}

/** Opens a socket and logs it in; fails unless the server accepts. */
export async function loggedInSocket(url: string, userName: string, token: string): Promise<TestSocket> {
  const socket = await TestSocket.open(url);
  const reply = await socket.login(userName, token);
  if (reply.code !== 200) throw new Error(`websocket login refused: ${JSON.stringify(reply)}`);
  return socket;
}
