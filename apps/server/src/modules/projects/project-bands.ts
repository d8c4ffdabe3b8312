import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../core/db/client.ts';
import { bizProjectBand } from './projects.tables.ts';

export type ProjectBand = typeof bizProjectBand.$inferSelect;

/**
 * A project's bands (model slots), written by the models module through this service: a module
 * never writes another module's table.
 */
export class ProjectBands {
  constructor(private readonly db: Db) {}

  list(projectId: number, tx: Tx = this.db): Promise<ProjectBand[]> {
    return tx
      .select()
      .from(bizProjectBand)
      .where(eq(bizProjectBand.projectId, projectId))
      .orderBy(asc(bizProjectBand.sort), asc(bizProjectBand.bandId));
  }

  async get(bandId: number, tx: Tx = this.db): Promise<ProjectBand | undefined> {
    const [band] = await tx.select().from(bizProjectBand).where(eq(bizProjectBand.bandId, bandId));
    return band;
  }

  async named(projectId: number, bandName: string, tx: Tx = this.db): Promise<ProjectBand | undefined> {
    const [band] = await tx
      .select()
      .from(bizProjectBand)
      .where(and(eq(bizProjectBand.projectId, projectId), eq(bizProjectBand.bandName, bandName)));
    return band;
  }

  /** Appends a band after the project's others; answers its id. */
  async add(tx: Tx, projectId: number, bandName: string, createBy: string): Promise<number> {
    const [last] = await tx
      .select({ sort: max(bizProjectBand.sort) })
      .from(bizProjectBand)
      .where(eq(bizProjectBand.projectId, projectId));
    const [row] = await tx
      .insert(bizProjectBand)
      .values({ projectId, bandName, sort: (last?.sort ?? 0) + 1, createBy })
      .returning({ bandId: bizProjectBand.bandId });
    if (!row) throw new Error('band not inserted');
    return row.bandId;
  }

  async rename(tx: Tx, bandId: number, bandName: string, updateBy: string): Promise<void> {
    await tx
      .update(bizProjectBand)
      .set({ bandName, updateBy, updateTime: sql`now()` })
      .where(eq(bizProjectBand.bandId, bandId));
  }

  /** Marks the band changed (a version added, made current or deleted). */
  async touch(tx: Tx, bandId: number, updateBy: string): Promise<void> {
    await tx.update(bizProjectBand).set({ updateBy, updateTime: sql`now()` }).where(eq(bizProjectBand.bandId, bandId));
  }

  async remove(tx: Tx, bandId: number): Promise<void> {
    await tx.delete(bizProjectBand).where(eq(bizProjectBand.bandId, bandId));
  }
}

/** The project of a band (the lookup of endpoints that name a band). */
export async function projectOfBand(bandId: number, db: Db): Promise<number | undefined> {
  const [row] = await db
    .select({ projectId: bizProjectBand.projectId })
    .from(bizProjectBand)
    .where(eq(bizProjectBand.bandId, bandId));
  return row?.projectId;
}
