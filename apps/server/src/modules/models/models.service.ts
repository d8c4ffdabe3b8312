import { createReadStream } from 'node:fs';
import {
  type bandRow,
  type compareQuery,
  type elementDetail,
  type elementQuery,
  type Lang,
  type MessageKey,
  type modelLogQuery,
  type modelLogRow,
  msg,
  MODEL_PERMS as P,
  type SpatialNodeRow,
  type sharedViewpoint,
  type versionDetail,
  type versionRow,
  type viewpointBody,
  type viewpointRow,
} from '@zj/contract';
import type { z } from 'zod';

type BandRow = z.output<typeof bandRow>;
type VersionRow = z.output<typeof versionRow>;
type VersionDetail = z.output<typeof versionDetail>;
type ElementDetail = z.output<typeof elementDetail>;
type ModelLogRow = z.output<typeof modelLogRow>;
type ViewpointRow = z.output<typeof viewpointRow>;
type SharedViewpoint = z.output<typeof sharedViewpoint>;
/** The components a shared viewpoint names at most. */
const SHARED_COMPONENTS = 20;

import { isAdmin, type Principal } from '../../core/access/access.ts';
import type { Tx } from '../../core/db/client.ts';
import type { FileStorage, StoredFile } from '../../core/files/storage.ts';
import { AppError, badRequest, forbidden } from '../../core/http/app-error.ts';
import { enqueueJob } from '../../core/jobs/job-runner.ts';
import type { ProjectAccess } from '../../core/project/project-access.ts';
import type { ProjectBand, ProjectBands } from '../projects/index.ts';
import type { ModelsRepository, VersionRecord, ViewpointRecord } from './models.repository.ts';

/** The job kind of an IFC conversion; its payload is `{ versionId }`. */
export const CONVERT_JOB = 'model.convert';

const notFoundOf = (key: MessageKey) => new AppError(404, key);
type Page = { pageNum: number; pageSize: number };

/** What a finished upload hands over: the file (still in the tus folder) and what it was sent as. */
export interface FinishedUpload {
  uploadId: number;
  path: string;
  projectId: number;
  bandId: number;
  fileName: string;
  size: number;
  userName: string;
  schema: string;
}

/**
 * Bands, versions, elements, comparison, viewpoints and the model log. Every method that touches a
 * project checks it again through the project kernel (the guard's read is cached per request).
 */
export class ModelsService {
  constructor(
    readonly repo: ModelsRepository,
    private readonly projects: ProjectAccess,
    private readonly bands: ProjectBands,
    readonly storage: FileStorage,
  ) {}

  // ---- bands ----

  async bandList(p: Principal, projectId: number): Promise<{ rows: BandRow[]; total: number }> {
    await this.projects.requireProjectAccess(p, projectId, P.list);
    const [bands, figures] = await Promise.all([this.bands.list(projectId), this.repo.bandFigures(projectId)]);
    const rows = bands.map((b) => {
      const current = figures.current.get(b.bandId);
      return {
        bandId: b.bandId,
        projectId: b.projectId,
        bandName: b.bandName,
        sort: b.sort,
        currentVersionId: current?.versionId ?? null,
        currentVersionNo: current?.versionNo ?? null,
        versionCount: figures.counts.get(b.bandId) ?? 0,
        status: current?.status ?? null,
        updateTime: b.updateTime ?? b.createTime,
      };
    });
    return { rows, total: rows.length };
  }

  async bandAdd(p: Principal, body: { projectId: number; bandName: string }): Promise<number> {
    await this.projects.requireProjectAccess(p, body.projectId, P.add);
    return this.repo.db.transaction(async (tx) => {
      if (await this.bands.named(body.projectId, body.bandName, tx))
        throw badRequest('model.band.exists', { name: body.bandName });
      return this.bands.add(tx, body.projectId, body.bandName, p.userName);
    });
  }

  async bandEdit(p: Principal, body: { bandId: number; bandName: string }): Promise<void> {
    const band = await this.band(p, body.bandId, P.edit);
    const same = await this.bands.named(band.projectId, body.bandName);
    if (same && same.bandId !== band.bandId) throw badRequest('model.band.exists', { name: body.bandName });
    await this.repo.db.transaction((tx) => this.bands.rename(tx, band.bandId, body.bandName, p.userName));
  }

  async bandRemove(p: Principal, bandId: number): Promise<void> {
    const band = await this.band(p, bandId, P.remove);
    await this.repo.db.transaction(async (tx) => {
      await this.lockBand(tx, band.bandId);
      if ((await this.repo.versionCount(band.bandId, tx)) > 0) throw badRequest('model.band.hasVersions');
      await this.bands.remove(tx, band.bandId);
    });
  }

