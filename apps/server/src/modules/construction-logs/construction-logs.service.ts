import {
  type constructionLogBody,
  type constructionLogCalendarQuery,
  type constructionLogEditBody,
  type constructionLogQuery,
  formatTime,
  type LogPlanTaskRow,
  type logPlanTaskQuery,
  CONSTRUCTION_LOG_PERMS as P,
} from '@zj/contract';
import type { z } from 'zod';
import type { Principal } from '../../core/access/access.ts';
import type { Tx } from '../../core/db/client.ts';
import type { Uploads } from '../../core/files/uploads.ts';
import { AppError, badRequest } from '../../core/http/app-error.ts';
import type { ProjectAccess } from '../../core/project/project-access.ts';
import type { FilesService } from '../files/index.ts';
import type { ConstructionLogsRepository, LogFilter } from './construction-logs.repository.ts';
import type { ConstructionLog, LoggedProblem, LoggedWork } from './construction-logs.tables.ts';
import { monthRange } from './log-days.ts';

type Fields = Omit<z.output<typeof constructionLogEditBody>, 'logId'>;
/** A task as a work row names it: `WBS name`. */
const taskLabel = (task: { wbs: string; taskName: string }) =>
  task.wbs ? `${task.wbs} ${task.taskName}` : task.taskName;
/** A stored work row as read (rows of before quantities and names have neither). */
const workOf = (row: LoggedWork) => ({
  ...row,
  quantity: row.quantity ?? null,
  planTaskName: row.planTaskName ?? null,
});

/** What the log asks the plans module of its tasks. */
export interface LogPlanTasks {
  /** Tasks by id: their project, WBS and name (a missing id is no task). */
  named(taskIds: number[]): Promise<Map<number, { projectId: number; wbs: string; taskName: string }>>;
  /** A page of the project's leaf tasks, by WBS or name (the work section's picker). */
  options(
    projectId: number,
    keyword: string | undefined,
    page: { pageNum: number; pageSize: number },
  ): Promise<{ rows: LogPlanTaskRow[]; total: number }>;
}

/** The problems found on a log: each must be a problem of the log's project (the problems module answers). */
export type ProblemsOfProject = (p: Principal, projectId: number, problemIds: number[]) => Promise<LoggedProblem[]>;

const notFound = () => new AppError(404, 'constructionLog.notFound');
const author = (p: Principal) => (p.user.nickName || p.userName).slice(0, 64);
/** Today in the display zone, `YYYY-MM-DD`. */
const today = () => formatTime(new Date()).slice(0, 10);

/** A list row: the log without its sections, with the first work row as its summary. */
const toRow = <R extends { work: Array<{ description: string }> }>({ work, ...row }: R) => ({
  ...row,
  summary: work[0]?.description ?? '',
});

/**
 * 施工日志: one log per project and day, written by its author, who signs it; a signed log is
 * read-only. Project access is checked here again with the call's permission.
 */
export class ConstructionLogsService {
  constructor(
    private readonly repo: ConstructionLogsRepository,
    private readonly projects: ProjectAccess,
    private readonly files: FilesService,
    private readonly uploads: Uploads,
    private readonly problemsOf: ProblemsOfProject,
    private readonly planTasks: LogPlanTasks,
  ) {}

  async list(p: Principal, query: z.output<typeof constructionLogQuery>) {
    await this.projects.requireProjectAccess(p, query.projectId, P.list);
    const filter: LogFilter = query.month
      ? monthRange(query.month)
      : { ...(query.beginDate ? { from: query.beginDate } : {}), ...(query.endDate ? { to: query.endDate } : {}) };
    if (filter.from && filter.to && filter.from > filter.to) throw badRequest('constructionLog.dateRange');
    if (query.author) filter.author = query.author;
    const { rows, total } = await this.repo.page(query.projectId, filter, query);
    return { rows: rows.map(toRow), total };
  }

  /** The project's leaf plan tasks a work row may name. */
  async planTaskOptions(p: Principal, query: z.output<typeof logPlanTaskQuery>) {
    await this.projects.requireProjectAccess(p, query.projectId, P.list);
    return this.planTasks.options(query.projectId, query.keyword, query);
  }

  async calendar(p: Principal, query: z.output<typeof constructionLogCalendarQuery>) {
    await this.projects.requireProjectAccess(p, query.projectId, P.list);
    const { from, to } = monthRange(query.month);
    const days = await this.repo.days(query.projectId, from, to);
    return days.map(({ signedTime, ...day }) => ({ ...day, signed: signedTime !== null }));
  }

