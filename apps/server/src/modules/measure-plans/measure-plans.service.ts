import {
  formatTime,
  MEASURE_CATEGORY_DICT,
  MEASURE_STATUS,
  type measureBody,
  type measureCompleteBody,
  type measureEditBody,
  type measureQuery,
  MEASURE_PERMS as P,
} from '@zj/contract';
import type { z } from 'zod';
import { isAdmin, type Principal } from '../../core/access/access.ts';
import type { Tx } from '../../core/db/client.ts';
import type { Uploads } from '../../core/files/uploads.ts';
import { AppError, badRequest } from '../../core/http/app-error.ts';
import type { ProjectAccess, ProjectRecord } from '../../core/project/project-access.ts';
import type { DictsService } from '../dicts/index.ts';
import type { FilesService } from '../files/index.ts';
import type { MeasurePlansRepository } from './measure-plans.repository.ts';
import type { MeasurePlan } from './measure-plans.tables.ts';

type Fields = Omit<z.output<typeof measureEditBody>, 'measureId'>;

export const measureNotFound = () => new AppError(404, 'measure.notFound');
/** Who did it, as rows keep it. */
export const nameOf = (p: Principal) => (p.user.nickName || p.userName).slice(0, 64);
/** Today in the display zone, `YYYY-MM-DD`. */
export const today = () => formatTime(new Date()).slice(0, 10);
const files = (text: string) => (text ? text.split(',') : []);
/** A measure its author may still change: a draft, or rejected. */
const changeable = (m: MeasurePlan) => m.status === MEASURE_STATUS.draft || m.status === MEASURE_STATUS.rejected;

/**
 * 措施计划: a project's measures with their owner (a member of the project), deadline and
 * attachments; changed while 草稿 or 已驳回, deleted unless in approval, and closed by their owner
 * once approved. Project access is checked here again with the call's permission.
 */
export class MeasurePlansService {
  constructor(
    readonly repo: MeasurePlansRepository,
    private readonly projects: ProjectAccess,
    private readonly dicts: DictsService,
    private readonly files: FilesService,
    private readonly uploads: Uploads,
  ) {}

  /** The measure, when the caller may act on it with `permission` in its project. */
  async require(
    p: Principal,
    measureId: number,
    permission: string,
  ): Promise<MeasurePlan & { project: ProjectRecord }> {
    const measure = await this.repo.byId(measureId);
    if (!measure) throw measureNotFound();
    const project = await this.projects.requireProjectAccess(p, measure.projectId, permission);
    return { ...measure, project };
  }

  async list(p: Principal, query: z.output<typeof measureQuery>) {
    await this.projects.requireProjectAccess(p, query.projectId, P.list);
    if (query.beginDeadline && query.endDeadline && query.beginDeadline > query.endDeadline)
      throw badRequest('measure.deadlineRange');
    const filter = {
      category: query.category,
      status: query.status,
      ownerId: query.ownerId,
      from: query.beginDeadline,
      to: query.endDeadline,
      overdue: query.overdue,
      keyword: query.keyword,
    };
    return this.repo.page(query.projectId, filter, today(), query);
  }

  async get(p: Principal, measureId: number) {
    const { project, ...m } = await this.require(p, measureId, P.query);
    return {
      ...m,
      projectName: project.projectName,
      ownerName: await this.repo.userName(m.ownerId),
      overdue: m.deadline < today() && m.status !== MEASURE_STATUS.done,
      rejectReason: m.status === MEASURE_STATUS.rejected ? m.rejectReason : null,
      remark: m.remark ?? '',
    };
  }

  async add(p: Principal, body: z.output<typeof measureBody>): Promise<number> {
    await this.projects.requireProjectAccess(p, body.projectId, P.add);
    const { projectId, ...fields } = body;
    await this.check(projectId, fields);
    return this.repo.db.transaction(async (tx) => {
      const measureId = await this.repo.insert(tx, { ...fields, projectId, createBy: nameOf(p) });
      await this.uploads.claim([fields.attachments], tx);
      return measureId;
    });
  }

  async edit(p: Principal, body: z.output<typeof measureEditBody>): Promise<void> {
    const { measureId, ...fields } = body;
    const measure = await this.require(p, measureId, P.edit);
    if (!changeable(measure)) throw badRequest('measure.locked');
    await this.check(measure.projectId, fields);
    await this.repo.db.transaction(async (tx) => {
      // An application may have come between.
      const locked = await this.locked(tx, measureId);
      if (!changeable(locked)) throw badRequest('measure.locked');
      await this.repo.update(tx, measureId, { ...fields, updateBy: nameOf(p), updateTime: new Date() });
      await this.uploads.claim([fields.attachments], tx);
    });
  }

  /** Deletes measures of projects where the caller may delete; none of them may be in approval. */
  async remove(p: Principal, measureIds: number[]): Promise<void> {
    const ids = [...new Set(measureIds)];
    const found = await this.repo.byIds(ids);
    if (found.length !== ids.length) throw measureNotFound();
    for (const projectId of new Set(found.map((m) => m.projectId)))
      await this.projects.requireProjectAccess(p, projectId, P.remove);
    await this.repo.db.transaction(async (tx) => {
      const locked = await this.repo.byIds(ids, tx, true);
      if (locked.length !== ids.length) throw measureNotFound();
      const applying = locked.find((m) => m.status === MEASURE_STATUS.applying);
      if (applying) throw badRequest('measure.removeApplying', { title: applying.title });
      await this.repo.remove(tx, ids);
    });
  }

  /** The owner closes an approved measure (已完成) with what was done and its files. */
  async complete(p: Principal, body: z.output<typeof measureCompleteBody>): Promise<void> {
    const measure = await this.require(p, body.measureId, P.complete);
    const done = async (m: MeasurePlan) => {
      if (m.status !== MEASURE_STATUS.approved) throw badRequest('measure.complete.status');
      if (m.ownerId !== p.userId && !isAdmin(p))
        throw badRequest('measure.complete.notOwner', { owner: await this.repo.userName(m.ownerId) });
    };
    await done(measure);
    await this.files.requireUploads(files(body.completionFiles));
    await this.repo.db.transaction(async (tx) => {
      await done(await this.locked(tx, measure.measureId));
      await this.repo.update(tx, measure.measureId, {
        status: MEASURE_STATUS.done,
        completionNote: body.completionNote,
        completionFiles: body.completionFiles,
        completedBy: nameOf(p),
        completeTime: new Date(),
        updateBy: nameOf(p),
        updateTime: new Date(),
      });
      await this.uploads.claim([body.completionFiles], tx);
    });
  }

  /** The measure locked in the change's transaction (it may have been deleted meanwhile). */
  async locked(tx: Tx, measureId: number): Promise<MeasurePlan> {
    const locked = await this.repo.byId(measureId, tx, true);
    if (!locked) throw measureNotFound();
    return locked;
  }

  /** The category is one of the dictionary's, the owner a member of the project, the attachments uploads. */
  private async check(projectId: number, fields: Pick<Fields, 'category' | 'ownerId' | 'attachments'>) {
    const categories = await this.dicts.dataOfType(MEASURE_CATEGORY_DICT);
    if (!categories.some((c) => c.dictValue === fields.category))
      throw badRequest('measure.badCategory', { value: fields.category });
    if (!(await this.repo.isMember(projectId, fields.ownerId)))
      throw badRequest('measure.ownerNotMember', { user: fields.ownerId });
    await this.files.requireUploads(files(fields.attachments));
  }
}
