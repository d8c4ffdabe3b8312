import { type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client.ts';

/** Events that cross replicas: delivered to every server process sharing the database. */
export type RealtimeEvent =
  /** A new message for a user: sockets of that user receive it. */
  | { type: 'message'; recipient: number; messageId: number }
  /** A session ended (logout, force logout): its sockets are closed. */
  | { type: 'session-ended'; tokenId: string }
  /** Users, roles, menus, departments, projects or members changed (triggers send it): access caches empty. */
  | { type: 'access-changed' }
  /** Something happened on a topic (a problem's chat): sockets subscribed to it receive `data`. */
  | { type: 'topic'; topic: string; event: string; data: unknown }
  /**
   * Workflow tasks opened for or left these users, roles (`r`) or departments (`d`) — the
   * database's triggers send it (migration 0029) — or, with `all`, for too many to name: their
   * sockets are told to read their to-do list again.
   */
  | { type: 'tasks'; to?: TaskTarget[]; all?: boolean };

/** Whom a task is (or was) for: a user (`u`), a role (`r`) or a department (`d`) by id. */
export type TaskTarget = ['u' | 'r' | 'd', number];

export const EVENTS_CHANNEL = 'zj_events';
/** NOTIFY payloads are limited to 8000 bytes: events carry ids, receivers read the rows. */
const MAX_PAYLOAD = 7900;

/**
 * `pg_notify` of a message event whose ids are columns of the statement it is part of: a statement
 * that inserts messages announces them itself (one round trip instead of two).
 */
export const messageEventSql = (recipient: SQL, messageId: SQL): SQL =>
  sql`pg_notify(${EVENTS_CHANNEL}, json_build_object('type', 'message', 'recipient', ${recipient}, 'messageId', ${messageId})::text)`;

/**
 * Publishes through PostgreSQL NOTIFY, so an event reaches every replica (PGlite: this process).
 * Published inside a transaction, an event is delivered only when it commits.
 */
export class EventBus {
  private readonly handlers = new Set<(event: RealtimeEvent) => void>();
  private stop: (() => Promise<void>) | null = null;

  constructor(private readonly database: Database) {}

  async start(): Promise<void> {
    this.stop = await this.database.listen(EVENTS_CHANNEL, (payload) => {
      let event: RealtimeEvent;
      try {
        event = JSON.parse(payload) as RealtimeEvent;
      } catch {
        return;
      }
      for (const handler of this.handlers) handler(event);
    });
  }

  async publish(event: RealtimeEvent, tx: Tx = this.database.db): Promise<void> {
    await this.publishAll([event], tx);
  }

  /**
   * Publishes several events with one statement. Outside a transaction NOTIFY commits on its own
   * (a WAL flush each), so a batch costs one commit instead of one per event.
   */
  async publishAll(events: RealtimeEvent[], tx: Tx = this.database.db): Promise<void> {
    if (events.length === 0) return;
    const payloads = events.map((event) => JSON.stringify(event));
    if (payloads.some((p) => p.length > MAX_PAYLOAD)) throw new Error('realtime event too large');
    if (payloads.length === 1) {
      await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${payloads[0]})`);
      return;
    }
    await tx.execute(
      sql`select pg_notify(${EVENTS_CHANNEL}, p) from jsonb_array_elements_text(${JSON.stringify(payloads)}::jsonb) as p`,
    );
  }

  subscribe(handler: (event: RealtimeEvent) => void): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  async close(): Promise<void> {
    this.handlers.clear();
    await this.stop?.();
    this.stop = null;
  }
}
