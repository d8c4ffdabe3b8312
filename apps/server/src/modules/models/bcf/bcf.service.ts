import { randomUUID } from 'node:crypto';
import {
  formatTime,
  type Lang,
  type MessageKey,
  MODEL_STATUS,
  msg,
  PERMS,
  PROBLEM_LEVEL_DEFAULT,
  PROBLEM_TYPE_DEFAULT,
  UPLOAD_KINDS,
  type ViewpointCamera,
} from '@zj/contract';
import type { Principal } from '../../../core/access/access.ts';
import { API_PREFIX } from '../../../core/access/guard-plugin.ts';
import type { Tx } from '../../../core/db/client.ts';
import type { FileStorage } from '../../../core/files/storage.ts';
import type { Uploads } from '../../../core/files/uploads.ts';
import { AppError, badRequest } from '../../../core/http/app-error.ts';
import type { ProjectAccess } from '../../../core/project/project-access.ts';
import type { Member, ProblemComment, ProblemTransfer, TransferredProblem } from '../../problems/index.ts';
import type { ModelsService } from '../models.service.ts';
import type { BcfRef, BcfRepository, ViewpointRecord } from './bcf.repository.ts';
import { imageFormat, readBcf } from './bcf-read.ts';
import {
  type BcfCamera,
  type BcfComment,
  BcfError,
  type BcfTopic,
  type BcfViewpoint,
  type BcfWarning,
  type Vec3,
} from './bcf-types.ts';
import { writeBcf } from './bcf-write.ts';

const UPLOAD_URL = /\/file\/(\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{32}\.[a-z0-9]{1,5})$/;
const keyOf = (url: string | null | undefined) => (url ? (UPLOAD_URL.exec(url)?.[1] ?? null) : null);

/** The fields of a topic a problem holds; what the problem has is compared with what it got on import. */
const KEPT = [
  'title',
  'description',
  'priority',
  'topicType',
  'topicStatus',
  'assignedTo',
  'dueDate',
  'creationAuthor',
  'creationDate',
  'modifiedAuthor',
  'modifiedDate',
] as const;
type Kept = Pick<BcfTopic, (typeof KEPT)[number]>;

/** BCF words for a problem's state: 1 Open, 2 InProgress (completion applied for), 3 Resolved; a closed one Closed. */
function topicStatusOf(status: number, closed: string): string {
  if (closed === '1') return 'Closed';
  return status === 3 ? 'Resolved' : status === 2 ? 'InProgress' : 'Open';
}

/** The problem's state from a BCF status: done words finish it, Closed closes it, anything else is open. */
function stateOf(topicStatus: string | null): { status: number; closed: '0' | '1' } {
  const s = (topicStatus ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]/g, '');
  if (s === 'closed') return { status: 1, closed: '1' };
  if (['resolved', 'done', 'fixed', 'completed', 'complete', '整改完成', '已解决'].includes(s))
    return { status: 3, closed: '0' };
  return { status: 1, closed: '0' };
}

/** Common BCF priorities onto the platform's levels (when the level dictionary has them). */
const PRIORITY_LEVELS: Record<string, string> = {
  critical: '重要',
  high: '重要',
  major: '重要',
  normal: '一般',
  medium: '一般',
  low: '次要',
  minor: '次要',
};

/** The topic fields a problem gives, as the export writes them. */
function keptOf(
  x: Pick<
    TransferredProblem,
    'name' | 'content' | 'level' | 'type' | 'dueDate' | 'createBy' | 'createTime' | 'updateBy' | 'updateTime'
  > & { status: number; closed: string },
  people: string[],
): Kept {
  return {
    title: x.name,
    description: x.content ? x.content : null,
    priority: x.level || null,
    topicType: x.type || null,
    topicStatus: topicStatusOf(x.status, x.closed),
    assignedTo: people.length > 0 ? people.join(', ') : null,
    dueDate: x.dueDate ? `${x.dueDate}T00:00:00` : null,
    creationAuthor: x.createBy ?? '',
    creationDate: (x.createTime ?? new Date(0)).toISOString(),
    modifiedAuthor: x.updateBy ? x.updateBy : null,
    modifiedDate: x.updateTime ? x.updateTime.toISOString() : null,
  };
}

