import type { CompareSummary, ModelLogRow, ServerTextParams } from '@zj/contract';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../core/db/client.ts';
import { timeBetween } from '../../core/db/filters.ts';
import { pageOf } from '../../core/db/paging.ts';
import { rowsOf } from '../../core/db/rows.ts';
import type { ConvertedElement } from './conversion/conversion-types.ts';
import {
  bizModelElement,
  bizModelLog,
  bizModelTree,
  bizModelUpload,
  bizModelVersion,
  bizModelViewpoint,
} from './models.tables.ts';

type Page = { pageNum: number; pageSize: number };
export type VersionRecord = typeof bizModelVersion.$inferSelect;
export type ViewpointRecord = typeof bizModelViewpoint.$inferSelect;
export type UploadRecord = typeof bizModelUpload.$inferSelect;
export type CompareChange = 'added' | 'removed' | 'geometry' | 'properties';

/** The LIKE pattern `value%` with the wildcards of the value escaped. */
const prefix = (value: string) => `${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A filtered element list counts at most this many matches (500 pages of 20): a broad prefix never counts a million rows. */
export const ELEMENT_COUNT_CAP = 10_000;

/** How many element rows one INSERT writes. */
export const ELEMENT_BATCH = 5000;

export async function projectOfVersion(versionId: number, db: Db): Promise<number | undefined> {
  const [row] = await db
    .select({ projectId: bizModelVersion.projectId })
    .from(bizModelVersion)
    .where(eq(bizModelVersion.versionId, versionId));
  return row?.projectId;
}

export async function projectOfViewpoint(viewpointId: number, db: Db): Promise<number | undefined> {
  const [row] = await db
    .select({ projectId: bizModelViewpoint.projectId })
    .from(bizModelViewpoint)
    .where(eq(bizModelViewpoint.viewpointId, viewpointId));
  return row?.projectId;
}

export async function projectOfUpload(uploadId: number, db: Db): Promise<number | undefined> {
  const [row] = await db
    .select({ projectId: bizModelUpload.projectId })
    .from(bizModelUpload)
    .where(eq(bizModelUpload.uploadId, uploadId));
  return row?.projectId;
}

/** The models module's queries: versions, elements, trees, viewpoints, the model log, uploads. */
export class ModelsRepository {
  constructor(readonly db: Db) {}

  // ---- versions ----

  /** Per band of a project: how many versions, and the current one. */
  async bandFigures(projectId: number) {
    const v = bizModelVersion;
    const counts = await this.db
      .select({ bandId: v.bandId, n: count() })
      .from(v)
      .where(eq(v.projectId, projectId))
      .groupBy(v.bandId);
    const current = await this.db
      .select({ bandId: v.bandId, versionId: v.versionId, versionNo: v.versionNo, status: v.status })
      .from(v)
      .where(and(eq(v.projectId, projectId), eq(v.isCurrent, '1')));
    return { counts: new Map(counts.map((c) => [c.bandId, c.n])), current: new Map(current.map((c) => [c.bandId, c])) };
  }

  async versionCount(bandId: number, tx: Tx = this.db): Promise<number> {
    const [row] = await tx.select({ n: count() }).from(bizModelVersion).where(eq(bizModelVersion.bandId, bandId));
    return row?.n ?? 0;
  }

  async version(versionId: number, tx: Tx = this.db): Promise<VersionRecord | undefined> {
    const [row] = await tx.select().from(bizModelVersion).where(eq(bizModelVersion.versionId, versionId));
    return row;
  }

  async versionPage(projectId: number, bandId: number | undefined, page: Page) {
    const v = bizModelVersion;
    const where = and(eq(v.projectId, projectId), bandId ? eq(v.bandId, bandId) : undefined) as SQL;
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(v)
        .where(where)
        .orderBy(asc(v.bandId), desc(v.versionNo))
        .limit(page.pageSize)
        .offset(pageOf(page).offset),
      this.db.select({ n: count() }).from(v).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /** A new version of a band, numbered after its last (the band's row lock serialises the numbering). */
  async insertVersion(
    tx: Tx,
    row: Pick<VersionRecord, 'projectId' | 'bandId' | 'fileName' | 'fileSize' | 'fileKey' | 'schema' | 'createBy'>,
  ): Promise<VersionRecord> {
    const [last] = await tx
      .select({ no: sql<number | null>`max(${bizModelVersion.versionNo})` })
      .from(bizModelVersion)
      .where(eq(bizModelVersion.bandId, row.bandId));
    const [inserted] = await tx
      .insert(bizModelVersion)
      .values({ ...row, versionNo: Number(last?.no ?? 0) + 1 })
      .returning();
    if (!inserted) throw new Error('version not inserted');
    return inserted;
  }

  async updateVersion(tx: Tx, versionId: number, set: Partial<VersionRecord>): Promise<void> {
    await tx.update(bizModelVersion).set(set).where(eq(bizModelVersion.versionId, versionId));
  }

  /** Makes a version its band's only current one. */
  /** Serialises the writes of one band (version numbers, the current flag, deletion, a conversion's end). */
  async lockBand(tx: Tx, bandId: number): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(24, ${bandId}::int)`);
  }

  async makeCurrent(tx: Tx, version: Pick<VersionRecord, 'versionId' | 'bandId'>, by: string): Promise<void> {
    await tx
      .update(bizModelVersion)
      .set({
        isCurrent: sql`case when ${bizModelVersion.versionId} = ${version.versionId} then '1' else '0' end`,
        updateBy: by,
        updateTime: sql`now()`,
      })
      .where(eq(bizModelVersion.bandId, version.bandId));
  }

  /** Does the band have a current version? */
  async hasCurrent(tx: Tx, bandId: number): Promise<boolean> {
    const [row] = await tx
      .select({ n: count() })
      .from(bizModelVersion)
      .where(and(eq(bizModelVersion.bandId, bandId), eq(bizModelVersion.isCurrent, '1')));
    return (row?.n ?? 0) > 0;
  }

  /** The band's newest converted version (the current one after a deletion). */
  async newestConverted(tx: Tx, bandId: number): Promise<VersionRecord | undefined> {
    const [row] = await tx
      .select()
      .from(bizModelVersion)
      .where(and(eq(bizModelVersion.bandId, bandId), eq(bizModelVersion.status, '2')))
      .orderBy(desc(bizModelVersion.versionNo))
      .limit(1);
    return row;
  }

  /** Deletes a version with its elements, tree, viewpoints and upload record. */
  async deleteVersion(tx: Tx, versionId: number): Promise<void> {
    await tx.delete(bizModelElement).where(eq(bizModelElement.versionId, versionId));
    await tx.delete(bizModelTree).where(eq(bizModelTree.versionId, versionId));
    await tx.delete(bizModelViewpoint).where(eq(bizModelViewpoint.versionId, versionId));
    await tx.delete(bizModelUpload).where(eq(bizModelUpload.versionId, versionId));
    await tx.delete(bizModelVersion).where(eq(bizModelVersion.versionId, versionId));
  }

  /** How many viewpoints of problems show this version. */
  async problemViewpoints(versionId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(bizModelViewpoint)
      .where(and(eq(bizModelViewpoint.versionId, versionId), isNotNull(bizModelViewpoint.problemId)));
    return row?.n ?? 0;
  }

  // ---- elements ----

  /**
   * Writes elements in batches of ELEMENT_BATCH rows, one transaction each: every batch is one
   * INSERT … SELECT over `jsonb_to_recordset` of a single JSON parameter (no 16 000-parameter
   * statements for the driver to bind). A GlobalId twice in a model keeps its first element.
   */
  async insertElements(
    versionId: number,
    elements: readonly ConvertedElement[],
    onBatch?: (done: number) => Promise<void>,
  ) {
    for (let start = 0; start < elements.length; start += ELEMENT_BATCH) {
      const batch = elements.slice(start, start + ELEMENT_BATCH).map((e) => ({
        g: e.globalId,
        x: e.expressId,
        c: e.ifcClass.slice(0, 64),
        n: e.name.slice(0, 255),
        s: e.storey.slice(0, 255),
        p: e.psets,
        h: e.geometryHash.slice(0, 64),
      }));
      await this.db.transaction(async (tx) => {
        await tx.execute(sql`
          insert into biz_model_element (version_id, global_id, express_id, ifc_class, name, storey, psets, geometry_hash)
          select ${versionId}, r.g, r.x, r.c, r.n, r.s, r.p, r.h
          from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb)
            as r(g varchar(22), x integer, c varchar(64), n varchar(255), s varchar(255), p jsonb, h varchar(64))
          on conflict do nothing`);
      });
      await onBatch?.(Math.min(start + ELEMENT_BATCH, elements.length));
    }
  }

  async deleteElements(versionId: number): Promise<void> {
    await this.db.delete(bizModelElement).where(eq(bizModelElement.versionId, versionId));
    await this.db.delete(bizModelTree).where(eq(bizModelTree.versionId, versionId));
  }

  async saveTree(versionId: number, tree: unknown): Promise<void> {
    await this.db
      .insert(bizModelTree)
      .values({ versionId, tree })
      .onConflictDoUpdate({ target: bizModelTree.versionId, set: { tree } });
  }

  async tree(versionId: number): Promise<unknown | undefined> {
    const [row] = await this.db
      .select({ tree: bizModelTree.tree })
      .from(bizModelTree)
      .where(eq(bizModelTree.versionId, versionId));
    return row?.tree;
  }

  /**
   * A page of a version's elements by express id: the keyword is the start of a name (any case)
   * or of a GlobalId (served by the two prefix indexes); without filters the total is the
   * version's element count, with them the matches up to ELEMENT_COUNT_CAP (no count over a
   * million rows).
   */
  async elementPage(
    versionId: number,
    filter: { keyword?: string | undefined; ifcClass?: string | undefined; storey?: string | undefined },
    page: Page,
    knownTotal: number,
  ) {
    const e = bizModelElement;
    const where = and(
      eq(e.versionId, versionId),
      filter.keyword
        ? sql`(lower(${e.name}) like ${prefix(filter.keyword.toLowerCase())} or ${e.globalId} like ${prefix(filter.keyword)})`
        : undefined,
      filter.ifcClass ? eq(e.ifcClass, filter.ifcClass) : undefined,
      filter.storey ? eq(e.storey, filter.storey) : undefined,
    ) as SQL;
    const filtered = Boolean(filter.keyword || filter.ifcClass || filter.storey);
    const [rows, total] = await Promise.all([
      this.db
        .select({ globalId: e.globalId, expressId: e.expressId, ifcClass: e.ifcClass, name: e.name, storey: e.storey })
        .from(e)
        .where(where)
        .orderBy(asc(e.expressId))
        .limit(page.pageSize)
        .offset(pageOf(page).offset),
      filtered
        ? this.db
            .execute(
              sql`select count(*)::int as n from (select 1 from ${e} where ${where} limit ${ELEMENT_COUNT_CAP}) m`,
            )
            .then((r) => Number(rowsOf<{ n: number }>(r)[0]?.n ?? 0))
        : knownTotal,
    ]);
    return { rows, total };
  }

  async element(versionId: number, globalId: string) {
    const [row] = await this.db
      .select()
      .from(bizModelElement)
      .where(and(eq(bizModelElement.versionId, versionId), eq(bizModelElement.globalId, globalId)));
    return row;
  }

  /** Names of elements of a version by GlobalId. */
  async namesOf(versionId: number, globalIds: readonly string[]): Promise<Map<string, string>> {
    if (globalIds.length === 0) return new Map();
    const rows = await this.db
      .select({ globalId: bizModelElement.globalId, name: bizModelElement.name })
      .from(bizModelElement)
      .where(and(eq(bizModelElement.versionId, versionId), inArray(bizModelElement.globalId, [...globalIds])));
    return new Map(rows.map((r) => [r.globalId, r.name]));
  }

  // ---- comparison (in SQL, by GlobalId) ----

  /** The elements of `from` and `to` side by side, with what changed (geometry and properties may both). */
  private diffSql(from: number, to: number): SQL {
    return sql`
      select coalesce(b.global_id, a.global_id) as global_id,
             coalesce(b.ifc_class, a.ifc_class) as ifc_class,
             coalesce(b.name, a.name) as name,
             a.global_id is null as added,
             b.global_id is null as removed,
             (a.global_id is not null and b.global_id is not null and a.geometry_hash <> b.geometry_hash) as geometry,
             (a.global_id is not null and b.global_id is not null and a.psets <> b.psets) as properties,
             a.psets as a_psets, b.psets as b_psets
      from (select * from biz_model_element where version_id = ${from}) a
      full join (select * from biz_model_element where version_id = ${to}) b on a.global_id = b.global_id
      where a.global_id is null or b.global_id is null or a.geometry_hash <> b.geometry_hash or a.psets <> b.psets`;
  }

  async compareSummary(from: number, to: number): Promise<CompareSummary> {
    const [row] = rowsOf<Record<string, unknown>>(
      await this.db.execute(sql`
        select count(*) filter (where added) as added, count(*) filter (where removed) as removed,
               count(*) filter (where geometry) as geometry, count(*) filter (where properties) as properties
        from (${this.diffSql(from, to)}) d`),
    );
    return {
      added: Number(row?.added ?? 0),
      removed: Number(row?.removed ?? 0),
      geometry: Number(row?.geometry ?? 0),
      properties: Number(row?.properties ?? 0),
    };
  }

  /**
   * A page of the differences: added, removed, geometry changed, then properties changed, each by
   * GlobalId; with `change` only that kind. The changed properties (set, property, old → new) of
   * the page's rows are computed by a jsonb diff.
   */
  async comparePage(from: number, to: number, change: CompareChange | undefined, page: Page) {
    const kind = sql.raw(
      `case when added then 'added' when removed then 'removed' when geometry then 'geometry' else 'properties' end`,
    );
    const which = change ? sql`where ${sql.raw(change)}` : sql``;
    const shown = change ? sql`${change}` : kind;
    const { offset } = pageOf(page);
    const rows = rowsOf<{
      global_id: string;
      ifc_class: string;
      name: string;
      change: CompareChange;
      changes: unknown;
      total: string;
    }>(
      await this.db.execute(sql`
        with d as (${this.diffSql(from, to)}),
        f as (select *, ${shown} as change, count(*) over () as total from d ${which}
              order by ${sql.raw(`case when added then 0 when removed then 1 when geometry then 2 else 3 end`)}, global_id
              limit ${page.pageSize} offset ${offset})
        select f.global_id, f.ifc_class, f.name, f.change, f.total,
          (select coalesce(jsonb_agg(jsonb_build_object('pset', k.ps, 'prop', k.pr, 'from', f.a_psets -> k.ps -> k.pr, 'to', f.b_psets -> k.ps -> k.pr) order by k.ps, k.pr), '[]'::jsonb)
           from (select e.key as ps, p as pr from jsonb_each(f.a_psets) e, jsonb_object_keys(e.value) p
                 union select e.key, p from jsonb_each(f.b_psets) e, jsonb_object_keys(e.value) p) k
           where f.a_psets is not null and f.b_psets is not null
             and (f.a_psets -> k.ps -> k.pr) is distinct from (f.b_psets -> k.ps -> k.pr)) as changes
        from f
        order by ${sql.raw(`case f.change when 'added' then 0 when 'removed' then 1 when 'geometry' then 2 else 3 end`)}, f.global_id`),
    );
    const total = rows.length ? Number(rows[0]?.total) : 0;
    return {
      total,
      rows: rows.map((r) => ({
        globalId: r.global_id,
        ifcClass: r.ifc_class,
        name: r.name,
        change: r.change,
        changes: ((typeof r.changes === 'string' ? JSON.parse(r.changes) : r.changes) ?? []) as {
          pset: string;
          prop: string;
          from: string | number | boolean | null;
          to: string | number | boolean | null;
        }[],
      })),
    };
  }

  // ---- model log ----

  async log(
    tx: Tx,
    row: {
      projectId: number;
      bandId?: number | null;
      bandName: string;
      versionId?: number | null;
      versionNo?: number | null;
      action: ModelLogRow['action'];
      result?: '0' | '1';
      durationMs?: number | null;
      detailKey: string;
      detailParams?: ServerTextParams;
      createBy: string;
    },
  ): Promise<void> {
    await tx.insert(bizModelLog).values(row);
  }

  /** Logs what happened to a version of the band named `bandName`. */
  async logVersion(
    tx: Tx,
    version: Pick<VersionRecord, 'projectId' | 'bandId' | 'versionId' | 'versionNo'>,
    bandName: string,
    entry: {
      action: ModelLogRow['action'];
      result?: '0' | '1';
      durationMs?: number | null;
      detailKey: string;
      detailParams?: ServerTextParams;
      createBy: string;
    },
  ): Promise<void> {
    const { projectId, bandId, versionId, versionNo } = version;
    await this.log(tx, { projectId, bandId, bandName, versionId, versionNo, ...entry });
  }

  async logPage(
    projectId: number,
    filter: {
      action?: ModelLogRow['action'] | undefined;
      bandId?: number | undefined;
      beginTime?: string | undefined;
      endTime?: string | undefined;
    },
    page: Page,
  ) {
    const l = bizModelLog;
    const where = and(
      eq(l.projectId, projectId),
      filter.action ? eq(l.action, filter.action) : undefined,
      filter.bandId ? eq(l.bandId, filter.bandId) : undefined,
      ...timeBetween(l.createTime, filter),
    ) as SQL;
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(l)
        .where(where)
        .orderBy(desc(l.createTime), desc(l.logId))
        .limit(page.pageSize)
        .offset(pageOf(page).offset),
      this.db.select({ n: count() }).from(l).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  // ---- viewpoints ----

  async insertViewpoint(row: typeof bizModelViewpoint.$inferInsert): Promise<number> {
    const [inserted] = await this.db
      .insert(bizModelViewpoint)
      .values(row)
      .returning({ viewpointId: bizModelViewpoint.viewpointId });
    if (!inserted) throw new Error('viewpoint not inserted');
    return inserted.viewpointId;
  }

  async viewpoint(viewpointId: number): Promise<ViewpointRecord | undefined> {
    const [row] = await this.db.select().from(bizModelViewpoint).where(eq(bizModelViewpoint.viewpointId, viewpointId));
    return row;
  }

  /** The latest viewpoint of a problem. */
  async problemViewpoint(problemId: number): Promise<ViewpointRecord | undefined> {
    const [row] = await this.db
      .select()
      .from(bizModelViewpoint)
      .where(eq(bizModelViewpoint.problemId, problemId))
      .orderBy(desc(bizModelViewpoint.viewpointId))
      .limit(1);
    return row;
  }

  async viewpointPage(projectId: number, problemId: number | undefined, page: Page) {
    const vp = bizModelViewpoint;
    const where = and(eq(vp.projectId, projectId), problemId ? eq(vp.problemId, problemId) : undefined) as SQL;
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(vp)
        .where(where)
        .orderBy(desc(vp.viewpointId))
        .limit(page.pageSize)
        .offset(pageOf(page).offset),
      this.db.select({ n: count() }).from(vp).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  // ---- uploads ----

  async insertUpload(row: typeof bizModelUpload.$inferInsert): Promise<number> {
    const [inserted] = await this.db
      .insert(bizModelUpload)
      .values(row)
      .returning({ uploadId: bizModelUpload.uploadId });
    if (!inserted) throw new Error('upload not inserted');
    return inserted.uploadId;
  }

  async upload(uploadId: number, tx: Tx = this.db): Promise<UploadRecord | undefined> {
    const [row] = await tx.select().from(bizModelUpload).where(eq(bizModelUpload.uploadId, uploadId));
    return row;
  }

  /** Uploads begun before `before` that never reached their last byte. */
  async abandonedUploads(before: Date): Promise<number[]> {
    const rows = await this.db
      .select({ uploadId: bizModelUpload.uploadId })
      .from(bizModelUpload)
      .where(and(isNull(bizModelUpload.versionId), lt(bizModelUpload.createTime, before)));
    return rows.map((r) => r.uploadId);
  }

  async deleteUpload(uploadId: number): Promise<void> {
    await this.db.delete(bizModelUpload).where(eq(bizModelUpload.uploadId, uploadId));
  }

  async finishUpload(tx: Tx, uploadId: number, versionId: number): Promise<void> {
    await tx.update(bizModelUpload).set({ versionId }).where(eq(bizModelUpload.uploadId, uploadId));
  }
}
