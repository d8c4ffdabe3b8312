import { randomBytes } from 'node:crypto';
import {
  type ApiOut,
  DICT_TYPES,
  formatTime,
  HAZARD_TYPES,
  PERMS,
  PROBLEM_KIND,
  PROBLEM_LEVELS,
  PROBLEM_TYPE_DEFAULT,
  type ProblemKind,
  type problemBandRow,
  type problemBody,
  type problemDetail,
  type problemEditBody,
  type problemQuery,
  type problemRow,
  type sharedProblem,
  storedText,
} from '@zj/contract';
import type { z } from 'zod';
import { allows, isAdmin, type Principal } from '../../core/access/access.ts';
import type { Tx } from '../../core/db/client.ts';
import type { Uploads } from '../../core/files/uploads.ts';
import { AppError, badRequest } from '../../core/http/app-error.ts';
import { EXPORT_MAX_ROWS } from '../../core/http/xlsx.ts';
import type { ProjectAccess } from '../../core/project/project-access.ts';
import { projectsSeenBy } from '../../core/project/project-access.ts';
import type { DictsService } from '../dicts/index.ts';
import type { FilesService } from '../files/index.ts';
import type { MessagesService } from '../messages/index.ts';
import type { ProblemRecordsRepository } from './problem-records.repository.ts';
import type { Problem, ProblemFilter, ProblemsRepository } from './problems.repository.ts';
import { bizProblem } from './problems.tables.ts';

type Row = ApiOut<typeof problemRow>;
type Collaborator = { userId: number; userName: string };
type Body = z.output<typeof problemBody>;
type EditBody = z.output<typeof problemEditBody>;

/** 404-like refusal for a problem that is not there (or not of the route's kinds). */
export const problemNotFound = () => badRequest('problem.notFound');

/** Which kinds a family of routes serves: the model routes only model problems, the quality routes quality and safety. */
export type Family = 'model' | 'quality';
const KINDS: Record<Family, readonly ProblemKind[]> = {
  model: [PROBLEM_KIND.model],
  quality: [PROBLEM_KIND.quality, PROBLEM_KIND.safety],
};

const splitFiles = (files: string) => (files ? files.split(',') : []);

/** A problem as lists and the dialog show it, with its collaborators and the viewer's unread mark. */
function toRow(x: Problem, users: Collaborator[], unread: boolean): Row {
  return {
    problemId: x.problemId,
    id: x.problemId,
    projectId: x.projectId,
    kind: x.kind as ProblemKind,
    name: x.name,
    content: x.content,
    level: x.level,
    type: x.type,
    hazardType: x.hazardType,
    status: x.status as Row['status'],
    files: x.files,
    location: x.location,
    dueDate: x.dueDate,
    extend1: x.extend1,
    componentId: x.componentId,
    bandId: x.bandId,
    bandName: x.bandName,
    implementerUser: users.map((u) => u.userName),
    implementerIds: users.map((u) => u.userId),
    closed: x.closed as Row['closed'],
    creatorId: x.creatorId,
    createBy: x.createBy,
    createTime: x.createTime,
    updateTime: x.updateTime,
    unread,
    rectificationCount: x.rectificationCount,
    rejectReason: x.status === 1 ? x.rejectReason : null,
    instanceId: x.instanceId,
  };
}

/**
 * Problems (model, quality, safety): lists by project with filters, rows with collaborators and
 * the caller's unread mark, create/edit/close/delete with the dictionaries and the project's
 * members checked, read state per user, and the creator's share link.
 */
export class ProblemsService {
  constructor(
    readonly repo: ProblemsRepository,
    private readonly records: ProblemRecordsRepository,
    private readonly projects: ProjectAccess,
    private readonly files: FilesService,
    private readonly uploads: Uploads,
    private readonly dicts: DictsService,
    private readonly messages: MessagesService,
  ) {}

  // ---- reading ---------------------------------------------------------------------------------

  /** A problem of the family, in a project the caller may read (the guard checked; checked again here). */
  async require(p: Principal, problemId: number, family: Family | null, permission?: string): Promise<Problem> {
    const problem = await this.repo.byId(problemId);
    if (!problem || (family && !KINDS[family].includes(problem.kind as ProblemKind))) throw problemNotFound();
    await this.projects.requireProjectAccess(p, problem.projectId, permission);
    return problem;
  }

  /**
   * Whether the caller may read the problem with a permission, as its routes ask: the permission
   * itself, and membership of the problem's live project with the permission granted there.
   */
  async mayRead(p: Principal, problemId: number, permission: string): Promise<boolean> {
    if (!Number.isSafeInteger(problemId) || !allows({ permission }, p)) return false;
    try {
      await this.require(p, problemId, null, permission);
      return true;
    } catch (error) {
      if (error instanceof AppError) return false;
      throw error;
    }
  }

  async rows(p: Principal, problems: Problem[]): Promise<Row[]> {
    const ids = problems.map((x) => x.problemId);
    const [people, unread] = await Promise.all([this.repo.collaborators(ids), this.repo.unreadAmong(p.userId, ids)]);
    return problems.map((x) => toRow(x, people.get(x.problemId) ?? [], unread.has(x.problemId)));
  }

