import {
  DEFAULT_LANG,
  type Lang,
  type ServerTextParams,
  shownText,
  WS_ACTS,
  WS_CLOSE,
  WS_IDLE_CLOSE_MS,
  WS_LOGIN_TIMEOUT_MS,
} from '@zj/contract';
import type { FastifyBaseLogger } from 'fastify';
import { WebSocket } from 'ws';
import type { EventBus, RealtimeEvent, TaskTarget } from './event-bus.ts';

export interface HubOptions {
  /** A socket that has not logged in this long after opening is closed. */
  loginTimeoutMs: number;
  /** A logged-in socket silent this long is closed. */
  idleCloseMs: number;
  /** How often the one timer checks every socket against both limits. */
  sweepMs: number;
  /**
   * How often the sessions of the logged-in sockets are checked against the database: a session
   * that merely expired (no logout event) or whose user was disabled closes its sockets.
   */
  sessionCheckMs: number;
}

const DEFAULTS: HubOptions = {
  loginTimeoutMs: WS_LOGIN_TIMEOUT_MS,
  idleCloseMs: WS_IDLE_CLOSE_MS,
  sweepMs: 1000,
  sessionCheckMs: 60_000,
};
/** A client that lets this much pile up unread is cut off rather than buffered for. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
const LOGOUT_FRAME = JSON.stringify({ act: WS_ACTS.logout });
const TASKS_FRAME = Buffer.from(JSON.stringify({ act: WS_ACTS.tasks }));
/** A frame encoded once and sent as text to many sockets. */
const AS_TEXT = { binary: false } as const;
/** Most message rows read with one query. */
const READ_BATCH = 500;

/**
 * What the hub reads to push a message: the row as the API shows it (with its recipient). A title
 * with a text key is sent in each socket's language.
 */
export type MessageLoader = (ids: number[]) => Promise<Array<PushedMessage>>;
interface PushedMessage {
  id: number;
  recipient: number;
  title?: string;
  titleKey?: string | null;
  titleParams?: ServerTextParams | null;
}

/** What the hub needs from the rest of the server. */
export interface HubDeps {
  bus: EventBus;
  loadMessages: MessageLoader;
  /** The sessions among these that are still live. */
  liveSessions: (tokenIds: readonly string[]) => Promise<Set<string>>;
  log: FastifyBaseLogger;
}

/** What the hub keeps per socket: a few numbers, no closures or timers. */
export interface Conn {
  lang: Lang;
  opened: number;
  seen: number;
  /** 0 until the socket has logged in. */
  userId: number;
  tokenId: string;
  /** A login is being checked. */
  busy: boolean;
  /** The session's user holds the role admin (topic checks). */
  admin: boolean;
  /** Topics subscribed to (null until the first). */
  topics: Set<string> | null;
  /** The session's department and roles (whom a task offered to a group reaches). */
  deptId: number | null;
  roleIds: readonly number[];
}

/** Who a socket's session is, besides its user: what tasks offered to groups are matched with. */
export interface SocketGroups {
  deptId: number | null;
  roleIds: readonly number[];
}

/**
 * The sockets of this replica by user and session. Events of the bus (from every replica) reach
 * them: a new message goes to its recipient's sockets, an ended session closes its sockets.
 */
export class SocketHub {
  private readonly conns = new Map<WebSocket, Conn>();
  private readonly byUser = new Map<number, Set<WebSocket>>();
  private readonly byToken = new Map<string, Set<WebSocket>>();
  private readonly byTopic = new Map<string, Set<WebSocket>>();
  /** Sessions ended lately (→ when), so a login checked just before the end cannot bind after it. */
  private readonly ended = new Map<string, number>();
  private readonly options: HubOptions;
  private timer: NodeJS.Timeout | null = null;
  private unsubscribe: (() => void) | null = null;
  /** Messages for sockets held here, read together once the current burst of events is in. */
  private readonly queued: number[] = [];
  private flushing = false;
  /** One listener for every socket (`this` is the socket). */
  private readonly onClose: (this: WebSocket) => void;
  private lastSessionCheck = Date.now();
  private checkingSessions = false;

  constructor(
    private readonly deps: HubDeps,
    options: Partial<HubOptions> = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
    const hub = this;
    this.onClose = function (this: WebSocket) {
      hub.remove(this);
    };
  }

  start(): void {
    this.unsubscribe = this.deps.bus.subscribe((event) => this.onEvent(event));
    this.timer = setInterval(() => this.sweep(Date.now()), this.options.sweepMs);
    this.timer.unref();
  }

