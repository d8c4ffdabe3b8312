// The default working calendar: Monday–Friday, China's public holidays and 调休 make-up days for
// 2026 and 2027. This is data, meant to be edited: a plan's calendar is a copy of it that users
// change (holidays and make-up days added or removed), and the years after 2027 are added here
// when the State Council (国务院办公厅) publishes each year's arrangement, usually in November.
import type { WorkCalendar } from './types.ts';

/** Every day in [from, to], both inclusive ('YYYY-MM-DD'). */
function days(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) {
    out.push(new Date(t).toISOString().slice(0, 10));
  }
  return out;
}

export interface HolidayPeriod {
  name: string;
  /** Days off, first and last inclusive. */
  off: [string, string];
  /** Weekend days worked instead (调休上班). */
  makeUp: string[];
}

/** 2026, as the State Council General Office's notice on the 2026 holidays arranges them. */
export const CHINA_HOLIDAYS_2026: HolidayPeriod[] = [
  { name: '元旦', off: ['2026-01-01', '2026-01-03'], makeUp: ['2026-01-04'] },
  { name: '春节', off: ['2026-02-15', '2026-02-23'], makeUp: ['2026-02-14', '2026-02-28'] },
  { name: '清明节', off: ['2026-04-04', '2026-04-06'], makeUp: [] },
  { name: '劳动节', off: ['2026-05-01', '2026-05-05'], makeUp: ['2026-05-09'] },
  { name: '端午节', off: ['2026-06-19', '2026-06-21'], makeUp: [] },
  { name: '中秋节', off: ['2026-09-25', '2026-09-27'], makeUp: [] },
  { name: '国庆节', off: ['2026-10-01', '2026-10-07'], makeUp: ['2026-09-20', '2026-10-10'] },
];

/**
 * 2027, PROVISIONAL: the statutory days of 《全国年节及纪念日放假办法》 (2024 revision: 元旦 1, 春节
 * 除夕–初三 4, 清明 1, 劳动节 2, 端午 1, 中秋 1, 国庆 3) on their 2027 dates, without 调休 — the
 * notice for 2027 moves days and adds make-up Saturdays/Sundays; replace these lines with it.
 */
export const CHINA_HOLIDAYS_2027: HolidayPeriod[] = [
  { name: '元旦', off: ['2027-01-01', '2027-01-01'], makeUp: [] },
  { name: '春节', off: ['2027-02-05', '2027-02-08'], makeUp: [] },
  { name: '清明节', off: ['2027-04-05', '2027-04-05'], makeUp: [] },
  { name: '劳动节', off: ['2027-05-01', '2027-05-02'], makeUp: [] },
  { name: '端午节', off: ['2027-06-09', '2027-06-09'], makeUp: [] },
  { name: '中秋节', off: ['2027-09-15', '2027-09-15'], makeUp: [] },
  { name: '国庆节', off: ['2027-10-01', '2027-10-03'], makeUp: [] },
];

/** A fresh copy of the default calendar (callers may edit it). */
export function chinaCalendar(
  periods: HolidayPeriod[] = [...CHINA_HOLIDAYS_2026, ...CHINA_HOLIDAYS_2027],
): WorkCalendar {
  return {
    name: '中国法定节假日',
    weekendDays: [0, 6],
    holidays: periods.flatMap((p) => days(p.off[0], p.off[1])),
    workdays: periods.flatMap((p) => p.makeUp),
    minutesPerDay: 480,
  };
}

/** Monday–Friday, no holidays. */
export function standardCalendar(): WorkCalendar {
  return { name: 'Standard', weekendDays: [0, 6], holidays: [], workdays: [], minutesPerDay: 480 };
}
