import type { ApiOut, RelateTable, sysMessageQuery, sysMessageRow } from '@zj/contract';
import type { z } from 'zod';
import type { Tx } from '../../core/db/client.ts';
import { AppError, forbidden } from '../../core/http/app-error.ts';
import type { EventBus } from '../../core/realtime/event-bus.ts';
import type { Message, MessagesRepository } from './messages.repository.ts';

/** A message to one user; later modules call `MessagesService.send` whenever something needs a user. */
export interface NewMessage {
  recipient: number;
  title: string;
  content?: string | null;
  relateTable?: RelateTable | null;
  relateId?: string | number | null;
  projectId?: number | null;
  createBy?: string;
}

export class MessagesService {
  constructor(
    private readonly repo: MessagesRepository,
    private readonly bus: EventBus,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Stores the messages and pushes each to its recipient's open sockets on every replica, in one
   * transaction (the caller's `tx` when given): the push happens only if the messages commit.
   */
  async send(messages: NewMessage[], tx?: Tx): Promise<number[]> {
    if (messages.length === 0) return [];
    if (!tx) return this.repo.db.transaction((own) => this.send(messages, own));
    const rows = await this.repo.insert(
      messages.map((m) => ({
        recipient: m.recipient,
        title: m.title.slice(0, 255),
        content: m.content?.slice(0, 2000) ?? null,
        relateTable: m.relateTable ?? null,
        relateId: m.relateId === undefined || m.relateId === null ? null : String(m.relateId),
        projectId: m.projectId ?? null,
        createBy: m.createBy ?? '',
      })),
      tx,
    );
    await this.bus.publishAll(
      rows.map((row) => ({ type: 'message', recipient: row.recipient, messageId: row.id })),
      tx,
    );
    return rows.map((r) => r.id);
  }

  /** The caller's messages; asking for another recipient's is refused. */
  async list(userId: number, query: z.output<typeof sysMessageQuery>) {
    if (query.recipient !== undefined && query.recipient !== userId) throw forbidden();
    const { rows, total } = await this.repo.page(userId, query.status || undefined, query);
    return { rows: rows.map((r) => this.toRow(r)), total };
  }

  /** Marks one of the caller's messages read; another user's message does not exist for them. */
  async read(userId: number, id: number): Promise<void> {
    if (!(await this.repo.markRead(id, userId, this.now()))) throw new AppError(404, 'message.notFound');
  }

  /** Marks all the caller's unread messages read; answers how many were. */
  readAll(userId: number): Promise<number> {
    return this.repo.markAllRead(userId, this.now());
  }

  /** Messages as the API answers them (times as Dates, formatted by `sysMessageRow`), in id order. */
  async rows(ids: number[]): Promise<ApiOut<typeof sysMessageRow>[]> {
    return (await this.repo.byIds(ids)).map((m) => this.toRow(m));
  }

  private toRow(m: Message): ApiOut<typeof sysMessageRow> {
    return {
      id: m.id,
      title: m.title,
      content: m.content,
      relateTable: m.relateTable,
      relateId: m.relateId,
      projectId: m.projectId,
      status: m.status,
      recipient: m.recipient,
      createBy: m.createBy,
      createTime: m.createTime,
    };
  }
}
