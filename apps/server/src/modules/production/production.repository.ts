import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { bizProductionItem as I, type ProductionItem } from './production.tables.ts';

/** Queries of the production items (a leaf task's unit and planned quantity). */
export class ProductionRepository {
  constructor(readonly db: Db) {}

  /** The items of these tasks, by task. */
  async ofTasks(taskIds: number[]): Promise<Map<number, ProductionItem>> {
    if (taskIds.length === 0) return new Map();
    const rows = await this.db.select().from(I).where(inArray(I.taskId, taskIds));
    return new Map(rows.map((r) => [r.taskId, r]));
  }

  /** The units of a plan's items, in order. */
  async units(planId: number): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ unit: I.unit })
      .from(I)
      .where(eq(I.planId, planId))
      .orderBy(asc(I.unit));
    return rows.map((r) => r.unit);
  }

  /** A plan's items of one unit. */
  ofUnit(planId: number, unit: string): Promise<ProductionItem[]> {
    return this.db
      .select()
      .from(I)
      .where(and(eq(I.planId, planId), eq(I.unit, unit)));
  }

  /** Sets a task's unit and planned quantity (one item a task). */
  async upsert(row: {
    taskId: number;
    planId: number;
    projectId: number;
    unit: string;
    plannedQuantity: number;
    updateBy: string;
  }) {
    await this.db
      .insert(I)
      .values(row)
      .onConflictDoUpdate({
        target: I.taskId,
        set: { unit: row.unit, plannedQuantity: row.plannedQuantity, updateBy: row.updateBy, updateTime: new Date() },
      });
  }
}
