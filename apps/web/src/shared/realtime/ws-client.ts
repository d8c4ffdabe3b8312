import {
  WS_ACTS,
  WS_CLOSE,
  WS_HEARTBEAT_MS,
  WS_LANG_PARAM,
  WS_PATH,
  WS_RECONNECT_MS,
  type WsLoginFrame,
  type WsServerFrame,
} from '@zj/contract';

/** The part of the browser's WebSocket the client uses (tests pass a fake). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}
export type SocketClass = new (url: string) => SocketLike;

const OPEN = 1;

export interface WsClientOptions {
  /** Read at every (re)connect (it carries the current language). */
  url: string | (() => string);
  /** Read at every (re)connect; null stops the client (nobody logged in). */
  credentials(): { userName: string; token: string } | null;
  /** Every frame but the login answer (spec 02 §4). */
  onFrame(frame: WsServerFrame): void;
  /** The browser has no WebSocket. */
  onUnsupported(): void;
  /** Defaults to the browser's WebSocket. */
  socketClass?: SocketClass;
  log?: (text: string, detail?: unknown) => void;
}

/** ws:// or wss:// on the page's own origin, path /prod-api/websocket, with the language of the server's texts. */
export function socketUrl(lang: string, location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${WS_PATH}?${WS_LANG_PARAM}=${encodeURIComponent(lang)}`;
}

function parseFrame(data: unknown): WsServerFrame | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(data);
    if (typeof parsed === 'object' && parsed !== null && typeof (parsed as WsServerFrame).act === 'string') {
      return parsed as WsServerFrame;
    }
  } catch {
    // not JSON
  }
  return null;
}

/**
 * The realtime line (spec 02 §4): logs in on open, checks the line after 20 s without traffic
 * (a heartbeat, closed when no reply within a further 20 s), reconnects 1 s after an error or
 * close, until stopped (logout) or the server says the session is over (close code 4001).
 */
export class WsClient {
  private socket: SocketLike | null = null;
  private idleTimer: ReturnType<typeof setTimeout> | null = null;
  private replyTimer: ReturnType<typeof setTimeout> | null = null;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private running = false;
  private Socket: SocketClass | null = null;
  private readonly log: (text: string, detail?: unknown) => void;
  /** Topics the app listens to (e.g. one problem's chat); sent again after each login. */
  private readonly topics = new Set<string>();

  constructor(private readonly options: WsClientOptions) {
    this.log = options.log ?? ((text, detail) => console.info(text, detail ?? ''));
  }

  get connected(): boolean {
    return this.socket?.readyState === OPEN;
  }

  start() {
    if (this.running) return;
    const Socket = this.options.socketClass ?? (typeof WebSocket === 'undefined' ? undefined : WebSocket);
    if (!Socket) {
      this.options.onUnsupported();
      return;
    }
    this.Socket = Socket;
    this.running = true;
    this.connect();
  }

  /** Stops for good (logout): no reconnect. */
  stop() {
    this.running = false;
    this.clearTimers();
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    this.drop();
  }

  private connect() {
    this.reconnectTimer = null;
    const credentials = this.options.credentials();
    const Socket = this.Socket;
    if (!this.running || !credentials || !Socket) {
      this.stop();
      return;
    }
    let socket: SocketLike;
    try {
      const { url } = this.options;
      socket = new Socket(typeof url === 'function' ? url() : url);
    } catch (error) {
      this.log('[ws] cannot open', error);
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      const login: WsLoginFrame = {
        act: WS_ACTS.login,
        user_name: credentials.userName,
        access_token: credentials.token,
      };
      socket.send(JSON.stringify(login));
      this.armIdleCheck();
    };
    socket.onmessage = (event) => this.receive(event.data);
    socket.onerror = () => this.lost('error');
    socket.onclose = (event) => {
      if (event.code !== WS_CLOSE.unauthorized) {
        this.lost(`close ${event.code}`);
        return;
      }
      // Login refused or the session ended: this token will not work again.
      this.log('[ws] session refused, not reconnecting');
      this.stop();
    };
  }

  private receive(data: unknown) {
    this.armIdleCheck();
    const frame = parseFrame(data);
    if (!frame) {
      this.log('[ws] ignored a frame that is not JSON with an act', data);
      return;
    }
    if (frame.act === WS_ACTS.login) {
      this.log('[ws] login answer', frame);
      for (const topic of this.topics) this.sendFrame({ act: WS_ACTS.subscribe, topic } as { act: string });
      return;
    }
    this.options.onFrame(frame);
  }

  /** After 20 s without traffic: heartbeat, and close when no reply within a further 20 s. */
  private armIdleCheck() {
    this.clearTimers();
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      this.sendFrame({ act: WS_ACTS.heartbeat });
      this.replyTimer = setTimeout(() => {
        this.replyTimer = null;
        this.lost('no heartbeat reply');
      }, WS_HEARTBEAT_MS);
    }, WS_HEARTBEAT_MS);
  }

  /** Listens to a topic's frames from now on (also after reconnecting). */
  subscribe(topic: string) {
    if (this.topics.has(topic)) return;
    this.topics.add(topic);
    this.sendFrame({ act: WS_ACTS.subscribe, topic } as { act: string });
  }

  unsubscribe(topic: string) {
    if (!this.topics.delete(topic)) return;
    this.sendFrame({ act: WS_ACTS.unsubscribe, topic } as { act: string });
  }

  private sendFrame(frame: { act: string }) {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(frame));
  }

  /** The line is gone (error, close, silent): drop it and connect again in 1 s. */
  private lost(why: string) {
    this.log(`[ws] ${why}, reconnecting in ${WS_RECONNECT_MS} ms`);
    this.clearTimers();
    this.drop();
    this.scheduleReconnect();
  }

  private scheduleReconnect() {
    if (!this.running || this.reconnectTimer) return;
    this.reconnectTimer = setTimeout(() => this.connect(), WS_RECONNECT_MS);
  }

  /** Forgets the current socket (its late events are ignored) and closes it. */
  private drop() {
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onerror = null;
    socket.onclose = null;
    try {
      socket.close();
    } catch {
      // already closed
    }
  }

  private clearTimers() {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    if (this.replyTimer) clearTimeout(this.replyTimer);
    this.idleTimer = null;
    this.replyTimer = null;
  }
}
