import fastifyWebsocket from '@fastify/websocket';
import {
  type MessageKey,
  msg,
  PUBLIC,
  pickLang,
  WS_ACTS,
  WS_CLOSE,
  WS_LANG_PARAM,
  WS_MAX_FRAME_BYTES,
  WS_MAX_TOPICS,
  WS_PATH,
} from '@zj/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RawData, WebSocket } from 'ws';
import { isAdmin } from '../access/access.ts';
import type { SessionService } from '../auth/session.service.ts';
import { AppError } from '../http/app-error.ts';
import type { Conn, SocketHub } from './socket-hub.ts';
import type { Topics } from './topics.ts';

const HEARTBEAT_FRAME = JSON.stringify({ act: WS_ACTS.heartbeat });
/** Longest user name / token a login frame may carry (the frame itself is capped by maxPayload). */
const MAX_FIELD = 2048;

/** A socket error (bad frame, too large, reset): ws has already failed the connection; make sure it is gone. */
function onSocketError(this: WebSocket) {
  this.terminate();
}

/**
 * The WebSocket at WS_PATH (protocol in @zj/contract realtime.ts). Public as a route: the socket
 * logs in with its first frame, `{act:'login', user_name, access_token}`, checked exactly as the
 * HTTP guard checks a bearer token.
 */
export const websocketPlugin = fp(
  async (app: FastifyInstance, opts: { hub: SocketHub; sessions: SessionService; topics: Topics }) => {
    const { hub, sessions, topics } = opts;
    await app.register(fastifyWebsocket, {
      options: { maxPayload: WS_MAX_FRAME_BYTES, perMessageDeflate: false },
      errorHandler: (error, socket) => {
        app.log.debug({ err: error }, 'websocket error');
        socket.terminate();
      },
    });

    async function login(socket: WebSocket, conn: Conn, frame: Record<string, unknown>) {
      const { user_name: userName, access_token: token } = frame;
      const refuse = (key: MessageKey) => {
        socket.send(JSON.stringify({ act: WS_ACTS.login, code: 401, msg: msg(key, conn.lang) }));
        hub.drop(socket, WS_CLOSE.unauthorized);
      };
      if (typeof token !== 'string' || !token || token.length > MAX_FIELD) return refuse('auth.tokenMissing');
      if (typeof userName !== 'string' || userName.length > MAX_FIELD) return refuse('auth.tokenInvalid');
      conn.busy = true;
      try {
        const principal = await sessions.resolve(token);
        if (principal.userName !== userName) return refuse('auth.tokenInvalid');
        const groups = { deptId: principal.deptId, roleIds: principal.roleList.map((role) => role.roleId) };
        if (!hub.bind(socket, principal.userId, principal.tokenId, isAdmin(principal), groups))
          return refuse('auth.tokenExpired');
        socket.send(JSON.stringify({ act: WS_ACTS.login, code: 200, msg: msg('auth.loginSuccess', conn.lang) }));
      } catch (error) {
        if (error instanceof AppError) return refuse(error.key);
        app.log.error({ err: error }, 'websocket login failed');
        socket.send(JSON.stringify({ act: WS_ACTS.login, code: 500, msg: msg('http.500', conn.lang) }));
        hub.drop(socket, 1011);
      } finally {
        conn.busy = false;
      }
    }

    /** Joins a topic the module behind it allows this user; answers `{act:'subscribe', topic, code}`. */
    async function subscribe(socket: WebSocket, conn: Conn, topic: unknown) {
      if (typeof topic !== 'string' || topic.length > 64) return;
      const answer = (code: number) => socket.send(JSON.stringify({ act: WS_ACTS.subscribe, topic, code }));
      let allowed = false;
      try {
        allowed = await topics.mayJoin({ userId: conn.userId, admin: conn.admin }, topic);
      } catch (error) {
        app.log.error({ err: error, topic }, 'websocket subscribe failed');
        return answer(500);
      }
      if (!allowed) return answer(403);
      if (!hub.join(socket, topic, WS_MAX_TOPICS)) return answer(429);
      answer(200);
    }

    /** One listener for every socket (`this` is the socket): login, heartbeat, topics; anything else is ignored. */
    function onFrame(this: WebSocket, data: RawData, isBinary: boolean) {
      const conn = hub.conn(this);
      if (!conn || isBinary) return;
      if (conn.userId) conn.seen = Date.now();
      let frame: unknown;
      try {
        frame = JSON.parse(data.toString());
      } catch {
        return;
      }
      if (typeof frame !== 'object' || frame === null) return;
      const act = (frame as { act?: unknown }).act;
      if (act === WS_ACTS.heartbeat && conn.userId) this.send(HEARTBEAT_FRAME);
      else if (act === WS_ACTS.subscribe && conn.userId) {
        subscribe(this, conn, (frame as { topic?: unknown }).topic).catch((error: unknown) =>
          app.log.error({ err: error }, 'websocket subscribe failed'),
        );
      } else if (act === WS_ACTS.unsubscribe && conn.userId) {
        const topic = (frame as { topic?: unknown }).topic;
        if (typeof topic === 'string') hub.leave(this, topic);
      } else if (act === WS_ACTS.login && !conn.userId && !conn.busy) {
        login(this, conn, frame as Record<string, unknown>).catch((error: unknown) =>
          app.log.error({ err: error }, 'websocket login failed'),
        );
      }
    }

    app.get(WS_PATH, { websocket: true, config: { access: PUBLIC } }, (socket, request) => {
      const query = request.query as Record<string, unknown> | undefined;
      const lang = query?.[WS_LANG_PARAM];
      // The plugin's per-socket error listener holds the request and reply; one shared listener
      // instead keeps an idle connection's memory to the socket itself.
      socket.removeAllListeners('error');
      socket.on('error', onSocketError);
      socket.on('message', onFrame);
      hub.add(socket, typeof lang === 'string' ? pickLang(lang) : request.lang);
    });
  },
);
