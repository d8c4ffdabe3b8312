import { randomBytes } from 'node:crypto';
import {
  DICT_TYPES,
  PLAN_PERMS as P,
  PLAN_STATUS,
  type planBody,
  type planCalculateBody,
  type planEditBody,
  type planQuery,
  type planSortBody,
  type planTagBody,
} from '@zj/contract';
import type { z } from 'zod';
import type { Principal } from '../../core/access/access.ts';
import type { Tx } from '../../core/db/client.ts';
import { AppError, badRequest } from '../../core/http/app-error.ts';
import type { ProjectAccess } from '../../core/project/project-access.ts';
import type { DictsService } from '../dicts/index.ts';
import { changesBetween, RECORD_TYPE, snapshotOf, writeRecord } from './plan-records.ts';
import { bodyOf, planDetailOf, planRowOf } from './plan-rows.ts';
import { defaultCalendar, type LinkBody, type StoredCalendar, schedule, type TaskBody } from './plan-schedule.ts';
import type { Plan, PlansRepository, TaskWrite } from './plans.repository.ts';
import type { CriticalPathResult } from './schedule/index.ts';

const planNotFound = () => new AppError(404, 'plan.notFound');

/** Today in the display zone (YYYY-MM-DD): planned progress and late tasks are as of this day. */
export const todayIn = (zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());

/** What a save writes: the schedule computed from the body, with the uids of imported tasks. */
interface Scheduled {
  startDate: string;
  calendar: StoredCalendar;
  tasks: readonly TaskBody[];
  links: readonly LinkBody[];
  result: CriticalPathResult;
  /** MS Project UIDs of new tasks by body id (an import keeps the file's). */
  uids?: Map<string, number>;
}

/**
 * Plans: list, read, add, edit (tasks and links replaced in one transaction, ids kept; an approved
 * plan only with a change reason, which makes a new version), delete, sort, tag, groups, the
 * schedule computed without saving, and the public link. Every method checks the project again.
 */
export class PlansService {
  constructor(
    readonly repo: PlansRepository,
    readonly projects: ProjectAccess,
    private readonly dicts: DictsService,
    readonly zone: string,
  ) {}

  /** A plan the caller may act on with `permission` in its project. */
  async require(p: Principal, planId: number, permission: string): Promise<Plan> {
    const plan = await this.repo.plan(planId);
    if (!plan) throw planNotFound();
    await this.projects.requireProjectAccess(p, plan.projectId, permission);
    return plan;
  }

  async list(p: Principal, query: z.output<typeof planQuery>) {
    await this.projects.requireProjectAccess(p, query.projectId, P.list);
    const page = await this.repo.page(query, query);
    const figures = await this.repo.figures(
      page.rows.map((r) => r.planId),
      todayIn(this.zone),
    );
    return { rows: page.rows.map((r) => planRowOf(r, figures.get(r.planId))), total: page.total };
  }

  async children(p: Principal, planId: number) {
    await this.require(p, planId, P.query);
    const rows = await this.repo.children(planId);
    const figures = await this.repo.figures(
      rows.map((r) => r.planId),
      todayIn(this.zone),
    );
    return rows.map((r) => planRowOf(r, figures.get(r.planId)));
  }

  async groups(p: Principal, projectId: number) {
    await this.projects.requireProjectAccess(p, projectId, P.list);
    const [groups, counts] = await Promise.all([
      this.dicts.dataOfType(DICT_TYPES.planGroup),
      this.repo.groupCounts(projectId),
    ]);
    const rows = groups.map((g) => ({
      planGroup: g.dictValue,
      label: g.dictLabel,
      count: counts.get(g.dictValue) ?? 0,
    }));
    // Plans of a group since removed from the dictionary still show, under their value.
    for (const [group, count] of counts)
      if (!groups.some((g) => g.dictValue === group)) rows.push({ planGroup: group, label: group, count });
    return rows;
  }

