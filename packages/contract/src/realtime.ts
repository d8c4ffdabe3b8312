/**
 * The WebSocket at /prod-api/websocket (spec 02 §4, §7). Zod-free: the layout shell imports it.
 * Client → server: `{act:'login', user_name, access_token}`, then `{act:'heartbeat'}` after 20 s idle.
 * Server → client: `{act:'login', code, msg}` (the answer to login), `{act:'heartbeat'}` (the reply),
 * and events such as `{act:'message', data: SysMessageRow}` (broadcast to the app).
 */
export const WS_PATH = '/prod-api/websocket';
/** Optional query parameter of WS_PATH (`?lang=en`): the language of the server's texts (else Accept-Language). */
export const WS_LANG_PARAM = 'lang';
/**
 * Close codes the server uses: `timeout` — no login in time, or silent too long (reconnect);
 * `unauthorized` — login refused or the session ended (the token will not work again).
 */
export const WS_CLOSE = { timeout: 4000, unauthorized: 4001 } as const;
/** Largest frame the server accepts; a larger one closes the socket (1009). */
export const WS_MAX_FRAME_BYTES = 4096;
export const WS_ACTS = {
  login: 'login',
  heartbeat: 'heartbeat',
  message: 'message',
  logout: 'logout',
  /** Client → server `{act:'subscribe', topic}`; the answer `{act:'subscribe', topic, code}` (200 or 403). */
  subscribe: 'subscribe',
  /** Client → server `{act:'unsubscribe', topic}` (no answer). */
  unsubscribe: 'unsubscribe',
  /** Server → client `{act:'topic', topic, event, data}`: an event of a subscribed topic. */
  topic: 'topic',
  /** Server → client `{act:'tasks'}`: a task opened for the user or left them (done elsewhere): read 待办 again. */
  tasks: 'tasks',
} as const;
/** Topics one socket may hold at once (more are refused with 429). */
export const WS_MAX_TOPICS = 20;
/** Idle time before the client checks the line, and the time it waits for the reply. */
export const WS_HEARTBEAT_MS = 20_000;
export const WS_RECONNECT_MS = 1_000;
/** A socket that has not logged in within this time is closed by the server. */
export const WS_LOGIN_TIMEOUT_MS = 10_000;
/** The server closes a socket silent for longer than this (two missed heartbeats). */
export const WS_IDLE_CLOSE_MS = 60_000;

export interface WsLoginFrame {
  act: 'login';
  user_name: string;
  access_token: string;
}
export interface WsServerFrame {
  act: string;
  code?: number;
  msg?: string;
  data?: unknown;
}