  /** A band the caller may act on with `permission` in its project. */
  async band(p: Principal, bandId: number, permission: string): Promise<ProjectBand> {
    const band = await this.bands.get(bandId);
    if (!band) throw notFoundOf('model.band.notFound');
    await this.projects.requireProjectAccess(p, band.projectId, permission);
    return band;
  }

  private lockBand(tx: Tx, bandId: number): Promise<void> {
    return this.repo.lockBand(tx, bandId);
  }

  // ---- versions ----

  async versionList(p: Principal, query: { projectId: number; bandId?: number | undefined } & Page, lang: Lang) {
    await this.projects.requireProjectAccess(p, query.projectId, P.list);
    const page = await this.repo.versionPage(query.projectId, query.bandId, query);
    const names = new Map((await this.bands.list(query.projectId)).map((b) => [b.bandId, b.bandName]));
    return { rows: page.rows.map((v) => this.versionRow(v, names.get(v.bandId) ?? '', lang)), total: page.total };
  }

  private versionRow(v: VersionRecord, bandName: string, lang: Lang): VersionRow {
    return {
      versionId: v.versionId,
      bandId: v.bandId,
      bandName,
      projectId: v.projectId,
      versionNo: v.versionNo,
      fileName: v.fileName,
      fileSize: v.fileSize,
      schema: v.schema as VersionRow['schema'],
      status: v.status,
      progress: v.progress,
      errorMsg: v.errorKey ? msg(v.errorKey as MessageKey, lang, v.errorParams ?? undefined) : '',
      elementCount: v.elementCount,
      current: v.isCurrent,
      convertMs: v.convertMs,
      createBy: v.createBy,
      createTime: v.createTime,
    };
  }

  /** A version the caller may act on with `permission` in its project. */
  async version(p: Principal, versionId: number, permission: string = P.list): Promise<VersionRecord> {
    const version = await this.repo.version(versionId);
    if (!version) throw notFoundOf('model.version.notFound');
    await this.projects.requireProjectAccess(p, version.projectId, permission);
    return version;
  }

  async versionGet(p: Principal, versionId: number, lang: Lang): Promise<VersionDetail> {
    const v = await this.version(p, versionId);
    const band = await this.bands.get(v.bandId);
    return { ...this.versionRow(v, band?.bandName ?? '', lang), site: v.site ?? null };
  }

  async versionCurrent(p: Principal, versionId: number): Promise<void> {
    const v = await this.version(p, versionId, P.edit);
    if (v.status !== '2') throw badRequest('model.version.notConverted');
    const band = await this.bands.get(v.bandId);
    await this.repo.db.transaction(async (tx) => {
      await this.lockBand(tx, v.bandId);
      await this.repo.makeCurrent(tx, v, p.userName);
      await this.bands.touch(tx, v.bandId, p.userName);
      await this.repo.logVersion(tx, v, band?.bandName ?? '', {
        action: 'current',
        detailKey: 'model.log.current',
        detailParams: { versionNo: String(v.versionNo), fileName: v.fileName },
        createBy: p.userName,
      });
    });
  }

  /**
   * Deletes a version with its files, elements and viewpoints; refused while viewpoints of
   * problems show it, unless a system administrator passes `force`. When it was current, the
   * band's newest converted version becomes current.
   */
  async versionRemove(p: Principal, versionId: number, force: boolean): Promise<void> {
    const v = await this.version(p, versionId, P.remove);
    const inUse = await this.repo.problemViewpoints(v.versionId);
    if (inUse > 0 && !force) throw badRequest('model.version.inUse');
    if (inUse > 0 && !isAdmin(p)) throw forbidden('model.version.forceAdminOnly');
    const band = await this.bands.get(v.bandId);
    await this.repo.db.transaction(async (tx) => {
      await this.lockBand(tx, v.bandId);
      await this.repo.deleteVersion(tx, v.versionId);
      if (v.isCurrent === '1') {
        const next = await this.repo.newestConverted(tx, v.bandId);
        if (next) await this.repo.makeCurrent(tx, next, p.userName);
      }
      await this.bands.touch(tx, v.bandId, p.userName);
      await this.repo.logVersion(tx, v, band?.bandName ?? '', {
        action: 'delete',
        detailKey: inUse > 0 ? 'model.log.deleteForced' : 'model.log.delete',
        detailParams: { versionNo: String(v.versionNo), fileName: v.fileName, problems: String(inUse) },
        createBy: p.userName,
      });
    });
    await this.storage.delete(v.fileKey).catch(() => {});
    if (v.fragmentsKey) await this.storage.delete(v.fragmentsKey).catch(() => {});
  }

