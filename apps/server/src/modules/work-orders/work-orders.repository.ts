import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../core/db/client.ts';
import { contains } from '../../core/db/filters.ts';
import { countWhere, pageOf } from '../../core/db/paging.ts';
import type { ApplicationKeys } from '../workflow/index.ts';
import { sysWorkOrder } from './work-orders.tables.ts';

export type WorkOrder = typeof sysWorkOrder.$inferSelect;
export type NewWorkOrder = typeof sysWorkOrder.$inferInsert;

export interface OrderFilter {
  title?: string | undefined;
  formKey?: string | undefined;
  status?: string | undefined;
  /** Only this applicant's orders; every applicant's when absent. */
  applicantId?: number | undefined;
}

/** The SQL of the work orders. */
export class WorkOrdersRepository {
  constructor(readonly db: Db) {}

  async page(filter: OrderFilter, page: { pageNum: number; pageSize: number }) {
    const where = and(
      filter.applicantId !== undefined ? eq(sysWorkOrder.applicantId, filter.applicantId) : undefined,
      filter.status ? eq(sysWorkOrder.status, filter.status) : undefined,
      filter.formKey ? eq(sysWorkOrder.formKey, filter.formKey) : undefined,
      contains(sysWorkOrder.title, filter.title),
    );
    const [rows, total] = await Promise.all([
      this.db
        .select()
        .from(sysWorkOrder)
        .where(where)
        .orderBy(desc(sysWorkOrder.orderId))
        .limit(page.pageSize)
        .offset(pageOf(page).offset),
      countWhere(this.db, sysWorkOrder, where),
    ]);
    return { rows, total };
  }

  /**
   * 我的任务: the orders and, merged with them newest first, the other applications `others`
   * selects (`{kind: 'i', id, at}`: a problem's completion approval …) — one page of keys
   * (`o` an order id, `i` an instance id) and the total of both.
   */
  async pageWith(
    filter: OrderFilter,
    others: ApplicationKeys,
    page: { pageNum: number; pageSize: number },
  ): Promise<{ keys: { kind: 'o' | 'i'; id: number }[]; total: number }> {
    const where = and(
      filter.applicantId !== undefined ? eq(sysWorkOrder.applicantId, filter.applicantId) : undefined,
      filter.status ? eq(sysWorkOrder.status, filter.status) : undefined,
      filter.formKey ? eq(sysWorkOrder.formKey, filter.formKey) : undefined,
      contains(sysWorkOrder.title, filter.title),
    );
    const orders = this.db
      .select({ kind: sql<string>`'o'`.as('kind'), id: sysWorkOrder.orderId, at: sysWorkOrder.createTime })
      .from(sysWorkOrder)
      .where(where);
    const both = unionAll(orders, others).as('applications');
    const [rows, [counted]] = await Promise.all([
      this.db
        .select()
        .from(both)
        .orderBy(desc(both.at), desc(both.id))
        .limit(page.pageSize)
        .offset(pageOf(page).offset),
      this.db.select({ n: sql<number>`count(*)::int` }).from(both),
    ]);
    return {
      keys: rows.map((r) => ({ kind: r.kind === 'i' ? 'i' : 'o', id: Number(r.id) })),
      total: counted?.n ?? 0,
    };
  }

  async byId(orderId: number, tx: Tx = this.db, lock = false): Promise<WorkOrder | undefined> {
    const query = tx.select().from(sysWorkOrder).where(eq(sysWorkOrder.orderId, orderId)).limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  async byIds(orderIds: number[]): Promise<WorkOrder[]> {
    if (orderIds.length === 0) return [];
    return this.db.select().from(sysWorkOrder).where(inArray(sysWorkOrder.orderId, orderIds));
  }

  async insert(values: NewWorkOrder, tx: Tx): Promise<WorkOrder> {
    const [row] = await tx.insert(sysWorkOrder).values(values).returning();
    if (!row) throw new Error('sys_work_order insert returned nothing');
    return row;
  }

  async update(orderId: number, values: Partial<NewWorkOrder>, tx: Tx): Promise<void> {
    await tx.update(sysWorkOrder).set(values).where(eq(sysWorkOrder.orderId, orderId));
  }
}
