import { CalendarIndex, dayNumber, type LeafTask, type PlanHead, workCalendar } from '../plans/index.ts';

/** A leaf task's span as the comparisons use it: day numbers and its working days. */
export interface TaskSpan {
  start: number;
  finish: number;
  /** Working days in [start, finish] (0 for a milestone or a task of no duration). */
  days: number;
}

/**
 * A plan's working days (the plans module's calendar code): how many working days a span holds,
 * and each leaf task's span — its baseline when it has one, else its scheduled dates.
 */
export class PlanDays {
  private readonly index: CalendarIndex;

  constructor(plan: Pick<PlanHead, 'calendar' | 'startDate'>) {
    this.index = new CalendarIndex(workCalendar(plan.calendar), plan.startDate);
  }

  isWorking(day: number): boolean {
    return this.index.calendar.isWorking(day);
  }

  /** Working days d with from ≤ d ≤ to (0 when to < from). */
  workingIn(from: number, to: number): number {
    if (to < from) return 0;
    return this.index.indexOf(to + 1) - this.index.indexOf(from);
  }

  /** The days the task is planned on: the baseline's, else the scheduled ones. */
  spanOf(task: LeafTask): TaskSpan {
    const baseline = task.baselineStart !== null && task.baselineFinish !== null;
    const start = dayNumber(baseline ? (task.baselineStart as string) : task.start);
    const finish = dayNumber(baseline ? (task.baselineFinish as string) : task.finish);
    return { start, finish, days: task.duration > 0 && !task.milestone ? this.workingIn(start, finish) : 0 };
  }
}

/** A share of a whole as a percent, to two decimals. */
export const percentOf = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 100 : 0);
/** A percent or a quantity to two or three decimals. */
export const round2 = (v: number) => Math.round(v * 100) / 100;
export const round3 = (v: number) => Math.round(v * 1000) / 1000;

/** dayNumber remembered per date (a log's rows share its day). */
export function dayNumbers(): (date: string) => number {
  const known = new Map<string, number>();
  return (date) => {
    let day = known.get(date);
    if (day === undefined) {
      day = dayNumber(date);
      known.set(date, day);
    }
    return day;
  };
}