  private filter(family: Family, query: z.output<typeof problemQuery>): ProblemFilter {
    const kind = query.kind && KINDS[family].includes(query.kind) ? query.kind : KINDS[family][0];
    return {
      projectId: query.projectId,
      kind: kind as string,
      status: query.status,
      level: query.level,
      type: query.type,
      hazardType: query.hazardType,
      name: query.name,
      bandId: query.bandId,
      implementer: query.implementer,
      beginTime: query.beginTime,
      endTime: query.endTime,
      closed: query.closed,
    };
  }

  async list(p: Principal, family: Family, query: z.output<typeof problemQuery>, permission: string) {
    await this.projects.requireProjectAccess(p, query.projectId, permission);
    return this.repo.page(this.filter(family, query), p.userId, query);
  }

  async exportRows(p: Principal, family: Family, query: z.output<typeof problemQuery>, permission: string) {
    await this.projects.requireProjectAccess(p, query.projectId, permission);
    return this.rows(p, await this.repo.all(this.filter(family, query), EXPORT_MAX_ROWS, query));
  }

  /** One problem with its project's name; opening it marks it read for the caller. */
  async detail(p: Principal, problemId: number, family: Family | null, permission?: string) {
    const problem = await this.require(p, problemId, family, permission);
    await this.repo.markRead(p.userId, [problemId]);
    const [row] = await this.rows(p, [problem]);
    return {
      ...(row as Row),
      projectName: await this.repo.projectName(problem.projectId),
      shareToken: problem.creatorId === p.userId || isAdmin(p) ? problem.shareToken : null,
    } satisfies ApiOut<typeof problemDetail>;
  }

  async bands(
    p: Principal,
    projectId: number,
    kind: ProblemKind | undefined,
  ): Promise<ApiOut<typeof problemBandRow>[]> {
    await this.projects.requireProjectAccess(p, projectId, PERMS.business.problem.list);
    return this.repo.byBand(projectId, kind ?? PROBLEM_KIND.model, p.userId);
  }

  // ---- read state ------------------------------------------------------------------------------

  async unread(p: Principal, filter: { projectId?: number | undefined; kind?: ProblemKind | undefined }) {
    if (filter.projectId !== undefined) await this.projects.requireProjectAccess(p, filter.projectId);
    const problems = await this.repo.unread(p.userId, filter, projectsSeenBy(p, bizProblem.projectId));
    return this.rows(p, problems);
  }

  async read(p: Principal, problemId: number): Promise<void> {
    await this.require(p, problemId, null);
    await this.repo.markRead(p.userId, [problemId]);
  }

  async readAll(p: Principal, filter: { projectId?: number | undefined; kind?: ProblemKind | undefined }) {
    if (filter.projectId !== undefined) await this.projects.requireProjectAccess(p, filter.projectId);
    const problems = await this.repo.unread(p.userId, filter, projectsSeenBy(p, bizProblem.projectId));
    await this.repo.markRead(
      p.userId,
      problems.map((x) => x.problemId),
    );
    return problems.length;
  }

  // ---- writing ---------------------------------------------------------------------------------

  /** Values of the dictionary, or the spec's defaults when it has none. */
  private async allowed(dictType: string, fallback: readonly string[]): Promise<string[]> {
    const values = (await this.dicts.dataOfType(dictType)).map((d) => d.dictValue);
    return values.length > 0 ? values : [...fallback];
  }

  /** Level, type and hazard from their dictionaries; collaborators among the members; photos of this system. */
  private async checked(projectId: number, kind: ProblemKind, body: Body | EditBody, created = new Date()) {
    // 整改期限: not before the day the problem was created (in the display zone).
    const createdDay = formatTime(created).slice(0, 10);
    if (body.dueDate && body.dueDate.slice(0, 10) < createdDay)
      throw badRequest('problem.dueBeforeCreation', { day: createdDay });
    const level = body.level;
    if (!(await this.allowed(DICT_TYPES.problemLevel, PROBLEM_LEVELS)).includes(level))
      throw badRequest('problem.badLevel', { value: level });
    const type = body.type || PROBLEM_TYPE_DEFAULT;
    if (!(await this.allowed(DICT_TYPES.problemType, [PROBLEM_TYPE_DEFAULT])).includes(type))
      throw badRequest('problem.badType', { value: type });
    let hazardType: string | null = null;
    if (kind === PROBLEM_KIND.safety) {
      if (!body.hazardType) throw badRequest('problem.hazardRequired');
      if (!(await this.allowed(DICT_TYPES.hazardType, HAZARD_TYPES)).includes(body.hazardType))
        throw badRequest('problem.badHazard', { value: body.hazardType });
      hazardType = body.hazardType;
    }
    const ids = [...new Set(body.implementerIds)];
    const members = await this.repo.members(projectId, ids);
    const missing = ids.find((id) => !members.some((m) => m.userId === id));
    if (missing !== undefined) throw badRequest('problem.notMember', { user: missing });
    await this.files.requireUploads(splitFiles(body.files), { image: true });
    return {
      values: {
        name: body.name,
        content: body.content,
        level,
        type,
        hazardType,
        files: body.files,
        location: body.location,
        dueDate: body.dueDate ? body.dueDate.slice(0, 10) : null,
        extend1: body.extend1,
        componentId: body.componentId,
        bandId: body.bandId ?? null,
        bandName: body.bandName,
      },
      members: ids.map((id) => members.find((m) => m.userId === id) as { userId: number; userName: string }),
    };
  }

