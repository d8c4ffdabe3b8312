import type { PlanTaskRow } from '@zj/contract';
import type { LinkBody, TaskBody } from './plan-schedule.ts';
import type { Plan, PlanFigures, PlanLink, PlanTask } from './plans.repository.ts';
import { outlineOf } from './schedule/index.ts';

/** A plan as listed: its fields with its figures (task count, progress, planned progress). */
export function planRowOf(plan: Plan, figures: PlanFigures | undefined) {
  return {
    planId: plan.planId,
    projectId: plan.projectId,
    parentId: plan.parentId,
    planName: plan.planName,
    planGroup: plan.planGroup,
    tag: plan.tag,
    sort: plan.sort,
    status: plan.status,
    versionNo: plan.versionNo,
    startDate: plan.startDate,
    finishDate: plan.finishDate,
    taskCount: figures?.taskCount ?? 0,
    progress: figures?.progress ?? 0,
    plannedProgress: figures?.plannedProgress ?? null,
    rejectReason: plan.status === '3' ? plan.rejectReason : null,
    orderId: plan.orderId,
    remark: plan.remark ?? '',
    createBy: plan.createBy,
    createTime: plan.createTime,
    updateTime: plan.updateTime,
  };
}

/** The tasks of a plan as read: parents from the outline, bound component counts. */
export function taskRowsOf(tasks: readonly PlanTask[], bound: Map<number, number>) {
  const outline = outlineOf(
    tasks.map((t) => ({
      id: String(t.taskId),
      name: t.taskName,
      outlineLevel: t.outlineLevel,
      duration: 0,
      milestone: false,
      percentComplete: 0,
    })),
  );
  return tasks.map(
    (t, i): PlanTaskRow => ({
      taskId: t.taskId,
      uid: t.uid,
      sort: t.sort,
      outlineLevel: t.outlineLevel,
      parentId: (outline.parent[i] ?? -1) >= 0 ? (tasks[outline.parent[i] as number]?.taskId ?? null) : null,
      wbs: t.wbs,
      taskName: t.taskName,
      duration: t.duration,
      milestone: t.milestone,
      summary: t.summary,
      startNoEarlierThan: t.startNoEarlierThan,
      start: t.start,
      finish: t.finish,
      percentComplete: t.percentComplete,
      actualStart: t.actualStart,
      actualFinish: t.actualFinish,
      baselineStart: t.baselineStart,
      baselineFinish: t.baselineFinish,
      totalFloat: t.totalFloat,
      freeFloat: t.freeFloat,
      critical: t.critical,
      boundCount: bound.get(t.taskId) ?? 0,
      remark: t.remark,
    }),
  );
}

/** The whole plan: row, calendar, tasks, links, duration and whether the public link is on. */
export function planDetailOf(
  plan: Plan,
  figures: PlanFigures | undefined,
  tasks: readonly PlanTask[],
  links: readonly PlanLink[],
  bound: Map<number, number>,
) {
  const { weekendDays, holidays, workdays } = plan.calendar;
  return {
    ...planRowOf(plan, figures),
    calendar: { weekendDays, holidays, workdays },
    tasks: taskRowsOf(tasks, bound),
    links: links.map((l) => ({
      linkId: l.linkId,
      fromTaskId: l.fromTaskId,
      toTaskId: l.toTaskId,
      type: l.type,
      lag: l.lag,
    })),
    duration: plan.duration,
    shared: plan.shareToken !== null,
  };
}

/** Stored tasks and links written back as a body (a new start day or calendar reschedules them). */
export function bodyOf(
  tasks: readonly PlanTask[],
  links: readonly PlanLink[],
): { tasks: TaskBody[]; links: LinkBody[] } {
  return {
    tasks: tasks.map((t) => ({
      id: String(t.taskId),
      taskName: t.taskName,
      outlineLevel: t.outlineLevel,
      wbs: t.wbs,
      duration: t.duration,
      milestone: t.milestone,
      startNoEarlierThan: t.startNoEarlierThan,
      percentComplete: t.percentComplete,
      actualStart: t.actualStart,
      actualFinish: t.actualFinish,
      remark: t.remark,
    })),
    links: links.map((l) => ({ from: String(l.fromTaskId), to: String(l.toTaskId), type: l.type, lag: l.lag })),
  };
}