  stop(): void {
    this.unsubscribe?.();
    if (this.timer) clearInterval(this.timer);
    for (const socket of [...this.conns.keys()]) this.drop(socket, 1001);
  }

  /** Counts of open sockets and of users logged in on them (tests, diagnostics). */
  get size() {
    return { sockets: this.conns.size, users: this.byUser.size };
  }

  add(socket: WebSocket, lang: Lang): void {
    const now = Date.now();
    this.conns.set(socket, {
      lang,
      opened: now,
      seen: now,
      userId: 0,
      tokenId: '',
      busy: false,
      admin: false,
      topics: null,
      deptId: null,
      roleIds: [],
    });
    socket.on('close', this.onClose);
  }

  conn(socket: WebSocket): Conn | undefined {
    return this.conns.get(socket);
  }

  /** Binds a socket to the session it logged in with; false when it closed or the session ended meanwhile. */
  bind(
    socket: WebSocket,
    userId: number,
    tokenId: string,
    admin = false,
    groups: SocketGroups = { deptId: null, roleIds: [] },
  ): boolean {
    const conn = this.conns.get(socket);
    if (!conn || socket.readyState !== WebSocket.OPEN || this.ended.has(tokenId)) return false;
    conn.userId = userId;
    conn.tokenId = tokenId;
    conn.admin = admin;
    conn.deptId = groups.deptId;
    conn.roleIds = groups.roleIds;
    conn.seen = Date.now();
    addTo(this.byUser, userId, socket);
    addTo(this.byToken, tokenId, socket);
    return true;
  }

  /** Adds a logged-in socket to a topic (the caller checked that it may); false past the limit. */
  join(socket: WebSocket, topic: string, max: number): boolean {
    const conn = this.conns.get(socket);
    if (!conn?.userId || socket.readyState !== WebSocket.OPEN) return false;
    conn.topics ??= new Set();
    if (!conn.topics.has(topic) && conn.topics.size >= max) return false;
    conn.topics.add(topic);
    addTo(this.byTopic, topic, socket);
    return true;
  }

  leave(socket: WebSocket, topic: string): void {
    const conn = this.conns.get(socket);
    if (!conn?.topics?.delete(topic)) return;
    removeFrom(this.byTopic, topic, socket);
  }

  /** Closes a socket and forgets it at once (no delivery while the close handshake runs). */
  drop(socket: WebSocket, code: number): void {
    this.remove(socket);
    socket.close(code);
  }

  /** Closes sockets that did not log in in time or fell silent; now and then re-checks their sessions. */
  sweep(now: number): void {
    const { loginTimeoutMs, idleCloseMs } = this.options;
    for (const [socket, conn] of this.conns) {
      const late = conn.userId === 0 ? now - conn.opened > loginTimeoutMs : now - conn.seen > idleCloseMs;
      if (late) this.drop(socket, WS_CLOSE.timeout);
    }
    // A login still being checked is dropped by the login timeout, so older ends cannot matter.
    for (const [tokenId, at] of this.ended) if (now - at > loginTimeoutMs) this.ended.delete(tokenId);
    if (!this.checkingSessions && now - this.lastSessionCheck >= this.options.sessionCheckMs) {
      this.lastSessionCheck = now;
      this.checkingSessions = true;
      void this.checkSessions().finally(() => {
        this.checkingSessions = false;
      });
    }
  }

  /** Ends the sockets of sessions that are no longer live (a few queries for all of them). */
  private async checkSessions(): Promise<void> {
    const tokenIds = [...this.byToken.keys()];
    for (let start = 0; start < tokenIds.length; start += READ_BATCH) {
      const batch = tokenIds.slice(start, start + READ_BATCH);
      try {
        const live = await this.deps.liveSessions(batch);
        for (const tokenId of batch) if (!live.has(tokenId)) this.endSession(tokenId);
      } catch (error) {
        this.deps.log.warn({ err: error }, 'websocket session check failed');
      }
    }
  }

  /** Tells the session's sockets they are logged out and closes them. */
  private endSession(tokenId: string): void {
    const sockets = this.byToken.get(tokenId);
    if (!sockets) return;
    for (const socket of [...sockets]) {
      if (socket.readyState === WebSocket.OPEN) socket.send(LOGOUT_FRAME);
      this.drop(socket, WS_CLOSE.unauthorized);
    }
  }

