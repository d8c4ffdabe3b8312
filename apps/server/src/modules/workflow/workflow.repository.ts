import type { DefinitionQuery, ModelQuery } from '@zj/contract';
import { and, asc, desc, eq, getTableColumns, inArray, max, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../core/db/client.ts';
import { contains } from '../../core/db/filters.ts';
import { orderFrom, type PageSort } from '../../core/db/list-order.ts';
import { countWhere, pageOf } from '../../core/db/paging.ts';
import { wfDefinition, wfInstance, wfModel, wfTask, wfTaskCandidate } from './workflow.tables.ts';

export type Model = typeof wfModel.$inferSelect;
export type Definition = typeof wfDefinition.$inferSelect;
/** A model with the version of the definition its last deploy wrote. */
export type ModelWithVersion = Omit<Model, 'xml'> & { version: number | null };

const modelColumns = {
  modelId: wfModel.modelId,
  modelKey: wfModel.modelKey,
  modelName: wfModel.modelName,
  category: wfModel.category,
  description: wfModel.description,
  latestDefinitionId: wfModel.latestDefinitionId,
  createBy: wfModel.createBy,
  createTime: wfModel.createTime,
  updateBy: wfModel.updateBy,
  updateTime: wfModel.updateTime,
  remark: wfModel.remark,
  version: wfDefinition.version,
};

/** Definition columns without the XML (lists never carry it). */
const { xml: _xml, ...definitionColumns } = getTableColumns(wfDefinition);
export type DefinitionHead = Omit<Definition, 'xml'>;

/** Process models and definitions: the only SQL of the workflow module. */
export class WorkflowRepository {
  constructor(readonly db: Db) {}

  async modelPage(
    filter: { modelKey?: string | undefined; modelName?: string | undefined },
    page: PageSort<ModelQuery>,
  ) {
    const where = and(contains(wfModel.modelKey, filter.modelKey), contains(wfModel.modelName, filter.modelName));
    const [rows, total] = await Promise.all([
      this.db
        .select(modelColumns)
        .from(wfModel)
        .leftJoin(wfDefinition, eq(wfDefinition.definitionId, wfModel.latestDefinitionId))
        .where(where)
        .orderBy(
          ...orderFrom(
            page,
            {
              modelId: wfModel.modelId,
              modelKey: wfModel.modelKey,
              modelName: wfModel.modelName,
              createTime: wfModel.createTime,
              updateTime: wfModel.updateTime,
            },
            wfModel.modelId,
            [desc(wfModel.modelId)],
          ),
        )
        .limit(page.pageSize)
        .offset(pageOf(page).offset),
      countWhere(this.db, wfModel, where),
    ]);
    return { rows: rows as ModelWithVersion[], total };
  }

  async model(modelId: number, tx: Tx = this.db, lock = false): Promise<Model | undefined> {
    const query = tx.select().from(wfModel).where(eq(wfModel.modelId, modelId)).limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  async modelByKey(modelKey: string, tx: Tx = this.db): Promise<Model | undefined> {
    const [row] = await tx.select().from(wfModel).where(eq(wfModel.modelKey, modelKey)).limit(1);
    return row;
  }

  async insertModel(values: typeof wfModel.$inferInsert, tx: Tx = this.db): Promise<Model> {
    const [row] = await tx.insert(wfModel).values(values).returning();
    if (!row) throw new Error('insert returned nothing');
    return row;
  }

  async updateModel(modelId: number, values: Partial<typeof wfModel.$inferInsert>, tx: Tx = this.db) {
    const rows = await tx
      .update(wfModel)
      .set(values)
      .where(eq(wfModel.modelId, modelId))
      .returning({ id: wfModel.modelId });
    return rows.length;
  }

  async deleteModels(ids: number[], tx: Tx = this.db) {
    const rows = await tx.delete(wfModel).where(inArray(wfModel.modelId, ids)).returning({ id: wfModel.modelId });
    return rows.length;
  }

  /** The highest version of a key (0 when never deployed). */
  async lastVersion(key: string, tx: Tx): Promise<number> {
    const [row] = await tx
      .select({ v: max(wfDefinition.version) })
      .from(wfDefinition)
      .where(eq(wfDefinition.definitionKey, key));
    return row?.v ?? 0;
  }

  /** Writes a new version and makes it the key's latest. */
  async insertDefinition(values: typeof wfDefinition.$inferInsert, tx: Tx): Promise<Definition> {
    await tx
      .update(wfDefinition)
      .set({ latest: false })
      .where(and(eq(wfDefinition.definitionKey, values.definitionKey), eq(wfDefinition.latest, true)));
    const [row] = await tx
      .insert(wfDefinition)
      .values({ ...values, latest: true })
      .returning();
    if (!row) throw new Error('insert returned nothing');
    return row;
  }

  async definitionPage(
    filter: { definitionKey?: string | undefined; name?: string | undefined; allVersions: boolean },
    page: PageSort<DefinitionQuery>,
  ) {
    const where = and(
      filter.allVersions ? undefined : eq(wfDefinition.latest, true),
      contains(wfDefinition.definitionKey, filter.definitionKey),
      contains(wfDefinition.name, filter.name),
    );
    const [rows, total] = await Promise.all([
      this.db
        .select(definitionColumns)
        .from(wfDefinition)
        .where(where)
        .orderBy(
          ...orderFrom(
            page,
            {
              definitionId: wfDefinition.definitionId,
              definitionKey: wfDefinition.definitionKey,
              name: wfDefinition.name,
              version: wfDefinition.version,
              deployTime: wfDefinition.deployTime,
            },
            wfDefinition.definitionId,
            [asc(wfDefinition.definitionKey), desc(wfDefinition.version)],
          ),
        )
        .limit(page.pageSize)
        .offset(pageOf(page).offset),
      countWhere(this.db, wfDefinition, where),
    ]);
    return { rows: rows as DefinitionHead[], total };
  }

  /** The latest version of every key that is active (what a process can be started from). */
  latestActive(limit: number): Promise<DefinitionHead[]> {
    return this.db
      .select(definitionColumns)
      .from(wfDefinition)
      .where(and(eq(wfDefinition.latest, true), eq(wfDefinition.suspended, '0')))
      .orderBy(asc(wfDefinition.definitionKey))
      .limit(limit) as Promise<DefinitionHead[]>;
  }

  /** The latest deployed version of each of `keys` (suspended ones too): key → definition id. */
  async latestIdsByKey(keys: string[]): Promise<Map<string, number>> {
    if (!keys.length) return new Map();
    const rows = await this.db
      .select({ key: wfDefinition.definitionKey, id: wfDefinition.definitionId })
      .from(wfDefinition)
      .where(and(eq(wfDefinition.latest, true), inArray(wfDefinition.definitionKey, keys)));
    return new Map(rows.map((r) => [r.key, r.id]));
  }

  async definition(definitionId: number, tx: Tx = this.db, lock = false): Promise<Definition | undefined> {
    const query = tx.select().from(wfDefinition).where(eq(wfDefinition.definitionId, definitionId)).limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  async setSuspended(definitionId: number, suspended: '0' | '1') {
    const rows = await this.db
      .update(wfDefinition)
      .set({ suspended })
      .where(eq(wfDefinition.definitionId, definitionId))
      .returning({ id: wfDefinition.definitionId });
    return rows.length;
  }

  /** Deletes a version; when it was the latest, the next lower version of its key becomes the latest. */
  async runningInstances(definitionId: number, tx: Tx): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(wfInstance)
      .where(and(eq(wfInstance.definitionId, definitionId), inArray(wfInstance.status, ['running', 'rejected'])));
    return row?.n ?? 0;
  }

  /**
   * Cancels the running instances of a definition with their open tasks (the delete cascade):
   * answers the instance rows as cancelled (a new version each, so no replica resumes a kept engine).
   */
  async cancelInstances(definitionId: number, tx: Tx) {
    const now = new Date();
    const running = tx
      .select({ id: wfInstance.instanceId })
      .from(wfInstance)
      .where(and(eq(wfInstance.definitionId, definitionId), inArray(wfInstance.status, ['running', 'rejected'])));
    const open = tx
      .select({ id: wfTask.taskId })
      .from(wfTask)
      .where(and(inArray(wfTask.instanceId, running), eq(wfTask.status, 'open')));
    await tx.delete(wfTaskCandidate).where(inArray(wfTaskCandidate.taskId, open));
    await tx
      .update(wfTask)
      .set({ status: 'cancelled', outcome: 'cancel', endTime: now })
      .where(and(inArray(wfTask.instanceId, running), eq(wfTask.status, 'open')));
    return tx
      .update(wfInstance)
      .set({ status: 'cancelled', endTime: now, version: sql`${wfInstance.version} + 1` })
      .where(and(eq(wfInstance.definitionId, definitionId), inArray(wfInstance.status, ['running', 'rejected'])))
      .returning();
  }

  async deleteDefinition(definition: Definition, tx: Tx) {
    await tx.delete(wfDefinition).where(eq(wfDefinition.definitionId, definition.definitionId));
    if (!definition.latest) return;
    const [next] = await tx
      .select({ id: wfDefinition.definitionId })
      .from(wfDefinition)
      .where(
        and(
          eq(wfDefinition.definitionKey, definition.definitionKey),
          ne(wfDefinition.definitionId, definition.definitionId),
        ),
      )
      .orderBy(desc(wfDefinition.version))
      .limit(1);
    if (next) await tx.update(wfDefinition).set({ latest: true }).where(eq(wfDefinition.definitionId, next.id));
    // A model whose last deploy this was points at the version now latest (or none).
    await tx
      .update(wfModel)
      .set({ latestDefinitionId: next?.id ?? null })
      .where(eq(wfModel.latestDefinitionId, definition.definitionId));
  }
}
