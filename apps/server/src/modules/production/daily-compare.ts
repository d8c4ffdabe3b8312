import { dateOf, type LeafTask } from '../plans/index.ts';
import { dayNumbers, type PlanDays, percentOf, round2, type TaskSpan } from './plan-days.ts';

/** A percent reported for a task on a day (the daily logs' work rows). */
export interface ReportedPercent {
  day: number;
  taskId: number;
  percent: number;
}

/** What the comparison works on: the plan's leaf tasks with their spans, the reports, today. */
export interface CompareInput {
  days: PlanDays;
  tasks: readonly LeafTask[];
  /** Reports in day order, one a task and day (reportsOf). */
  reports: readonly ReportedPercent[];
  today: number;
}

/**
 * 每日对比 in one pass over the days (docs/plans.md): a leaf task weighs its working days; the
 * planned percent of a day is the share of all leaf tasks' working days planned up to its end (a
 * task advances linearly over its working days); the earned percent weighs each task's percent as
 * last reported on or before the day (today: that or the task's percent complete, whichever is
 * further — a log written today counts today, and so does progress set on the plan); after today
 * there is no actual.
 */
export class DailyCompare {
  private readonly spans: TaskSpan[];
  private readonly total: number;

  constructor(private readonly input: CompareInput) {
    this.spans = input.tasks.map((t) => input.days.spanOf(t));
    this.total = this.spans.reduce((sum, s) => sum + s.days, 0);
  }

  /** Every day of [from, to] with the plan's planned and actual percent and their increments. */
  curve(from: number, to: number) {
    const { days, tasks, reports, today } = this.input;
    const n = tasks.length;
    const spans = this.spans;
    const index = new Map(tasks.map((t, i) => [t.taskId, i]));
    // Working days planned so far per task, and the percent reported so far.
    const done = new Float64Array(n);
    const reported = new Float64Array(n);
    let planned = 0;
    for (let i = 0; i < n; i++) {
      const s = spans[i] as TaskSpan;
      if (s.days > 0) done[i] = days.workingIn(s.start, Math.min(from - 1, s.finish));
      planned += done[i] as number;
    }
    let next = 0;
    let earned = 0;
    const apply = (until: number) => {
      for (; next < reports.length && (reports[next] as ReportedPercent).day <= until; next++) {
        const r = reports[next] as ReportedPercent;
        const i = index.get(r.taskId);
        if (i === undefined) continue;
        earned += (spans[i] as TaskSpan).days * (r.percent - (reported[i] as number));
        reported[i] = r.percent;
      }
    };
    apply(from - 1);
    // Today a task stands at its percent complete or at what was reported, whichever is further.
    const nowOf = (i: number) => Math.max((tasks[i] as LeafTask).percentComplete, reported[i] as number);
    const earnedToday = () => tasks.reduce((sum, _t, i) => sum + (spans[i] as TaskSpan).days * nowOf(i), 0);
    const dayBefore = from - 1;
    let previousActual: number | null =
      dayBefore > today ? null : this.earnedPercent(dayBefore === today ? earnedToday() : earned);
    const out = [];
    for (let day = from; day <= to; day++) {
      apply(day);
      const working = days.isWorking(day);
      let increment = 0;
      let behind = 0;
      for (let i = 0; i < n; i++) {
        const s = spans[i] as TaskSpan;
        if (s.days === 0) continue;
        if (working && day >= s.start && day <= s.finish) {
          done[i] = (done[i] as number) + 1;
          increment++;
        }
        const now = day === today ? nowOf(i) : (reported[i] as number);
        if (((done[i] as number) / s.days) * 100 > now + 1e-9) behind++;
      }
      planned += increment;
      const actual = day > today ? null : this.earnedPercent(day === today ? earnedToday() : earned);
      const plannedPercent = percentOf(planned, this.total);
      out.push({
        date: dateOf(day),
        plannedPercent,
        actualPercent: actual,
        deviation: actual === null ? null : round2(actual - plannedPercent),
        plannedIncrement: percentOf(increment, this.total),
        actualIncrement: actual === null || previousActual === null ? null : round2(actual - previousActual),
        tasksBehind: actual === null ? null : behind,
      });
      previousActual = actual;
    }
    return out;
  }

  /** The leaf tasks planned to progress on a day (a working day inside their span), in outline order. */
  tasksOn(day: number) {
    const { days, tasks, reports, today } = this.input;
    if (!days.isWorking(day)) return [];
    const last = new Map<number, number>();
    const thatDay = new Map<number, number>();
    for (const r of reports) {
      if (r.day > day) break;
      last.set(r.taskId, r.percent);
      if (r.day === day) thatDay.set(r.taskId, r.percent);
    }
    const out = [];
    for (let i = 0; i < tasks.length; i++) {
      const t = tasks[i] as LeafTask;
      const s = this.spans[i] as TaskSpan;
      if (s.days === 0 || day < s.start || day > s.finish) continue;
      const plannedPercent = percentOf(days.workingIn(s.start, day), s.days);
      const lastReported = last.get(t.taskId) ?? 0;
      const reportedPercent =
        day > today ? null : day === today ? Math.max(t.percentComplete, lastReported) : lastReported;
      out.push({
        taskId: t.taskId,
        wbs: t.wbs,
        taskName: t.taskName,
        start: dateOf(s.start),
        finish: dateOf(s.finish),
        plannedPercent,
        plannedIncrement: percentOf(1, s.days),
        reportedPercent,
        reportedThatDay: thatDay.get(t.taskId) ?? null,
        behind: reportedPercent === null ? null : plannedPercent > reportedPercent + 1e-9,
      });
    }
    return out;
  }

  private earnedPercent(weighted: number): number {
    return this.total > 0 ? round2(weighted / this.total) : 0;
  }
}

/**
 * The percents of the logs' work rows on the plan's tasks, in day order, one a task and day (the
 * highest, when a log names a task in several rows).
 */
export function reportsOf(
  rows: ReadonlyArray<{ logDate: string; planTaskId: number; percent: number | null }>,
  taskIds: ReadonlySet<number>,
): ReportedPercent[] {
  const all: ReportedPercent[] = [];
  const dayOf = dayNumbers();
  for (const row of rows)
    if (row.percent !== null && taskIds.has(row.planTaskId))
      all.push({ day: dayOf(row.logDate), taskId: row.planTaskId, percent: row.percent });
  all.sort((a, b) => a.day - b.day || a.taskId - b.taskId);
  const out: ReportedPercent[] = [];
  for (const r of all) {
    const last = out[out.length - 1];
    if (last && last.day === r.day && last.taskId === r.taskId) last.percent = Math.max(last.percent, r.percent);
    else out.push({ ...r });
  }
  return out;
}