  async detailOf(plan: Plan) {
    const [tasks, links, bound, figures] = await Promise.all([
      this.repo.tasks(plan.planId),
      this.repo.links(plan.planId),
      this.repo.boundCounts(plan.planId),
      this.repo.figures([plan.planId], todayIn(this.zone)),
    ]);
    return planDetailOf(plan, figures.get(plan.planId), tasks, links, bound);
  }

  async get(p: Principal, planId: number) {
    return this.detailOf(await this.require(p, planId, P.query));
  }

  /** The shared plan, read-only, by its token; a revoked token is not found. */
  async shared(token: string) {
    const plan = await this.repo.byToken(token);
    if (!plan) throw new AppError(404, 'plan.share.notFound');
    return this.detailOf(plan);
  }

  async share(p: Principal, planId: number): Promise<{ token: string }> {
    const plan = await this.require(p, planId, P.share);
    const token = randomBytes(32).toString('base64url');
    await this.repo.db.transaction((tx) =>
      this.repo.update(tx, plan.planId, { shareToken: token, updateBy: p.userName, updateTime: new Date() }),
    );
    return { token };
  }

  async unshare(p: Principal, planId: number): Promise<void> {
    const plan = await this.require(p, planId, P.share);
    await this.repo.db.transaction((tx) =>
      this.repo.update(tx, plan.planId, { shareToken: null, updateBy: p.userName, updateTime: new Date() }),
    );
  }

  // ---- checks ----

  private async checkGroup(group: string): Promise<void> {
    const groups = await this.dicts.dataOfType(DICT_TYPES.planGroup);
    if (!groups.some((g) => g.dictValue === group)) throw badRequest('plan.group.unknown', { group });
  }

  /** The parent must be a plan of the same project, and not the plan itself or one below it. */
  private async checkParent(projectId: number, parentId: number | null | undefined, planId?: number): Promise<void> {
    if (parentId === null || parentId === undefined) return;
    const plans = await this.repo.ofProject(projectId);
    const byId = new Map(plans.map((x) => [x.planId, x]));
    if (!byId.has(parentId)) throw badRequest('plan.parent.notFound');
    if (planId === undefined) return;
    for (let at: number | null = parentId, steps = 0; at !== null && steps <= plans.length; steps++) {
      if (at === planId) throw badRequest('plan.parent.cycle');
      at = byId.get(at)?.parentId ?? null;
    }
  }

  // ---- writing ----

  /**
   * Writes a scheduled body as the plan's tasks and links (ids of tasks the plan has are kept,
   * new tasks get new ids and UIDs) and caches the finish. In the caller's transaction.
   */
  async writeSchedule(tx: Tx, plan: Plan, s: Scheduled): Promise<void> {
    const current = await this.repo.tasks(plan.planId, tx);
    const existing = new Map(current.map((t) => [String(t.taskId), t]));
    let nextUid = current.reduce((max, t) => Math.max(max, t.uid), 0) + 1;
    const taken = new Set(current.map((t) => t.uid));
    const index = new Map(s.tasks.map((t, i) => [t.id, i]));
    const rows = s.tasks.map((t, i): TaskWrite => {
      const kept = existing.get(t.id);
      const times = s.result.tasks[i];
      if (!times) throw new Error('schedule and tasks differ');
      let uid = kept?.uid ?? s.uids?.get(t.id);
      if (uid === undefined || (!kept && taken.has(uid))) {
        while (taken.has(nextUid)) nextUid++;
        uid = nextUid;
      }
      taken.add(uid);
      return {
        taskId: kept ? kept.taskId : null,
        uid,
        sort: i + 1,
        outlineLevel: t.outlineLevel,
        wbs: t.wbs ?? '',
        taskName: t.taskName,
        duration: t.duration,
        milestone: t.milestone ?? false,
        startNoEarlierThan: t.startNoEarlierThan ?? null,
        start: times.earlyStart,
        finish: times.earlyFinish,
        totalFloat: times.totalFloat,
        freeFloat: times.freeFloat,
        critical: times.critical,
        summary: times.summary,
        percentComplete: t.percentComplete ?? 0,
        actualStart: t.actualStart ?? null,
        actualFinish: t.actualFinish ?? null,
        remark: t.remark ?? '',
      };
    });
    const links = s.links.map((l) => ({
      from: index.get(l.from) as number,
      to: index.get(l.to) as number,
      type: l.type,
      lag: l.lag,
    }));
    await this.repo.writeTasks(tx, plan, rows, links);
    const finishDate = s.tasks.length > 0 ? s.result.finish : null;
    await this.repo.update(tx, plan.planId, {
      startDate: s.startDate,
      calendar: s.calendar,
      finishDate,
      duration: s.tasks.length > 0 ? s.result.duration : 0,
    });
    plan.finishDate = finishDate;
  }