  /** The converted fragments file of a version. */
  async fragments(p: Principal, versionId: number): Promise<StoredFile> {
    const v = await this.version(p, versionId);
    if (v.status !== '2' || !v.fragmentsKey) throw badRequest('model.version.notConverted');
    const file = await this.storage.get(v.fragmentsKey);
    if (!file) throw notFoundOf('model.version.notFound');
    return file;
  }

  // ---- uploads ----

  /** Checks the metadata of a new upload: the band is of the project, the caller may add to it. */
  async checkUploadTarget(p: Principal, projectId: number, bandId: number): Promise<ProjectBand> {
    await this.projects.requireProjectAccess(p, projectId, P.add);
    const band = await this.bands.get(bandId);
    if (!band || band.projectId !== projectId) throw notFoundOf('model.band.notFound');
    return band;
  }

  /**
   * A finished upload that is an IFC: stored in the file storage, a version (status 0) written,
   * its conversion queued and the upload logged, in one transaction. Answers the version.
   */
  async createVersion(upload: FinishedUpload): Promise<VersionRecord> {
    const stored = await this.storage.put(
      createReadStream(upload.path),
      upload.fileName.endsWith('.ifc') ? upload.fileName : `${upload.fileName}.ifc`,
    );
    try {
      const band = await this.bands.get(upload.bandId);
      return await this.repo.db.transaction(async (tx) => {
        await this.lockBand(tx, upload.bandId);
        const version = await this.repo.insertVersion(tx, {
          projectId: upload.projectId,
          bandId: upload.bandId,
          fileName: upload.fileName,
          fileSize: stored.size,
          fileKey: stored.key,
          schema: upload.schema,
          createBy: upload.userName,
        });
        await this.repo.finishUpload(tx, upload.uploadId, version.versionId);
        await enqueueJob(tx, CONVERT_JOB, { versionId: version.versionId });
        await this.bands.touch(tx, upload.bandId, upload.userName);
        await this.repo.logVersion(tx, version, band?.bandName ?? '', {
          action: 'upload',
          detailKey: 'model.log.upload',
          detailParams: {
            fileName: upload.fileName,
            mb: (stored.size / 1024 / 1024).toFixed(1),
            schema: upload.schema,
          },
          createBy: upload.userName,
        });
        return version;
      });
    } catch (error) {
      await this.storage.delete(stored.key).catch(() => {});
      throw error;
    }
  }

  // ---- elements ----

  /** A converted version the caller may read. */
  private async converted(p: Principal, versionId: number, permission: string = P.list): Promise<VersionRecord> {
    const v = await this.version(p, versionId, permission);
    if (v.status !== '2') throw badRequest('model.version.notConverted');
    return v;
  }

  async elementList(p: Principal, query: z.output<typeof elementQuery>) {
    const v = await this.converted(p, query.versionId);
    return this.repo.elementPage(v.versionId, query, query, v.elementCount);
  }

  async elementTree(p: Principal, versionId: number): Promise<SpatialNodeRow[]> {
    const v = await this.converted(p, versionId);
    return ((await this.repo.tree(v.versionId)) ?? []) as SpatialNodeRow[];
  }

  async elementGet(p: Principal, versionId: number, globalId: string): Promise<ElementDetail> {
    const v = await this.converted(p, versionId);
    const e = await this.repo.element(v.versionId, globalId);
    if (!e) throw notFoundOf('model.element.notFound');
    return {
      globalId: e.globalId,
      expressId: e.expressId,
      ifcClass: e.ifcClass,
      name: e.name,
      storey: e.storey,
      psets: e.psets,
    };
  }

  // ---- comparison ----

  /** Two converted versions of one band, the caller allowed to compare in their project. */
  private async pair(p: Principal, fromId: number, toId: number) {
    const from = await this.converted(p, fromId, P.compare).catch((e: unknown) => {
      if (e instanceof AppError && e.status === 400) throw badRequest('model.compare.sameBand');
      throw e;
    });
    const to = await this.repo.version(toId);
    if (!to || to.bandId !== from.bandId || to.status !== '2') throw badRequest('model.compare.sameBand');
    return { from, to };
  }

  async compare(p: Principal, query: z.output<typeof compareQuery>) {
    const { from, to } = await this.pair(p, query.fromVersionId, query.toVersionId);
    return this.repo.comparePage(from.versionId, to.versionId, query.change, query);
  }