/** JSON with sorted keys: a value read back from jsonb (which orders keys its own way) compares equal. */
function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, stable((value as Record<string, unknown>)[k])]),
    );
  return value;
}
const same = (a: unknown, b: unknown) => JSON.stringify(stable(a)) === JSON.stringify(stable(b));

function normalize(v: Vec3): Vec3 {
  const length = Math.hypot(v[0], v[1], v[2]);
  return length > 0 ? [v[0] / length, v[1] / length, v[2] / length] : [0, 0, -1];
}

function bcfCameraOf(c: ViewpointCamera): BcfCamera {
  const position = c.position as Vec3;
  const target = c.target as Vec3;
  return {
    kind: c.kind,
    viewPoint: [...position],
    direction: normalize([target[0] - position[0], target[1] - position[1], target[2] - position[2]]),
    upVector: [...(c.up as Vec3)],
    fieldOfView: c.kind === 'perspective' ? (c.fov ?? 60) : null,
    viewToWorldScale: c.kind === 'orthogonal' ? (c.viewToWorldScale ?? 1) : null,
  };
}

/** A saved viewpoint's camera from a BCF one: the target one metre ahead (BCF has a direction, not a target). */
function cameraOf(c: BcfCamera): ViewpointCamera | null {
  const valid = (v: number | null) => v !== null && Number.isFinite(v) && v > 0;
  const [p, d] = [c.viewPoint, normalize(c.direction)];
  const camera: ViewpointCamera = {
    kind: c.kind,
    position: p,
    target: [p[0] + d[0], p[1] + d[1], p[2] + d[2]],
    up: c.upVector,
  };
  if (c.kind === 'perspective') {
    if (!valid(c.fieldOfView) || (c.fieldOfView as number) > 180) return null;
    camera.fov = c.fieldOfView as number;
  } else {
    if (!valid(c.viewToWorldScale)) return null;
    camera.viewToWorldScale = c.viewToWorldScale as number;
  }
  return camera;
}

/** The day of a BCF date in the display zone (a date without a zone is taken as written). */
function dayOf(value: string | null): string | null {
  if (!value) return null;
  if (!/(Z|[+-]\d{2}:\d{2})$/.test(value)) return value.slice(0, 10);
  const t = new Date(value);
  return Number.isNaN(t.getTime()) ? null : formatTime(t).slice(0, 10);
}

const viewpointMapped = (v: Pick<ViewpointRecord, 'camera' | 'clipping' | 'selection' | 'hidden'>) => ({
  camera: v.camera,
  clipping: v.clipping,
  selection: v.selection,
  hidden: v.hidden,
});

/** A viewpoint kept in a ref: everything but the snapshot's bytes (those stay in the file storage). */
const withoutBytes = (v: BcfViewpoint) => ({
  ...v,
  snapshot: null,
  bitmaps: v.bitmaps.map((b) => ({ ...b, bytes: null })),
});

/** What an import did (the contract's bcfImportResult). */
export interface BcfImportResult {
  imported: number;
  updated: number;
  warnings: string[];
}

interface CurrentVersion {
  versionId: number;
  bandId: number;
  bandName: string;
}

/**
 * BCF 2.1 export and import of a project's model problems. A problem is a topic (title = name,
 * description = content, priority = level, type, status, due date, creation author and date,
 * assignees = collaborators), its chat the comments, its saved viewpoints the viewpoints (camera,
 * clipping planes, selected and hidden components by IfcGuid, snapshot). GUIDs are kept (see
 * bcf.tables.ts), and what a problem cannot hold stays beside it, so a file imported and exported
 * again loses nothing. Imported components are matched by GlobalId to the project's current
 * model versions; a viewpoint matching none is kept whole and exported again.
 */
export class BcfService {
  constructor(
    private readonly repo: BcfRepository,
    private readonly projects: ProjectAccess,
    private readonly transfer: ProblemTransfer,
    private readonly models: ModelsService,
    private readonly storage: FileStorage,
    private readonly uploads: Uploads,
  ) {}

  // ---- export ------------------------------------------------------------------------------------

