import type { EventBus } from '../realtime/event-bus.ts';

/** Entries kept at most (per kind): past it the cache starts over rather than grow. */
const MAX_ENTRIES = 20_000;

interface Kept {
  value: unknown;
  until: number;
}

/**
 * What the guard reads on every request — the session row behind a token, and a caller's access
 * to a project — kept for a moment on this replica (ACCESS_CACHE_MS, default 2000 ms; 0 keeps
 * nothing), so a busy page does not cost two database round trips before its own query.
 *
 * Nothing is kept once it may have changed:
 * - a request that may write (any method but GET, HEAD, OPTIONS) empties the cache when answered,
 *   so a change made through this replica holds from its next request on;
 * - a session that ends (logout, force logout, password reset, disabled user, trimmed sessions)
 *   is forgotten here at once and on every replica through the bus (`session-ended`);
 * - a change of users, roles, menus, departments, projects, members or project roles, made on
 *   any replica or in the database, empties the cache of every replica through the bus
 *   (`access-changed`, sent by triggers on those tables at commit).
 * So another replica may act on what was true up to the bus's delivery (milliseconds), and at
 * most for the lifetime if its LISTEN connection is down. Expiry is still checked on every use.
 */
export class AccessCache {
  private readonly sessions = new Map<string, Kept>();
  private readonly projects = new Map<string, Kept>();

  constructor(
    private readonly lifetimeMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.lifetimeMs > 0;
  }

  session<T>(tokenId: string): T | undefined {
    return this.read(this.sessions, tokenId) as T | undefined;
  }

  keepSession(tokenId: string, row: unknown): void {
    this.keep(this.sessions, tokenId, row);
  }

  forgetSession(tokenId: string): void {
    this.sessions.delete(tokenId);
  }

  project<T>(key: string): T | undefined {
    return this.read(this.projects, key) as T | undefined;
  }

  keepProject(key: string, value: unknown): void {
    this.keep(this.projects, key, value);
  }

  clear(): void {
    this.sessions.clear();
    this.projects.clear();
  }

  /** Follows the bus: an ended session is forgotten, a change of access empties the cache. */
  follow(bus: EventBus): () => void {
    return bus.subscribe((event) => {
      if (event.type === 'session-ended') this.forgetSession(event.tokenId);
      else if (event.type === 'access-changed') this.clear();
    });
  }

  private read(map: Map<string, Kept>, key: string): unknown {
    const kept = map.get(key);
    if (!kept) return undefined;
    if (kept.until > this.now()) return kept.value;
    map.delete(key);
    return undefined;
  }

  private keep(map: Map<string, Kept>, key: string, value: unknown): void {
    if (!this.enabled) return;
    if (map.size >= MAX_ENTRIES) map.clear();
    map.set(key, { value, until: this.now() + this.lifetimeMs });
  }
}

/** Methods that never write: answering them leaves the cache as it is. */
export const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
