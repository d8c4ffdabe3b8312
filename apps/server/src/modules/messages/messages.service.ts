import {
  type ApiOut,
  type Lang,
  type RelateTable,
  type ServerTextKey,
  type ServerTextParams,
  shownText,
  type sysMessageQuery,
  type sysMessageRow,
} from '@zj/contract';
import type { z } from 'zod';
import type { Tx } from '../../core/db/client.ts';
import { AppError, forbidden } from '../../core/http/app-error.ts';
import type { Message, MessagesRepository } from './messages.repository.ts';

/** A message to one user; later modules call `MessagesService.send` whenever something needs a user. */
export interface NewMessage {
  recipient: number;
  /** The Chinese title (the original's clients read it); with its key, see `storedText`. */
  title: string;
  titleKey?: ServerTextKey | null;
  titleParams?: ServerTextParams | null;
  content?: string | null;
  relateTable?: RelateTable | null;
  relateId?: string | number | null;
  projectId?: number | null;
  createBy?: string;
}

export class MessagesService {
  constructor(
    private readonly repo: MessagesRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Stores the messages and pushes each to its recipient's open sockets on every replica, in one
   * transaction (the caller's `tx` when given): the push happens only if the messages commit.
   */
  async send(messages: NewMessage[], tx?: Tx): Promise<number[]> {
    if (messages.length === 0) return [];
    if (!tx) return this.repo.db.transaction((own) => this.send(messages, own));
    const rows = await this.repo.insertAnnounced(
      messages.map((m) => ({
        recipient: m.recipient,
        title: m.title.slice(0, 255),
        titleKey: m.titleKey ?? null,
        titleParams: m.titleParams ?? null,
        content: m.content?.slice(0, 2000) ?? null,
        relateTable: m.relateTable ?? null,
        relateId: m.relateId === undefined || m.relateId === null ? null : String(m.relateId),
        projectId: m.projectId ?? null,
        createBy: m.createBy ?? '',
      })),
      tx,
    );
    return rows.map((r) => r.id);
  }

  /** The caller's messages; asking for another recipient's is refused. */
  async list(userId: number, query: z.output<typeof sysMessageQuery>, lang: Lang) {
    if (query.recipient !== undefined && query.recipient !== userId) throw forbidden();
    const { rows, total } = await this.repo.page(userId, query.status || undefined, query);
    return { rows: rows.map((r) => this.toRow(r, lang)), total };
  }

  /** Marks one of the caller's messages read; another user's message does not exist for them. */
  async read(userId: number, id: number): Promise<void> {
    if (!(await this.repo.markRead(id, userId, this.now()))) throw new AppError(404, 'message.notFound');
  }

  /** Marks all the caller's unread messages read; answers how many were. */
  readAll(userId: number): Promise<number> {
    return this.repo.markAllRead(userId, this.now());
  }

  /**
   * Messages as the API answers them (times as Dates, formatted by `sysMessageRow`), in id order.
   * Pushed to sockets of either language: the title is the stored one, the key renders it.
   */
  async rows(ids: number[]): Promise<ApiOut<typeof sysMessageRow>[]> {
    return (await this.repo.byIds(ids)).map((m) => this.toRow(m));
  }

  private toRow(m: Message, lang?: Lang): ApiOut<typeof sysMessageRow> {
    return {
      id: m.id,
      title: lang ? shownText(m, lang) : m.title,
      titleKey: m.titleKey,
      titleParams: m.titleParams,
      relateName: m.relateName,
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
