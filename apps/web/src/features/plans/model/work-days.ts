import type { PlanCalendar } from '@zj/contract';

/** A calendar day `YYYY-MM-DD` of a local Date. */
export function dayOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local Date of a day `YYYY-MM-DD` (midnight). */
export function dateOf(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}

export const addDays = (date: Date, days: number) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

/** Whether a day is worked on the plan's calendar (调休 days are, weekends and holidays are not). */
export function isWorkday(calendar: PlanCalendar, date: Date): boolean {
  const day = dayOf(date);
  if (calendar.workdays.includes(day)) return true;
  if (calendar.holidays.includes(day)) return false;
  return !calendar.weekendDays.map(Number).includes(date.getDay());
}

/** The working days from `start` up to, not including, `end` (a bar dragged or resized in the gantt). */
export function workdaysBetween(calendar: PlanCalendar, start: Date, end: Date): number {
  let count = 0;
  for (let day = start; day < end; day = addDays(day, 1)) if (isWorkday(calendar, day)) count++;
  return count;
}
