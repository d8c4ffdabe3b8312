// The pure scheduling model of a plan (see README.md beside this file). Dates are calendar days
// written 'YYYY-MM-DD'; durations and lags are whole working days of the plan's calendar.

/** The four precedence types: finish-to-start, start-to-start, finish-to-finish, start-to-finish. */
export type LinkType = 'FS' | 'SS' | 'FF' | 'SF';
export const LINK_TYPES: readonly LinkType[] = ['FS', 'SS', 'FF', 'SF'];

export interface ScheduleTask {
  /** Stable id; a positive integer string is kept as the MSPDI UID. */
  id: string;
  name: string;
  /** 1 for a top-level task; a task's parent is the nearest earlier task one level up (MS Project's outline). */
  outlineLevel: number;
  /** The task's WBS code as entered (MS Project's WBS field); empty when none. */
  wbs?: string;
  /** Working days, a whole number ≥ 0. Ignored for summary tasks (they span their children). */
  duration: number;
  milestone: boolean;
  /** Start no earlier than this day (a manual start constraint); moved to the next working day. */
  startNoEarlierThan?: string | null;
  /** 0–100 */
  percentComplete: number;
  actualStart?: string | null;
  actualFinish?: string | null;
  /** The dates last computed or read from a file; the critical path recomputes them. */
  start?: string | null;
  finish?: string | null;
}

export interface ScheduleLink {
  /** The predecessor's task id. */
  from: string;
  /** The successor's task id. */
  to: string;
  type: LinkType;
  /** Working days, a whole number; negative is a lead. */
  lag: number;
}

/**
 * A working calendar: the days of the week that are not worked, plus exceptions by date —
 * `holidays` are days off (法定节假日 and the days moved into them), `workdays` are days worked that
 * would otherwise be off (调休 make-up days, e.g. a Saturday). A date in `workdays` wins over the week.
 */
export interface WorkCalendar {
  name: string;
  /** 0 = Sunday … 6 = Saturday; default [0, 6]. */
  weekendDays: number[];
  holidays: string[];
  workdays: string[];
  /** Working minutes in a day, used to convert MS Project durations and lags (default 480 = 8 h). */
  minutesPerDay: number;
}

export type ResourceType = 'work' | 'material';

export interface ScheduleResource {
  id: string;
  name: string;
  type: ResourceType;
  /** Material resources: the unit (t, m³, 块 …). */
  materialLabel?: string;
  /** Work resources: the most units available at once (1 = one full-time person). */
  maxUnits?: number;
}

export interface ScheduleAssignment {
  taskId: string;
  resourceId: string;
  /** Work resources: share of the resource's time (1 = 100 %); material resources: the quantity. */
  units: number;
  /** Work resources: working minutes of work assigned; material resources: the quantity consumed. */
  work: number;
}

export interface Schedule {
  name: string;
  /** The project's start day: no task starts earlier. */
  start: string;
  calendar: WorkCalendar;
  /** In outline order (a parent before its children), as in MS Project. */
  tasks: ScheduleTask[];
  links: ScheduleLink[];
  resources: ScheduleResource[];
  assignments: ScheduleAssignment[];
}

/** A refusal of the scheduling core. `key` is the error catalogue's key, `tasks` the task names involved. */
export class ScheduleError extends Error {
  readonly key: string;
  readonly tasks: string[];
  constructor(key: string, tasks: string[], message?: string) {
    super(message ?? `${key}: ${tasks.join(' → ')}`);
    this.name = 'ScheduleError';
    this.key = key;
    this.tasks = tasks;
  }
}
