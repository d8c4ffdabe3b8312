import { dateOf } from '../plans/index.ts';
import type { Period } from './periods.ts';
import { dayNumbers, type PlanDays, round3, type TaskSpan } from './plan-days.ts';

/** A quantity logged for a task on a day. */
export interface LoggedQuantity {
  day: number;
  quantity: number;
}

/** A task's production: its planned quantity over its span, and what the logs say was done. */
export interface TaskProduction {
  span: TaskSpan;
  planned: number;
  logged: readonly LoggedQuantity[];
}

/**
 * The planned quantity of [from, to]: the task's planned quantity spread evenly over the working
 * days of its span (a task without working days has it all on its finish day).
 */
export function plannedIn(days: PlanDays, task: TaskProduction, from: number, to: number): number {
  const { span, planned } = task;
  if (planned === 0) return 0;
  if (span.days === 0) return from <= span.finish && span.finish <= to ? planned : 0;
  return (planned * days.workingIn(Math.max(from, span.start), Math.min(to, span.finish))) / span.days;
}

/** The quantity logged in [from, to]. */
export const loggedIn = (task: TaskProduction, from: number, to: number) =>
  task.logged.reduce((sum, row) => (row.day >= from && row.day <= to ? sum + row.quantity : sum), 0);

/** Each period's planned and logged quantity. */
export const cellsOf = (days: PlanDays, task: TaskProduction, periods: readonly Period[]) =>
  periods.map((p) => ({
    key: p.key,
    from: dateOf(p.from),
    to: dateOf(p.to),
    planned: round3(plannedIn(days, task, p.from, p.to)),
    actual: round3(loggedIn(task, p.from, p.to)),
  }));

/** Quantities logged per task (rows on other tasks, or without a quantity, are left out). */
export function quantitiesByTask(
  rows: ReadonlyArray<{ logDate: string; planTaskId: number; quantity: number | null }>,
  taskIds: ReadonlySet<number>,
): Map<number, LoggedQuantity[]> {
  const out = new Map<number, LoggedQuantity[]>();
  const dayOf = dayNumbers();
  for (const row of rows) {
    if (row.quantity === null || !taskIds.has(row.planTaskId)) continue;
    const list = out.get(row.planTaskId) ?? [];
    list.push({ day: dayOf(row.logDate), quantity: row.quantity });
    out.set(row.planTaskId, list);
  }
  return out;
}

/** The sum over tasks of their periods, with the figures accumulated from the plan's beginning. */
export function chartOf(days: PlanDays, tasks: readonly TaskProduction[], periods: readonly Period[]) {
  const before = periods[0] ? periods[0].from - 1 : 0;
  let cumulativePlanned = tasks.reduce((sum, t) => sum + plannedIn(days, t, Number.MIN_SAFE_INTEGER, before), 0);
  let cumulativeActual = tasks.reduce((sum, t) => sum + loggedIn(t, Number.MIN_SAFE_INTEGER, before), 0);
  return periods.map((p) => {
    const planned = tasks.reduce((sum, t) => sum + plannedIn(days, t, p.from, p.to), 0);
    const actual = tasks.reduce((sum, t) => sum + loggedIn(t, p.from, p.to), 0);
    cumulativePlanned += planned;
    cumulativeActual += actual;
    return {
      key: p.key,
      from: dateOf(p.from),
      to: dateOf(p.to),
      planned: round3(planned),
      actual: round3(actual),
      cumulativePlanned: round3(cumulativePlanned),
      cumulativeActual: round3(cumulativeActual),
    };
  });
}