  /** The counts of each kind of change; the comparison is recorded in the model log. */
  async compareSummary(p: Principal, fromVersionId: number, toVersionId: number) {
    const { from, to } = await this.pair(p, fromVersionId, toVersionId);
    const started = Date.now();
    const summary = await this.repo.compareSummary(from.versionId, to.versionId);
    const band = await this.bands.get(from.bandId);
    await this.repo.log(this.repo.db, {
      projectId: from.projectId,
      bandId: from.bandId,
      bandName: band?.bandName ?? '',
      versionId: to.versionId,
      versionNo: to.versionNo,
      action: 'compare',
      durationMs: Date.now() - started,
      detailKey: 'model.log.compare',
      detailParams: {
        from: String(from.versionNo),
        to: String(to.versionNo),
        added: String(summary.added),
        removed: String(summary.removed),
        geometry: String(summary.geometry),
        properties: String(summary.properties),
      },
      createBy: p.userName,
    });
    return summary;
  }

  // ---- model log ----

  async logList(
    p: Principal,
    query: z.output<typeof modelLogQuery>,
    lang: Lang,
  ): Promise<{ rows: ModelLogRow[]; total: number }> {
    await this.projects.requireProjectAccess(p, query.projectId, P.log);
    const page = await this.repo.logPage(query.projectId, query, query);
    return {
      total: page.total,
      rows: page.rows.map((l) => ({
        logId: l.logId,
        projectId: l.projectId,
        bandName: l.bandName,
        versionNo: l.versionNo,
        action: l.action,
        result: l.result,
        durationMs: l.durationMs,
        detail: l.detailKey ? msg(l.detailKey as MessageKey, lang, l.detailParams ?? undefined) : '',
        createBy: l.createBy,
        createTime: l.createTime,
      })),
    };
  }

  // ---- viewpoints ----

  async viewpointAdd(
    p: Principal,
    body: z.output<typeof viewpointBody>,
    problemOfProject: (problemId: number) => Promise<number | undefined>,
  ) {
    await this.projects.requireProjectAccess(p, body.projectId, P.list);
    const v = await this.repo.version(body.versionId);
    if (!v || v.projectId !== body.projectId) throw notFoundOf('model.version.notFound');
    if (body.problemId !== undefined && (await problemOfProject(body.problemId)) !== body.projectId)
      throw badRequest('model.viewpoint.badProblem');
    const viewpointId = await this.repo.insertViewpoint({
      projectId: body.projectId,
      problemId: body.problemId ?? null,
      versionId: v.versionId,
      bandId: v.bandId,
      camera: body.camera,
      clipping: body.clipping,
      selection: body.selection,
      hidden: body.hidden,
      snapshot: body.snapshot ?? null,
      createBy: p.userName,
    });
    return { viewpointId };
  }

  private async viewpointRow(vp: ViewpointRecord): Promise<ViewpointRow> {
    const names = await this.repo.namesOf(vp.versionId, vp.selection);
    return {
      viewpointId: vp.viewpointId,
      projectId: vp.projectId,
      problemId: vp.problemId,
      versionId: vp.versionId,
      bandId: vp.bandId,
      camera: vp.camera,
      clipping: vp.clipping as ViewpointRow['clipping'],
      selection: vp.selection,
      hidden: vp.hidden,
      snapshot: vp.snapshot,
      componentNames: vp.selection.map((g) => names.get(g) ?? ''),
      createBy: vp.createBy,
      createTime: vp.createTime,
    };
  }

  async viewpointList(p: Principal, query: { projectId: number; problemId?: number | undefined }) {
    await this.projects.requireProjectAccess(p, query.projectId, P.list);
    const page = await this.repo.viewpointPage(query.projectId, query.problemId, { pageNum: 1, pageSize: 500 });
    return { rows: await Promise.all(page.rows.map((vp) => this.viewpointRow(vp))), total: page.total };
  }

  /** A shared problem's latest viewpoint, for everyone holding its link: no camera, no people. */
  async sharedViewpoint(problemId: number): Promise<SharedViewpoint | null> {
    const vp = await this.repo.problemViewpoint(problemId);
    if (!vp) return null;
    const [version, band] = await Promise.all([this.repo.version(vp.versionId), this.bands.get(vp.bandId)]);
    if (!version) return null;
    const selected = vp.selection.slice(0, SHARED_COMPONENTS);
    const names = await this.repo.namesOf(vp.versionId, selected);
    return {
      bandName: band?.bandName ?? '',
      versionNo: version.versionNo,
      snapshot: vp.snapshot,
      components: selected.map((globalId) => ({ globalId, name: names.get(globalId) ?? '' })),
      createTime: vp.createTime,
    };
  }

  async viewpointGet(p: Principal, viewpointId: number): Promise<ViewpointRow> {
    const vp = await this.repo.viewpoint(viewpointId);
    if (!vp) throw notFoundOf('model.viewpoint.notFound');
    await this.projects.requireProjectAccess(p, vp.projectId, P.list);
    return this.viewpointRow(vp);
  }
}