  async add(p: Principal, body: z.output<typeof planBody>): Promise<number> {
    await this.projects.requireProjectAccess(p, body.projectId, P.add);
    await this.checkGroup(body.planGroup);
    await this.checkParent(body.projectId, body.parentId);
    const calendar: StoredCalendar = body.calendar ?? defaultCalendar();
    const tasks = body.tasks ?? [];
    const links = body.links ?? [];
    const result = schedule(body.startDate, calendar, tasks, links);
    return this.repo.db.transaction(async (tx) => {
      const plan = await this.insertPlan(tx, p, body, calendar);
      await this.writeSchedule(tx, plan, { startDate: body.startDate, calendar, tasks, links, result });
      return plan.planId;
    });
  }

  /** A new plan row (last in the project's order). */
  async insertPlan(
    tx: Tx,
    p: Principal,
    body: {
      projectId: number;
      parentId?: number | null | undefined;
      planName: string;
      planGroup: string;
      tag?: string | undefined;
      startDate: string;
      remark?: string | undefined;
    },
    calendar: StoredCalendar,
  ): Promise<Plan> {
    return this.repo.insert(tx, {
      projectId: body.projectId,
      parentId: body.parentId ?? null,
      planName: body.planName,
      planGroup: body.planGroup,
      tag: body.tag ?? '',
      sort: await this.repo.nextSort(body.projectId, tx),
      startDate: body.startDate,
      calendar,
      remark: body.remark ?? '',
      createBy: p.userName,
    });
  }