  async get(p: Principal, logId: number) {
    const log = await this.repo.byId(logId);
    if (!log) throw notFound();
    const project = await this.projects.requireProjectAccess(p, log.projectId, P.list);
    return {
      ...toRow(log),
      ...log,
      work: log.work.map(workOf),
      projectName: project.projectName,
      remark: log.remark ?? '',
    };
  }

  async add(p: Principal, body: z.output<typeof constructionLogBody>) {
    await this.projects.requireProjectAccess(p, body.projectId, P.add);
    if (body.logDate > today()) throw badRequest('constructionLog.future', { date: body.logDate });
    const duplicate = () => badRequest('constructionLog.duplicate', { date: body.logDate });
    if (await this.repo.onDay(body.projectId, body.logDate)) throw duplicate();
    const values = await this.checked(p, body.projectId, body);
    return this.repo.db.transaction(async (tx) => {
      const logId = await this.repo.insert(tx, {
        ...values,
        projectId: body.projectId,
        logDate: body.logDate,
        authorId: p.userId,
        createBy: author(p),
      });
      // Two writers of the same day at once: the unique index lets one in.
      if (logId === undefined) throw duplicate();
      await this.uploads.claim([values.photos], tx);
      return logId;
    });
  }

  async edit(p: Principal, body: z.output<typeof constructionLogEditBody>) {
    const log = await this.unsigned(p, body.logId, P.edit);
    const values = await this.checked(p, log.projectId, body);
    await this.repo.db.transaction(async (tx) => {
      await this.lockedUnsigned(tx, log.logId);
      await this.repo.update(tx, log.logId, { ...values, updateBy: p.userName, updateTime: new Date() });
      await this.uploads.claim([values.photos], tx);
    });
  }

  async remove(p: Principal, logId: number) {
    await this.unsigned(p, logId, P.remove);
    await this.repo.db.transaction(async (tx) => {
      await this.lockedUnsigned(tx, logId);
      await this.repo.remove(tx, logId);
    });
  }

  /** The author signs the log (签字): from then on nobody changes or deletes it. */
  async sign(p: Principal, logId: number) {
    const log = await this.repo.byId(logId);
    if (!log) throw notFound();
    await this.projects.requireProjectAccess(p, log.projectId, P.sign);
    await this.repo.db.transaction(async (tx) => {
      const locked = await this.repo.byId(logId, tx, true);
      if (!locked) throw notFound();
      if (locked.signedTime) throw badRequest('constructionLog.alreadySigned');
      if (locked.authorId !== p.userId) throw badRequest('constructionLog.notAuthor', { author: locked.createBy });
      await this.repo.update(tx, logId, { signedBy: author(p), signedTime: new Date() });
    });
  }

  /** A log of a project the caller may change with `permission`, not yet signed. */
  private async unsigned(p: Principal, logId: number, permission: string): Promise<ConstructionLog> {
    const log = await this.repo.byId(logId);
    if (!log) throw notFound();
    await this.projects.requireProjectAccess(p, log.projectId, permission);
    if (log.signedTime) throw badRequest('constructionLog.signed');
    return log;
  }

  /** Inside the change's transaction: the log is still there and still unsigned (a sign may have come between). */
  private async lockedUnsigned(tx: Tx, logId: number) {
    const locked = await this.repo.byId(logId, tx, true);
    if (!locked) throw notFound();
    if (locked.signedTime) throw badRequest('constructionLog.signed');
  }

  /** The row's values from the body: temperatures in order, problems of the project, photos that are images. */
  private async checked(p: Principal, projectId: number, body: Fields) {
    const { problemIds, ...fields } = body;
    if (
      fields.temperatureLow !== null &&
      fields.temperatureHigh !== null &&
      fields.temperatureLow > fields.temperatureHigh
    )
      throw badRequest('constructionLog.temperature');
    // A work row's plan task must be a task of the log's project; its WBS and name are kept with the row.
    const tasks = await this.planTasks.named([
      ...new Set(fields.work.flatMap((row) => (row.planTaskId === null ? [] : [row.planTaskId]))),
    ]);
    const work: LoggedWork[] = fields.work.map((row) => {
      if (row.planTaskId === null) return { ...row, planTaskName: null };
      const task = tasks.get(row.planTaskId);
      if (task?.projectId !== projectId) throw badRequest('constructionLog.planTask', { id: row.planTaskId });
      return { ...row, planTaskName: taskLabel(task) };
    });
    const problems = await this.problemsOf(p, projectId, [...new Set(problemIds)]);
    const photos = fields.photos ? fields.photos.split(',') : [];
    await this.files.requireUploads(photos, { image: true });
    return {
      ...fields,
      work,
      problems,
      headcount: fields.manpower.reduce((sum, row) => sum + row.count, 0),
    };
  }
}
