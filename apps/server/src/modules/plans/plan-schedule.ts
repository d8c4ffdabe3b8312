import { PLAN_MAX_LINKS, PLAN_MAX_TASKS, type planLinkBody, type planTaskBody } from '@zj/contract';
import type { z } from 'zod';
import { AppError, badRequest } from '../../core/http/app-error.ts';
import type { StoredCalendar } from './plans.tables.ts';
import {
  type CriticalPathResult,
  chinaCalendar,
  criticalPath,
  ScheduleError,
  type ScheduleLink,
  type ScheduleTask,
  type WorkCalendar,
} from './schedule/index.ts';

export type TaskBody = z.output<typeof planTaskBody>;
export type LinkBody = z.output<typeof planLinkBody>;
export type { StoredCalendar } from './plans.tables.ts';

/** A refusal of the scheduling core as the catalogue's message (code 500) naming its tasks. */
export function scheduleRefusal(error: unknown): unknown {
  if (!(error instanceof ScheduleError)) return error;
  return new AppError(400, error.key as never, { tasks: error.tasks.join(' → ') });
}

/** The default calendar of a new plan: a copy of the China calendar (weekends, holidays, 调休). */
export function defaultCalendar(): StoredCalendar {
  const { weekendDays, holidays, workdays, minutesPerDay } = chinaCalendar();
  return { weekendDays, holidays, workdays, minutesPerDay };
}

export function workCalendar(calendar: StoredCalendar): WorkCalendar {
  return {
    name: '',
    weekendDays: [...new Set(calendar.weekendDays.map(Number))],
    holidays: calendar.holidays,
    workdays: calendar.workdays,
    minutesPerDay: calendar.minutesPerDay ?? 480,
  };
}

/** A task of the body as the scheduling core takes it. */
export function scheduleTask(t: TaskBody): ScheduleTask {
  return {
    id: t.id,
    name: t.taskName,
    outlineLevel: t.outlineLevel,
    wbs: t.wbs ?? '',
    duration: t.duration,
    milestone: t.milestone ?? false,
    startNoEarlierThan: t.startNoEarlierThan ?? null,
    percentComplete: t.percentComplete ?? 0,
    actualStart: t.actualStart ?? null,
    actualFinish: t.actualFinish ?? null,
  };
}

/**
 * Checks tasks and links beyond their shapes — limits, unique task ids, links between tasks of
 * the body, no self-link, no link given twice — and schedules them (critical path, floats). Any
 * refusal is the catalogue's message naming the tasks; a cycle names the tasks around it.
 */
export function schedule(
  startDate: string,
  calendar: StoredCalendar,
  tasks: readonly TaskBody[],
  links: readonly LinkBody[],
): CriticalPathResult {
  if (tasks.length > PLAN_MAX_TASKS) throw badRequest('plan.tooManyTasks', { max: PLAN_MAX_TASKS });
  if (links.length > PLAN_MAX_LINKS) throw badRequest('validation.tooLong', { field: 'links' });
  const names = new Map<string, string>();
  for (const t of tasks) {
    if (names.has(t.id)) throw badRequest('plan.task.duplicate', { tasks: `${names.get(t.id)}, ${t.taskName}` });
    names.set(t.id, t.taskName);
  }
  const seen = new Set<string>();
  for (const l of links) {
    const from = names.get(l.from);
    const to = names.get(l.to);
    if (from === undefined || to === undefined)
      throw badRequest('plan.link.unknownTask', { tasks: from === undefined ? l.from : l.to });
    if (l.from === l.to) throw badRequest('plan.link.self', { tasks: from });
    const key = `${l.from}\u0000${l.to}`;
    if (seen.has(key)) throw badRequest('plan.link.duplicate', { tasks: `${from} → ${to}` });
    seen.add(key);
  }
  try {
    return criticalPath({
      start: startDate,
      calendar: workCalendar(calendar),
      tasks: tasks.map(scheduleTask),
      links: links.map((l): ScheduleLink => ({ from: l.from, to: l.to, type: l.type, lag: l.lag })),
    });
  } catch (error) {
    throw scheduleRefusal(error);
  }
}