  private remove(socket: WebSocket): void {
    const conn = this.conns.get(socket);
    if (!conn) return;
    this.conns.delete(socket);
    if (conn.userId) removeFrom(this.byUser, conn.userId, socket);
    if (conn.tokenId) removeFrom(this.byToken, conn.tokenId, socket);
    for (const topic of conn.topics ?? []) removeFrom(this.byTopic, topic, socket);
  }

  private onEvent(event: RealtimeEvent): void {
    if (event.type === 'message') {
      // Only the replica holding the recipient's sockets reads the row.
      if (!this.byUser.has(event.recipient)) return;
      this.queued.push(event.messageId);
      if (!this.flushing) {
        this.flushing = true;
        setImmediate(() => void this.flush());
      }
    } else if (event.type === 'topic') {
      const sockets = this.byTopic.get(event.topic);
      if (!sockets) return;
      const frame = Buffer.from(
        JSON.stringify({ act: WS_ACTS.topic, topic: event.topic, event: event.event, data: event.data }),
      );
      for (const socket of sockets) {
        if (socket.readyState !== WebSocket.OPEN) continue;
        if (socket.bufferedAmount > MAX_BUFFERED_BYTES) socket.terminate();
        else socket.send(frame, AS_TEXT);
      }
    } else if (event.type === 'tasks') {
      this.tellTasks(event.to ?? [], event.all === true);
    } else if (event.type === 'session-ended') {
      this.ended.set(event.tokenId, Date.now());
      this.endSession(event.tokenId);
    }
  }

  /** `{act:'tasks'}` to the sockets of the users, roles and departments named (all logged-in ones with `all`). */
  private tellTasks(to: readonly TaskTarget[], all: boolean): void {
    const users = new Set<number>();
    const roles = new Set<number>();
    const depts = new Set<number>();
    for (const [kind, id] of to) (kind === 'u' ? users : kind === 'r' ? roles : depts).add(Number(id));
    const groups = roles.size > 0 || depts.size > 0;
    const send = (socket: WebSocket) => {
      if (socket.readyState !== WebSocket.OPEN) return;
      if (socket.bufferedAmount > MAX_BUFFERED_BYTES) socket.terminate();
      else socket.send(TASKS_FRAME, AS_TEXT);
    };
    if (!all && !groups) {
      for (const userId of users) for (const socket of this.byUser.get(userId) ?? []) send(socket);
      return;
    }
    for (const [socket, conn] of this.conns) {
      if (!conn.userId) continue;
      const reached =
        all ||
        users.has(conn.userId) ||
        (conn.deptId !== null && depts.has(conn.deptId)) ||
        conn.roleIds.some((roleId) => roles.has(roleId));
      if (reached) send(socket);
    }
  }

  /** Reads the queued messages (a few queries for a burst, not one per message) and pushes them. */
  private async flush(): Promise<void> {
    try {
      while (this.queued.length > 0) {
        const ids = this.queued.splice(0, READ_BATCH);
        try {
          for (const row of await this.deps.loadMessages(ids)) this.push(row.recipient, row);
        } catch (error) {
          this.deps.log.warn({ err: error, messageIds: ids }, 'message push failed');
        }
      }
    } finally {
      this.flushing = false;
    }
  }

  private push(recipient: number, row: PushedMessage): void {
    const sockets = this.byUser.get(recipient);
    if (!sockets) return;
    // One frame per language among the recipient's sockets.
    const frames = new Map<Lang, Buffer>();
    const frameIn = (lang: Lang) => {
      let frame = frames.get(lang);
      if (!frame) {
        const { title } = row;
        const data = title === undefined ? row : { ...row, title: shownText({ ...row, title }, lang) };
        frame = Buffer.from(JSON.stringify({ act: WS_ACTS.message, data }));
        frames.set(lang, frame);
      }
      return frame;
    };
    for (const socket of sockets) {
      if (socket.readyState !== WebSocket.OPEN) continue;
      const frame = frameIn(this.conns.get(socket)?.lang ?? DEFAULT_LANG);
      if (socket.bufferedAmount > MAX_BUFFERED_BYTES) socket.terminate();
      else socket.send(frame, AS_TEXT);
    }
  }
}

function addTo<K>(index: Map<K, Set<WebSocket>>, key: K, socket: WebSocket): void {
  const set = index.get(key);
  if (set) set.add(socket);
  else index.set(key, new Set([socket]));
}

function removeFrom<K>(index: Map<K, Set<WebSocket>>, key: K, socket: WebSocket): void {
  const set = index.get(key);
  if (!set) return;
  set.delete(socket);
  if (set.size === 0) index.delete(key);
}
