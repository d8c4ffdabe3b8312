// Working calendars: weekends, holidays and 调休 make-up days, and the working-day arithmetic the
// critical path runs on. A calendar day is a day number (days since 1970-01-01); the schedule
// itself works in working-day indexes of one CalendarIndex, so every pass is integer arithmetic.
import { ScheduleError, type WorkCalendar } from './types.ts';

const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** How far a search for a working day may run before the calendar is declared empty (≈ 100 years). */
const SEARCH_LIMIT = 36_600;

/** 'YYYY-MM-DD' → days since 1970-01-01; refuses anything that is not a real calendar date. */
export function dayNumber(date: string): number {
  const m = DATE.exec(date);
  if (m) {
    const y = Number(m[1]);
    const mo = Number(m[2]);
    const d = Number(m[3]);
    const t = Date.UTC(y, mo - 1, d);
    const back = new Date(t);
    if (back.getUTCFullYear() === y && back.getUTCMonth() === mo - 1 && back.getUTCDate() === d) return t / DAY_MS;
  }
  throw new ScheduleError('plan.date.invalid', [], `not a date (YYYY-MM-DD): ${date}`);
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : `${n}`);

/** Days since 1970-01-01 → 'YYYY-MM-DD'. */
export function dateOf(day: number): string {
  const d = new Date(day * DAY_MS);
  return `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
}

/** 0 = Sunday … 6 = Saturday. */
export const weekdayOf = (day: number) => (((day + 4) % 7) + 7) % 7;

/** The calendar with its dates as day numbers, to ask "is this day worked?" quickly. */
export class CompiledCalendar {
  private readonly weekend: boolean[];
  private readonly holidays: Set<number>;
  private readonly workdays: Set<number>;

  constructor(calendar: WorkCalendar) {
    this.weekend = [0, 1, 2, 3, 4, 5, 6].map((d) => calendar.weekendDays.includes(d));
    this.holidays = new Set(calendar.holidays.map(dayNumber));
    this.workdays = new Set(calendar.workdays.map(dayNumber));
    if (this.weekend.every(Boolean) && this.workdays.size === 0) {
      throw new ScheduleError('plan.calendar.noWorkingDays', [], `calendar ${calendar.name} has no working day`);
    }
  }

  isWorking(day: number): boolean {
    if (this.workdays.has(day)) return true;
    if (this.holidays.has(day)) return false;
    return !this.weekend[weekdayOf(day)];
  }
}

/**
 * Working days numbered from an origin: index 0 is the first working day on or after the origin,
 * 1 the next working day, −1 the last working day before index 0. A boundary between days is an
 * index too: point k is the start of working day k (= the end of working day k − 1), so a task
 * starting at point s and lasting d days ends at point s + d.
 */
export class CalendarIndex {
  readonly calendar: CompiledCalendar;
  /** forward[i] = day number of working day i (i ≥ 0); backward[i] = day of working day −1 − i. */
  private readonly forward: number[] = [];
  private readonly backward: number[] = [];
  private readonly forwardDates: string[] = [];
  private readonly backwardDates: string[] = [];

  constructor(calendar: WorkCalendar | CompiledCalendar, origin: string | number) {
    this.calendar = calendar instanceof CompiledCalendar ? calendar : new CompiledCalendar(calendar);
    const start = typeof origin === 'number' ? origin : dayNumber(origin);
    this.forward.push(this.scan(start - 1, 1));
  }

  /** The next working day after `from` in direction `step` (±1). */
  private scan(from: number, step: 1 | -1): number {
    let day = from;
    for (let i = 0; i < SEARCH_LIMIT; i++) {
      day += step;
      if (this.calendar.isWorking(day)) return day;
    }
    throw new ScheduleError('plan.calendar.noWorkingDays', [], 'no working day within a century');
  }

  /** Day number of working day `index` (any integer). */
  dayAt(index: number): number {
    if (index >= 0) {
      const f = this.forward;
      while (f.length <= index) f.push(this.scan(f[f.length - 1] as number, 1));
      return f[index] as number;
    }
    const b = this.backward;
    const want = -1 - index;
    while (b.length <= want)
      b.push(this.scan(b.length ? (b[b.length - 1] as number) : (this.forward[0] as number), -1));
    return b[want] as number;
  }

  /** Index of the first working day on or after `day`. */
  indexOf(day: number): number {
    const first = this.forward[0] as number;
    if (day >= first) {
      const f = this.forward;
      while ((f[f.length - 1] as number) < day) this.dayAt(f.length);
      let lo = 0;
      let hi = f.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if ((f[mid] as number) < day) lo = mid + 1;
        else hi = mid;
      }
      return lo;
    }
    // Before index 0: walk the backward list until a working day earlier than `day` is known.
    let i = -1;
    while (this.dayAt(i) >= day) i--;
    return i + 1;
  }

  /** 'YYYY-MM-DD' of working day `index` (kept: a schedule asks for the same days many times). */
  dateAt(index: number): string {
    const cache = index >= 0 ? this.forwardDates : this.backwardDates;
    const at = index >= 0 ? index : -1 - index;
    let date = cache[at];
    if (date === undefined) {
      date = dateOf(this.dayAt(index));
      cache[at] = date;
    }
    return date;
  }
}

/** Whether `date` is worked in `calendar` (a 调休 workday is; a holiday is not). */
export function isWorkingDay(calendar: WorkCalendar, date: string): boolean {
  return new CompiledCalendar(calendar).isWorking(dayNumber(date));
}

/** The first working day on or after `date`. */
export function nextWorkingDay(calendar: WorkCalendar, date: string): string {
  const index = new CalendarIndex(calendar, date);
  return index.dateAt(0);
}

/**
 * The day `n` working days after `date` (before it when n < 0), counting from the day after:
 * Friday + 1 = Monday, Saturday + 1 = Monday, Monday − 1 = Friday, Saturday − 1 = Friday; n = 0 gives `date`.
 */
export function addWorkingDays(calendar: WorkCalendar, date: string, n: number): string {
  if (!Number.isInteger(n)) throw new ScheduleError('plan.calendar.wholeDays', [], `not a whole number of days: ${n}`);
  if (n === 0) return date;
  const index = new CalendarIndex(calendar, date);
  const day = dayNumber(date);
  const worked = index.calendar.isWorking(day);
  return index.dateAt(n > 0 && !worked ? n - 1 : n);
}

/**
 * Working days d with from ≤ d < to (negative, the same count, when to < from), so that
 * addWorkingDays(from, workingDaysBetween(from, to)) = to for two working days.
 */
export function workingDaysBetween(calendar: WorkCalendar, from: string, to: string): number {
  const index = new CalendarIndex(calendar, from);
  return index.indexOf(dayNumber(to)) - index.indexOf(dayNumber(from));
}