  /**
   * An edit. With tasks (or a new start day or calendar) the schedule is computed and written in
   * one transaction. A plan in approval takes no edit; an approved one only with a change reason:
   * the edit is recorded as a change (what changed, the snapshot) and the plan is 编制中 again.
   */
  async edit(p: Principal, body: z.output<typeof planEditBody>): Promise<void> {
    const plan = await this.require(p, body.planId, P.edit);
    if (plan.status === PLAN_STATUS.applying) throw badRequest('plan.inApproval');
    if (plan.status === PLAN_STATUS.approved && !body.changeReason) throw badRequest('plan.needsChangeReason');
    if (body.planGroup !== undefined) await this.checkGroup(body.planGroup);
    if (body.parentId !== undefined) await this.checkParent(plan.projectId, body.parentId, plan.planId);
    const reschedule = body.tasks !== undefined || body.startDate !== undefined || body.calendar !== undefined;
    const startDate = body.startDate ?? plan.startDate;
    const calendar: StoredCalendar = body.calendar
      ? { ...body.calendar, minutesPerDay: plan.calendar.minutesPerDay ?? 480 }
      : plan.calendar;
    let scheduled: Scheduled | undefined;
    if (reschedule) {
      const stored =
        body.tasks === undefined
          ? bodyOf(await this.repo.tasks(plan.planId), await this.repo.links(plan.planId))
          : undefined;
      const tasks = body.tasks ?? stored?.tasks ?? [];
      const links = body.links ?? stored?.links ?? [];
      scheduled = { startDate, calendar, tasks, links, result: schedule(startDate, calendar, tasks, links) };
    }
    await this.repo.db.transaction(async (tx) => {
      const locked = await this.repo.plan(plan.planId, tx, true);
      if (!locked) throw planNotFound();
      if (locked.status === PLAN_STATUS.applying) throw badRequest('plan.inApproval');
      const approved = locked.status === PLAN_STATUS.approved;
      if (approved && !body.changeReason) throw badRequest('plan.needsChangeReason');
      const before = approved ? await snapshotOf(this.repo, locked, tx) : undefined;
      await this.repo.update(tx, plan.planId, {
        ...(body.planName !== undefined ? { planName: body.planName } : {}),
        ...(body.planGroup !== undefined ? { planGroup: body.planGroup } : {}),
        ...(body.parentId !== undefined ? { parentId: body.parentId } : {}),
        ...(body.tag !== undefined ? { tag: body.tag } : {}),
        ...(body.remark !== undefined ? { remark: body.remark } : {}),
        ...(approved ? { status: PLAN_STATUS.draft } : {}),
        updateBy: p.userName,
        updateTime: new Date(),
      });
      if (scheduled) await this.writeSchedule(tx, locked, scheduled);
      if (before) {
        const after = await snapshotOf(this.repo, locked, tx);
        await writeRecord(
          this.repo,
          tx,
          locked,
          {
            type: RECORD_TYPE.changed,
            reason: body.changeReason ?? '',
            by: p.userName,
            changes: changesBetween(before, after),
          },
          after,
        );
      }
    });
  }

  async remove(p: Principal, planId: number): Promise<void> {
    const plan = await this.require(p, planId, P.remove);
    await this.repo.db.transaction(async (tx) => {
      const locked = await this.repo.plan(plan.planId, tx, true);
      if (!locked) throw planNotFound();
      if (locked.status === PLAN_STATUS.applying) throw badRequest('plan.inApproval');
      if ((await this.repo.childCount(plan.planId, tx)) > 0) throw badRequest('plan.hasChildren');
      await this.repo.remove(tx, plan.planId);
    });
  }

  async changeSort(p: Principal, body: z.output<typeof planSortBody>): Promise<void> {
    await this.projects.requireProjectAccess(p, body.projectId, P.edit);
    const ids = [...new Set(body.planIds)];
    const own = new Set((await this.repo.ofProject(body.projectId)).map((x) => x.planId));
    const foreign = ids.filter((id) => !own.has(id));
    if (foreign.length > 0) throw badRequest('plan.sort.notOfProject', { ids: foreign.join(', ') });
    await this.repo.db.transaction((tx) => this.repo.setSorts(tx, ids));
  }

  async changeTag(p: Principal, body: z.output<typeof planTagBody>): Promise<void> {
    const plan = await this.require(p, body.planId, P.edit);
    await this.repo.db.transaction((tx) =>
      this.repo.update(tx, plan.planId, { tag: body.tag, updateBy: p.userName, updateTime: new Date() }),
    );
  }

  /** The schedule of a body on the plan's calendar (or the one sent), nothing written. */
  async calculate(p: Principal, body: z.output<typeof planCalculateBody>) {
    const plan = await this.require(p, body.planId, P.query);
    const startDate = body.startDate ?? plan.startDate;
    const calendar: StoredCalendar = body.calendar ?? plan.calendar;
    const result = schedule(startDate, calendar, body.tasks, body.links);
    return {
      finishDate: body.tasks.length > 0 ? result.finish : startDate,
      duration: body.tasks.length > 0 ? result.duration : 0,
      tasks: result.tasks.map((t) => ({
        id: t.id,
        summary: t.summary,
        start: t.earlyStart,
        finish: t.earlyFinish,
        totalFloat: t.totalFloat,
        freeFloat: t.freeFloat,
        critical: t.critical,
      })),
    };
  }
}
