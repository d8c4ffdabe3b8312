import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../core/db/client.ts';
import { bizModelViewpoint } from '../models.tables.ts';
import { bizModelBcfRef } from './bcf.tables.ts';

export type RefKind = 't' | 'c' | 'v' | 'p';
export interface BcfRef {
  guid: string;
  localId: number;
  extra: Record<string, unknown> | null;
}
export type ViewpointRecord = typeof bizModelViewpoint.$inferSelect;
export type NewViewpoint = typeof bizModelViewpoint.$inferInsert;

/** The BCF GUIDs of a project's records, and the saved viewpoints of its problems. */
export class BcfRepository {
  constructor(readonly db: Db) {}

  /** A project's refs of a kind for these local ids (by local id). */
  async byLocal(projectId: number, kind: RefKind, localIds: number[], tx: Db | Tx = this.db) {
    const map = new Map<number, BcfRef[]>();
    if (localIds.length === 0) return map;
    const rows = await tx
      .select()
      .from(bizModelBcfRef)
      .where(
        and(
          eq(bizModelBcfRef.projectId, projectId),
          eq(bizModelBcfRef.kind, kind),
          inArray(bizModelBcfRef.localId, localIds),
        ),
      )
      .orderBy(asc(bizModelBcfRef.guid));
    for (const r of rows) map.set(r.localId, [...(map.get(r.localId) ?? []), r]);
    return map;
  }

  async byGuid(projectId: number, kind: RefKind, guid: string, tx: Db | Tx = this.db): Promise<BcfRef | undefined> {
    const [row] = await tx
      .select()
      .from(bizModelBcfRef)
      .where(
        and(eq(bizModelBcfRef.projectId, projectId), eq(bizModelBcfRef.kind, kind), eq(bizModelBcfRef.guid, guid)),
      );
    return row;
  }

  /** Writes (or rewrites) a ref. */
  async put(tx: Db | Tx, projectId: number, kind: RefKind, ref: BcfRef): Promise<void> {
    await tx
      .insert(bizModelBcfRef)
      .values({ projectId, kind, ...ref })
      .onConflictDoUpdate({
        target: [bizModelBcfRef.projectId, bizModelBcfRef.kind, bizModelBcfRef.guid],
        set: { localId: ref.localId, extra: ref.extra },
      });
  }

  /** New refs of an export; one already written by a concurrent export wins. */
  async add(projectId: number, kind: RefKind, refs: BcfRef[]): Promise<void> {
    if (refs.length === 0) return;
    await this.db
      .insert(bizModelBcfRef)
      .values(refs.map((r) => ({ projectId, kind, ...r })))
      .onConflictDoNothing();
  }

  /** The saved viewpoints of these problems of a project, oldest first. */
  async viewpointsOf(projectId: number, problemIds: number[]): Promise<ViewpointRecord[]> {
    if (problemIds.length === 0) return [];
    return this.db
      .select()
      .from(bizModelViewpoint)
      .where(and(eq(bizModelViewpoint.projectId, projectId), inArray(bizModelViewpoint.problemId, problemIds)))
      .orderBy(asc(bizModelViewpoint.viewpointId));
  }

  async insertViewpoint(tx: Tx, row: NewViewpoint): Promise<number> {
    const [inserted] = await tx
      .insert(bizModelViewpoint)
      .values(row)
      .returning({ viewpointId: bizModelViewpoint.viewpointId });
    if (!inserted) throw new Error('viewpoint not inserted');
    return inserted.viewpointId;
  }
}