  private async bytesOf(url: string | null | undefined): Promise<Uint8Array | null> {
    const key = keyOf(url);
    const file = key ? await this.storage.get(key) : undefined;
    if (!file) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream) chunks.push(chunk as Buffer);
    return new Uint8Array(Buffer.concat(chunks));
  }

  private async snapshotOf(url: string | null | undefined): Promise<BcfViewpoint['snapshot']> {
    const bytes = await this.bytesOf(url);
    const format = bytes ? imageFormat(bytes) : null;
    return bytes && format ? { format, bytes } : null;
  }

  /** The refs of these records, new GUIDs written for those that have none. */
  private async guids(projectId: number, kind: 't' | 'c' | 'v', ids: number[]) {
    const refs = await this.repo.byLocal(projectId, kind, ids);
    const fresh: BcfRef[] = [];
    for (const id of ids)
      if (!refs.has(id)) {
        const ref = { guid: randomUUID(), localId: id, extra: null };
        fresh.push(ref);
        refs.set(id, [ref]);
      }
    await this.repo.add(projectId, kind, fresh);
    // A concurrent export may have written another GUID first: read again what was kept.
    return fresh.length > 0 ? this.repo.byLocal(projectId, kind, ids) : refs;
  }

  async export(p: Principal, projectId: number, problemIds: number[]): Promise<{ bytes: Uint8Array; name: string }> {
    const project = await this.projects.requireProjectAccess(p, projectId, PERMS.business.problem.export);
    const items = await this.transfer.modelProblems(projectId, problemIds.length > 0 ? problemIds : null);
    const ids = items.map((x) => x.problem.problemId);
    const [comments, viewpoints, pending] = await Promise.all([
      this.transfer.comments(ids),
      this.repo.viewpointsOf(projectId, ids),
      this.repo.byLocal(projectId, 'p', ids),
    ]);
    const commentIds = [...comments.values()].flat().map((c) => c.id);
    const [topicRefs, commentRefs, viewpointRefs] = await Promise.all([
      this.guids(projectId, 't', ids),
      this.guids(projectId, 'c', commentIds),
      this.guids(
        projectId,
        'v',
        viewpoints.map((v) => v.viewpointId),
      ),
    ]);
    const topics: BcfTopic[] = [];
    for (const { problem, collaborators } of items) {
      const ref = topicRefs.get(problem.problemId)?.[0] as BcfRef;
      const extra = (ref.extra ?? {}) as { raw?: Partial<BcfTopic>; mapped?: Partial<Kept>; unknownUsers?: string[] };
      const now = keptOf(
        problem,
        collaborators.map((c) => c.userName),
      );
      const kept: Kept = { ...now };
      for (const field of KEPT)
        if (extra.raw && extra.mapped && field in extra.mapped && same(extra.mapped[field], now[field]))
          (kept as Record<string, unknown>)[field] = extra.raw[field] ?? null;
      const own = await this.viewpointsOfProblem(problem.problemId, viewpoints, viewpointRefs, pending);
      topics.push({
        guid: ref.guid,
        topicType: kept.topicType,
        topicStatus: kept.topicStatus,
        referenceLinks: extra.raw?.referenceLinks ?? [],
        title: kept.title,
        priority: kept.priority,
        index: extra.raw?.index ?? null,
        labels: extra.raw?.labels ?? [],
        creationDate: kept.creationDate,
        creationAuthor: kept.creationAuthor,
        modifiedDate: kept.modifiedDate,
        modifiedAuthor: kept.modifiedAuthor,
        dueDate: kept.dueDate,
        assignedTo: kept.assignedTo,
        stage: extra.raw?.stage ?? null,
        description: kept.description,
        documentReferences: extra.raw?.documentReferences ?? [],
        relatedTopics: extra.raw?.relatedTopics ?? [],
        headerFiles: extra.raw?.headerFiles ?? [],
        comments: (comments.get(problem.problemId) ?? []).map((c) => this.commentOf(c, commentRefs)),
        viewpoints: own,
      });
    }
    return {
      bytes: writeBcf({ projectId: String(projectId), name: project.projectName }, topics),
      name: project.projectName,
    };
  }

  private commentOf(c: ProblemComment, refs: Map<number, BcfRef[]>): BcfComment {
    const ref = refs.get(c.id)?.[0] as BcfRef;
    const raw = (ref.extra as { raw?: BcfComment } | null)?.raw;
    if (raw) return { ...raw, guid: ref.guid };
    return {
      guid: ref.guid,
      date: c.createTime.toISOString(),
      author: c.creator,
      comment: c.commentDetail,
      viewpointGuid: null,
      modifiedDate: null,
      modifiedAuthor: null,
    };
  }

  private async viewpointsOfProblem(
    problemId: number,
    all: ViewpointRecord[],
    refs: Map<number, BcfRef[]>,
    pending: Map<number, BcfRef[]>,
  ): Promise<BcfViewpoint[]> {
    const out: { position: number; viewpoint: BcfViewpoint }[] = [];
    for (const v of all.filter((x) => x.problemId === problemId)) {
      const ref = refs.get(v.viewpointId)?.[0] as BcfRef;
      const extra = ref.extra as { raw?: BcfViewpoint; mapped?: unknown; position?: number } | null;
      const snapshot = await this.snapshotOf(v.snapshot);
      const viewpoint: BcfViewpoint =
        extra?.raw && same(extra.mapped, viewpointMapped(v))
          ? { ...extra.raw, guid: ref.guid, snapshot }
          : {
              guid: ref.guid,
              index: null,
              camera: bcfCameraOf(v.camera),
              selection: v.selection.map((ifcGuid) => ({ ifcGuid, originatingSystem: null, authoringToolId: null })),
              defaultVisibility: true,
              exceptions: v.hidden.map((ifcGuid) => ({ ifcGuid, originatingSystem: null, authoringToolId: null })),
              viewSetupHints: null,
              coloring: [],
              lines: [],
              clippingPlanes: v.clipping.map((c) => ({ location: c.location as Vec3, direction: c.direction as Vec3 })),
              bitmaps: [],
              snapshot,
            };
      out.push({ position: extra?.position ?? 1_000_000 + v.viewpointId, viewpoint });
    }
    for (const ref of pending.get(problemId) ?? []) {
      const extra = ref.extra as { raw: BcfViewpoint; position?: number; snapshotUrl?: string | null };
      out.push({
        position: extra.position ?? 0,
        viewpoint: { ...extra.raw, guid: ref.guid, snapshot: await this.snapshotOf(extra.snapshotUrl) },
      });
    }
    return out.sort((a, b) => a.position - b.position).map((x) => x.viewpoint);
  }

  // ---- import ------------------------------------------------------------------------------------

  /** The uploaded file's bytes: an upload of this system with a BCF extension, within its size. */
  private async uploadedFile(url: string): Promise<Uint8Array> {
    const kind = UPLOAD_KINDS.bcf;
    const [ref] = await this.uploads.checkRefs([url], {
      max: 1,
      extensions: kind.extensions,
      maxMb: kind.maxMb,
      image: false,
    });
    const bytes = ref ? await this.bytesOf(`/file/${ref.key}`) : null;
    if (!bytes) throw badRequest('file.notFound');
    return bytes;
  }

  /** Stores a snapshot as an upload of the caller (counted in the quota like any upload); answers its URL. */
  private async storeSnapshot(p: Principal, s: NonNullable<BcfViewpoint['snapshot']>): Promise<string> {
    const reservation = await this.uploads.reserve(p.userId, s.bytes.length, s.bytes.length);
    try {
      const { key, size } = await this.storage.put(Buffer.from(s.bytes), `snapshot.${s.format}`);
      await this.uploads.stored(reservation.uploadId, key, size, s.format === 'png' ? 'image/png' : 'image/jpeg');
      return `${API_PREFIX}/file/${key}`;
    } catch (error) {
      await this.uploads.release(reservation.uploadId);
      throw error;
    }
  }

  /** The project's converted current versions (the models the components are looked up in). */
  private async currentVersions(p: Principal, projectId: number): Promise<CurrentVersion[]> {
    // A member who may add problems but not see the models: every viewpoint is kept aside.
    const rows = await this.models.bandList(p, projectId).then(
      (page) => page.rows,
      (error: unknown) => {
        if (error instanceof AppError) return [];
        throw error;
      },
    );
    return rows.flatMap((b) =>
      b.currentVersionId !== null && b.status === MODEL_STATUS.done
        ? [{ versionId: b.currentVersionId, bandId: b.bandId, bandName: b.bandName }]
        : [],
    );
  }

  /** The current version holding most of the viewpoint's components, with their names. */
  private async matchVersion(versions: CurrentVersion[], v: BcfViewpoint) {
    const ids = [...new Set([...v.selection, ...v.exceptions].flatMap((c) => (c.ifcGuid ? [c.ifcGuid] : [])))];
    if (ids.length === 0)
      return versions.length === 1
        ? { version: versions[0] as CurrentVersion, names: new Map<string, string>() }
        : null;
    let best: { version: CurrentVersion; names: Map<string, string> } | null = null;
    for (const version of versions) {
      const names = await this.models.repo.namesOf(version.versionId, ids);
      if (names.size > 0 && (!best || names.size > best.names.size)) best = { version, names };
    }
    return best;
  }

  async import(p: Principal, projectId: number, url: string, lang: Lang): Promise<BcfImportResult> {
    await this.projects.requireProjectAccess(p, projectId, PERMS.business.problem.add);
    const bytes = await this.uploadedFile(url);
    let file: ReturnType<typeof readBcf>;
    try {
      file = readBcf(bytes);
    } catch (error) {
      if (error instanceof BcfError) throw badRequest(error.key, error.params);
      throw error;
    }
    const warnings: BcfWarning[] = [...file.warnings];
    const warn = (key: MessageKey, params: Record<string, string | number>) => {
      if (warnings.length < 200) warnings.push({ key, params });
    };
    const [{ levels, types }, versions] = await Promise.all([
      this.transfer.vocabulary(),
      this.currentVersions(p, projectId),
    ]);

    // What each viewpoint becomes, and the snapshots stored, before the transaction.
    const placed = new Map<string, { version: CurrentVersion; names: Map<string, string>; camera: ViewpointCamera }>();
    const snapshots = new Map<string, string>();
    for (const t of file.topics)
      for (const v of t.viewpoints) {
        // A viewpoint imported before stays as it is (and its snapshot is not stored again).
        const known = await Promise.all(['v', 'p'].map((k) => this.repo.byGuid(projectId, k as 'v' | 'p', v.guid)));
        if (known.some(Boolean)) continue;
        const camera = v.camera ? cameraOf(v.camera) : null;
        const match = camera ? await this.matchVersion(versions, v) : null;
        if (camera && match) placed.set(`${t.guid}/${v.guid}`, { ...match, camera });
        else warn('bcf.warn.viewpointKept', { topic: t.guid });
        if (v.snapshot) snapshots.set(`${t.guid}/${v.guid}`, await this.storeSnapshot(p, v.snapshot));
      }

    const level = (priority: string | null) => {
      if (priority && levels.includes(priority)) return priority;
      const mapped = PRIORITY_LEVELS[(priority ?? '').toLowerCase()];
      if (mapped && levels.includes(mapped)) return mapped;
      return levels.includes(PROBLEM_LEVEL_DEFAULT) ? PROBLEM_LEVEL_DEFAULT : (levels[0] as string);
    };
    const type = (topicType: string | null) =>
      topicType && types.includes(topicType)
        ? topicType
        : types.includes(PROBLEM_TYPE_DEFAULT)
          ? PROBLEM_TYPE_DEFAULT
          : (types[0] as string);

    let imported = 0;
    let updated = 0;
    await this.transfer.transaction(async (tx) => {
      for (const t of file.topics) {
        const names = (t.assignedTo ?? '')
          .split(/[,;，；]/)
          .map((n) => n.trim())
          .filter(Boolean);
        const members = await this.transfer.membersNamed(projectId, names, tx);
        const unknown = names.filter((n) => !members.some((m) => m.loginName === n || m.nickName === n));
        for (const user of unknown) warn('bcf.warn.unknownUser', { topic: t.guid, user });
        const first = t.viewpoints.map((v) => ({ v, at: placed.get(`${t.guid}/${v.guid}`) })).find((x) => x.at);
        const componentId = first?.v.selection.find((c) => c.ifcGuid && first.at?.names.has(c.ifcGuid))?.ifcGuid ?? '';
        const state = stateOf(t.topicStatus);
        const values: TransferredProblem = {
          name: (t.title.trim() || `BCF ${t.guid.slice(0, 8)}`).slice(0, 20),
          content: (t.description ?? '').trim().slice(0, 100),
          level: level(t.priority),
          type: type(t.topicType),
          status: state.status,
          closed: state.closed,
          dueDate: dayOf(t.dueDate),
          extend1: (first?.at?.names.get(componentId) ?? '').slice(0, 100),
          componentId,
          bandId: first?.at?.version.bandId ?? null,
          bandName: (first?.at?.version.bandName ?? '').slice(0, 100),
          createBy: t.creationAuthor.slice(0, 64),
          createTime: new Date(t.creationDate),
          updateBy: (t.modifiedAuthor ?? '').slice(0, 64),
          updateTime: t.modifiedDate ? new Date(t.modifiedDate) : null,
        };
        if (Number.isNaN(values.createTime?.getTime())) values.createTime = new Date();
        if (values.updateTime && Number.isNaN(values.updateTime.getTime())) values.updateTime = null;
        const people = members.map((m) => m.nickName || m.loginName);
        const { comments: _c, viewpoints: _v, ...raw } = t;
        const extra = {
          raw,
          mapped: keptOf({ ...values, status: state.status, closed: state.closed }, people),
          unknownUsers: unknown,
        };

        const ref = await this.repo.byGuid(projectId, 't', t.guid, tx);
        const existing = ref ? await this.transfer.modelProblem(projectId, ref.localId, tx) : undefined;
        let problemId: number;
        if (existing) {
          problemId = existing.problemId;
          await this.transfer.update(tx, problemId, values, members);
          updated += 1;
        } else {
          problemId = await this.transfer.create(tx, projectId, p.userId, values, members);
          imported += 1;
        }
        await this.repo.put(tx, projectId, 't', { guid: t.guid, localId: problemId, extra });
        await this.importComments(tx, p, projectId, problemId, t.comments, members);
        await this.importViewpoints(tx, p, projectId, problemId, t, placed, snapshots);
      }
      await this.uploads.claim(snapshots.values(), tx);
    });
    return { imported, updated, warnings: warnings.map((w) => msg(w.key, lang, w.params)) };
  }

  private async importComments(
    tx: Tx,
    p: Principal,
    projectId: number,
    problemId: number,
    comments: BcfComment[],
    members: Member[],
  ) {
    for (const c of comments) {
      if (await this.repo.byGuid(projectId, 'c', c.guid, tx)) continue;
      const author = c.author.trim();
      const member = members.find((m) => m.loginName === author || m.nickName === author);
      const commentId = await this.transfer.addComment(tx, projectId, problemId, {
        commentDetail: c.comment.slice(0, 500),
        creator: author.slice(0, 64),
        userId: member?.userId ?? p.userId,
        createTime: new Date(c.date),
      });
      await this.repo.put(tx, projectId, 'c', { guid: c.guid, localId: commentId, extra: { raw: c } });
    }
  }

  private async importViewpoints(
    tx: Tx,
    p: Principal,
    projectId: number,
    problemId: number,
    t: BcfTopic,
    placed: Map<string, { version: CurrentVersion; camera: ViewpointCamera }>,
    snapshots: Map<string, string>,
  ) {
    for (const [position, v] of t.viewpoints.entries()) {
      if ((await this.repo.byGuid(projectId, 'v', v.guid, tx)) || (await this.repo.byGuid(projectId, 'p', v.guid, tx)))
        continue;
      const key = `${t.guid}/${v.guid}`;
      const at = placed.get(key);
      const snapshot = snapshots.get(key) ?? null;
      if (!at) {
        await this.repo.put(tx, projectId, 'p', {
          guid: v.guid,
          localId: problemId,
          extra: { raw: withoutBytes(v), position, snapshotUrl: snapshot },
        });
        continue;
      }
      const row = {
        camera: at.camera,
        clipping: v.clippingPlanes.map((c) => ({ location: c.location, direction: c.direction })),
        selection: v.selection.flatMap((c) => (c.ifcGuid ? [c.ifcGuid] : [])),
        hidden: v.defaultVisibility ? v.exceptions.flatMap((c) => (c.ifcGuid ? [c.ifcGuid] : [])) : [],
      };
      const viewpointId = await this.repo.insertViewpoint(tx, {
        projectId,
        problemId,
        versionId: at.version.versionId,
        bandId: at.version.bandId,
        ...row,
        snapshot,
        createBy: p.userName,
      });
      await this.repo.put(tx, projectId, 'v', {
        guid: v.guid,
        localId: viewpointId,
        extra: { raw: withoutBytes(v), position, mapped: viewpointMapped(row) },
      });
    }
  }
}
