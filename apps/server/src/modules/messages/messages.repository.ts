import { MESSAGE_STATUS, type sysMessageQuery } from '@zj/contract';
import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../core/db/client.ts';
import { orderFrom, type PageSort } from '../../core/db/list-order.ts';
import { countWhere, newestFirst, pageOf } from '../../core/db/paging.ts';
import { rowsOf } from '../../core/db/rows.ts';
import { bizProject } from '../../core/project/projects.tables.ts';
import { messageEventSql } from '../../core/realtime/event-bus.ts';
import { sysMessage } from './messages.tables.ts';

export type Message = typeof sysMessage.$inferSelect & { relateName: string | null };

/**
 * The related record's display name, read with the message (one join, no query per row): a
 * project's name for now; tables of later modules add their own join here.
 */
const relatedProject = and(
  eq(sysMessage.relateTable, 'project'),
  eq(bizProject.projectId, sysMessage.projectId),
  eq(sysMessage.relateId, sql`${bizProject.projectId}::text`),
);
const withRelateName = { ...getTableColumns(sysMessage), relateName: bizProject.projectName };
export type MessageValues = typeof sysMessage.$inferInsert;

/** Queries of sys_message; every read and write of a user's messages is bounded by the recipient. */
export class MessagesRepository {
  constructor(readonly db: Db) {}

  /** Inserts messages and announces each to every replica (NOTIFY, sent when `tx` commits): one statement. */
  async insertAnnounced(rows: MessageValues[], tx: Tx): Promise<{ id: number; recipient: number }[]> {
    const inserted = tx
      .$with('message_new')
      .as(tx.insert(sysMessage).values(rows).returning({ id: sysMessage.id, recipient: sysMessage.recipient }));
    return tx
      .with(inserted)
      .select({
        id: inserted.id,
        recipient: inserted.recipient,
        announced: messageEventSql(sql`${inserted.recipient}`, sql`${inserted.id}`),
      })
      .from(inserted);
  }

  /** One page of a recipient's messages, newest first (sys_message_recipient_idx gives the order). */
  async page(recipient: number, status: string | undefined, page: PageSort<z.output<typeof sysMessageQuery>>) {
    const condition = and(eq(sysMessage.recipient, recipient), status ? eq(sysMessage.status, status) : undefined);
    const { limit, offset } = pageOf(page);
    const [rows, total] = await Promise.all([
      this.db
        .select(withRelateName)
        .from(sysMessage)
        .leftJoin(bizProject, relatedProject)
        .where(condition)
        .orderBy(
          ...orderFrom(
            page,
            {
              id: sysMessage.id,
              title: sysMessage.title,
              status: sysMessage.status,
              createTime: sysMessage.createTime,
            },
            sysMessage.id,
            [newestFirst(sysMessage.createTime), newestFirst(sysMessage.id)],
          ),
        )
        .limit(limit)
        .offset(offset),
      countWhere(this.db, sysMessage, condition),
    ]);
    return { rows, total };
  }

  byIds(ids: number[]): Promise<Message[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .select(withRelateName)
      .from(sysMessage)
      .leftJoin(bizProject, relatedProject)
      .where(inArray(sysMessage.id, ids))
      .orderBy(asc(sysMessage.id));
  }

  /** Marks one of the recipient's messages read (the first read time stays); answers whether it exists. */
  async markRead(id: number, recipient: number, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(sysMessage)
      .set({
        status: MESSAGE_STATUS.read,
        readTime: sql`coalesce(${sysMessage.readTime}, ${now.toISOString()}::timestamptz)`,
      })
      .where(and(eq(sysMessage.id, id), eq(sysMessage.recipient, recipient)))
      .returning({ id: sysMessage.id });
    return rows.length > 0;
  }

  /** Marks every unread message of the recipient read (sys_message_unread_idx); answers how many. */
  async markAllRead(recipient: number, now: Date): Promise<number> {
    const result = await this.db.execute(sql`
      with marked as (
        update ${sysMessage} set status = ${MESSAGE_STATUS.read}, read_time = ${now.toISOString()}::timestamptz
        where recipient = ${recipient} and status = ${MESSAGE_STATUS.unread}
        returning 1
      )
      select count(*)::int as n from marked`);
    return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
  }
}
