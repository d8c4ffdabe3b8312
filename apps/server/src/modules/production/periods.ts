import type { ProductionPeriod } from '@zj/contract';
import { dateOf } from '../plans/index.ts';

/** A period of the table or the chart, clipped to the range: day numbers and its key. */
export interface Period {
  key: string;
  from: number;
  to: number;
}

/** Monday of the day's week (weeks run Monday to Sunday). */
const mondayOf = (day: number) => day - ((((day + 4) % 7) + 7 + 6) % 7);
/** The first day of the next month. */
function nextMonth(day: number): number {
  const d = new Date(day * 86_400_000);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) / 86_400_000;
}

/** The periods (days, weeks or months) that cover [from, to], each clipped to the range. */
export function periodsOf(kind: ProductionPeriod, from: number, to: number): Period[] {
  const out: Period[] = [];
  let day = from;
  while (day <= to) {
    const end =
      kind === 'day' ? day : kind === 'week' ? Math.min(to, mondayOf(day) + 6) : Math.min(to, nextMonth(day) - 1);
    const first = kind === 'week' ? mondayOf(day) : day;
    const key = kind === 'month' ? dateOf(day).slice(0, 7) : dateOf(first);
    out.push({ key, from: day, to: end });
    day = end + 1;
  }
  return out;
}

/** How many periods cover [from, to] (to refuse a range too long before building it). */
export function periodCount(kind: ProductionPeriod, from: number, to: number): number {
  if (to < from) return 0;
  if (kind === 'day') return to - from + 1;
  if (kind === 'week') return (mondayOf(to) - mondayOf(from)) / 7 + 1;
  const a = new Date(from * 86_400_000);
  const b = new Date(to * 86_400_000);
  return (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + b.getUTCMonth() - a.getUTCMonth() + 1;
}