  /** Tells new collaborators they have a problem to handle. */
  private async notify(problem: Problem, userIds: number[], by: Principal, tx: Tx) {
    const others = userIds.filter((id) => id !== by.userId);
    await this.messages.send(
      others.map((recipient) => ({
        recipient,
        ...storedText(
          problem.kind === PROBLEM_KIND.safety ? 'message.safetyProblemAssigned' : 'message.problemAssigned',
          {
            problem: problem.name,
          },
        ),
        relateTable: problem.kind === PROBLEM_KIND.model ? 'model_problem' : 'quality_problem',
        relateId: problem.problemId,
        projectId: problem.projectId,
        createBy: by.userName,
      })),
      tx,
    );
  }

  async add(p: Principal, family: Family, body: Body, permission: string): Promise<number> {
    await this.projects.requireProjectAccess(p, body.projectId, permission);
    const kind = family === 'model' ? PROBLEM_KIND.model : body.kind === PROBLEM_KIND.safety ? body.kind : '1';
    const { values, members } = await this.checked(body.projectId, kind, body);
    return this.repo.db.transaction(async (tx) => {
      const problem = await this.repo.insert(
        // 创建人/发现人 as people know them (the nickname), like the collaborators.
        {
          ...values,
          projectId: body.projectId,
          kind,
          status: 1,
          creatorId: p.userId,
          createBy: (p.user.nickName || p.userName).slice(0, 64),
        },
        tx,
      );
      await this.repo.setCollaborators(problem.problemId, members, tx);
      await this.repo.markRead(p.userId, [problem.problemId], tx);
      await this.uploads.claim([values.files], tx);
      await this.notify(
        problem,
        members.map((m) => m.userId),
        p,
        tx,
      );
      return problem.problemId;
    });
  }

  async edit(p: Principal, family: Family, body: EditBody, permission: string): Promise<void> {
    const problem = await this.require(p, body.problemId, family, permission);
    const { values, members } = await this.checked(
      problem.projectId,
      problem.kind as ProblemKind,
      body,
      problem.createTime ?? new Date(),
    );
    await this.repo.db.transaction(async (tx) => {
      await this.repo.update(problem.problemId, { ...values, updateBy: p.userName, updateTime: new Date() }, tx);
      const added = await this.repo.setCollaborators(problem.problemId, members, tx);
      await this.uploads.claim([values.files], tx);
      await this.notify(problem, added, p, tx);
    });
  }

  /** PUT /business/problem/close/{id}: a model problem is closed (it stays listed, marked closed). */
  async close(p: Principal, problemId: number): Promise<void> {
    const problem = await this.require(p, problemId, 'model', PERMS.business.problem.close);
    if (problem.closed === '1') throw badRequest('problem.closed');
    await this.repo.update(problemId, { closed: '1', updateBy: p.userName, updateTime: new Date() });
  }

  /** Deletes the problem with its collaborators, reads, rectifications, chat and notices (one cascade). */
  async remove(p: Principal, family: Family, problemId: number, permission: string): Promise<void> {
    await this.require(p, problemId, family, permission);
    await this.repo.db.transaction((tx) => this.repo.delete(problemId, tx));
  }

  // ---- sharing ---------------------------------------------------------------------------------

  private async ownProblem(p: Principal, problemId: number): Promise<Problem> {
    const problem = await this.require(p, problemId, null, PERMS.business.problem.share);
    if (problem.creatorId !== p.userId && !isAdmin(p)) throw badRequest('problem.notCreator');
    return problem;
  }

  /** The creator's link token (a new one each time: an older link stops working). */
  async share(p: Principal, problemId: number): Promise<string> {
    await this.ownProblem(p, problemId);
    const token = randomBytes(24).toString('base64url');
    await this.repo.update(problemId, { shareToken: token });
    return token;
  }

  async unshare(p: Principal, problemId: number): Promise<void> {
    await this.ownProblem(p, problemId);
    await this.repo.update(problemId, { shareToken: null });
  }

  /** The public view of a shared problem: name, level, status, photos, rectifications — no chat, no people. */
  async shared(token: string): Promise<ApiOut<typeof sharedProblem>> {
    const problem = await this.repo.byShareToken(token);
    if (!problem) throw new AppError(404, 'problem.share.notFound');
    const { rows } = await this.records.rectifications(problem.problemId, { pageNum: 1, pageSize: 100 });
    return {
      name: problem.name,
      content: problem.content,
      level: problem.level,
      status: problem.status as ApiOut<typeof sharedProblem>['status'],
      kind: problem.kind as ProblemKind,
      files: problem.files,
      createTime: problem.createTime,
      rectifications: rows.map((r) => ({ content: r.content, files: r.files, createTime: r.createTime })),
    };
  }
}
