import { describe, expect, it } from 'vitest';
import { addWorkingDays, CalendarIndex, isWorkingDay, nextWorkingDay, workingDaysBetween } from './calendar.ts';
import { CHINA_HOLIDAYS_2026, chinaCalendar, standardCalendar } from './china-holidays.ts';
import { ScheduleError } from './types.ts';

describe('working calendar', () => {
  const cn = chinaCalendar();

  it('knows 国庆 2026: 1–7 Oct off, Sun 20 Sep and Sat 10 Oct worked (调休)', () => {
    expect(isWorkingDay(cn, '2026-09-30')).toBe(true);
    for (let d = 1; d <= 7; d++) expect(isWorkingDay(cn, `2026-10-0${d}`)).toBe(false);
    expect(isWorkingDay(cn, '2026-09-20')).toBe(true); // a Sunday
    expect(isWorkingDay(cn, '2026-10-10')).toBe(true); // a Saturday
    expect(isWorkingDay(cn, '2026-10-11')).toBe(false); // an ordinary Sunday
    expect(isWorkingDay(standardCalendar(), '2026-10-01')).toBe(true);
  });

  it('adds and subtracts working days across 国庆 with its 调休', () => {
    // Wed 30 Sep + 1 → Thu 8 Oct (1–7 off); + 3 → Sat 10 Oct (调休); + 4 → Mon 12 Oct.
    expect(addWorkingDays(cn, '2026-09-30', 1)).toBe('2026-10-08');
    expect(addWorkingDays(cn, '2026-09-30', 3)).toBe('2026-10-10');
    expect(addWorkingDays(cn, '2026-09-30', 4)).toBe('2026-10-12');
    // Back from Mon 12 Oct: −1 Sat 10 Oct, −3 Thu 8 Oct, −4 Wed 30 Sep.
    expect(addWorkingDays(cn, '2026-10-12', -1)).toBe('2026-10-10');
    expect(addWorkingDays(cn, '2026-10-12', -3)).toBe('2026-10-08');
    expect(addWorkingDays(cn, '2026-10-12', -4)).toBe('2026-09-30');
    // From a holiday: the first working day after it counts as 1; one before it as −1.
    expect(addWorkingDays(cn, '2026-10-03', 1)).toBe('2026-10-08');
    expect(addWorkingDays(cn, '2026-10-03', -1)).toBe('2026-09-30');
    expect(addWorkingDays(cn, '2026-10-03', 0)).toBe('2026-10-03');
    // Fri 18 Sep + 1 → Sun 20 Sep (国庆's 调休); 中秋 takes 25–27 Sep: + 6 = 20, 21, 22, 23, 24, 28 Sep.
    expect(addWorkingDays(cn, '2026-09-18', 1)).toBe('2026-09-20');
    expect(addWorkingDays(cn, '2026-09-18', 6)).toBe('2026-09-28');
  });

  it('adds working days across 春节 2026 (15–23 Feb off, Sat 14 and Sat 28 Feb worked)', () => {
    // Fri 13 Feb + 1 → Sat 14 Feb (调休); + 2 → Tue 24 Feb; Fri 27 Feb + 1 → Sat 28 Feb.
    expect(addWorkingDays(cn, '2026-02-13', 1)).toBe('2026-02-14');
    expect(addWorkingDays(cn, '2026-02-13', 2)).toBe('2026-02-24');
    expect(addWorkingDays(cn, '2026-02-27', 1)).toBe('2026-02-28');
    expect(addWorkingDays(cn, '2026-02-24', -1)).toBe('2026-02-14');
    // February 2026: 20 weekdays, minus 6 in the holiday (16–20, 23), plus 2 Saturdays = 16 working days.
    expect(workingDaysBetween(cn, '2026-02-01', '2026-03-01')).toBe(16);
    expect(workingDaysBetween(standardCalendar(), '2026-02-01', '2026-03-01')).toBe(20);
  });

  it('counts working days between dates in both directions, consistent with adding them', () => {
    // [30 Sep, 12 Oct): 30 Sep, 8, 9, 10 Oct = 4.
    expect(workingDaysBetween(cn, '2026-09-30', '2026-10-12')).toBe(4);
    expect(workingDaysBetween(cn, '2026-10-12', '2026-09-30')).toBe(-4);
    expect(workingDaysBetween(cn, '2026-10-01', '2026-10-08')).toBe(0);
    // 2026 in the China calendar: 261 weekdays − 19 holidays on weekdays + 6 make-up days = 248.
    expect(workingDaysBetween(cn, '2026-01-01', '2027-01-01')).toBe(248);
    for (const [from, n] of [
      ['2026-09-28', 5],
      ['2026-02-12', 7],
      ['2026-12-30', 30],
      ['2026-04-03', -15],
    ] as const) {
      const to = addWorkingDays(cn, from, n);
      expect(workingDaysBetween(cn, from, to)).toBe(n);
    }
    expect(nextWorkingDay(cn, '2026-10-01')).toBe('2026-10-08');
    expect(nextWorkingDay(cn, '2026-10-08')).toBe('2026-10-08');
  });

  it('is data that can be edited: a site that works Saturdays, a holiday removed, a day off added', () => {
    const site = chinaCalendar();
    site.weekendDays = [0];
    site.holidays = site.holidays.filter((d) => d !== '2026-10-07');
    site.holidays.push('2026-10-09');
    expect(addWorkingDays(site, '2026-09-30', 1)).toBe('2026-10-07');
    expect(addWorkingDays(site, '2026-09-30', 2)).toBe('2026-10-08');
    expect(addWorkingDays(site, '2026-09-30', 3)).toBe('2026-10-10');
    // Only the periods passed: 2026's 春节 alone.
    const springOnly = chinaCalendar(CHINA_HOLIDAYS_2026.filter((p) => p.name === '春节'));
    expect(isWorkingDay(springOnly, '2026-10-01')).toBe(true);
    expect(isWorkingDay(springOnly, '2026-02-16')).toBe(false);
  });

  it('numbers working days before and after its origin', () => {
    const index = new CalendarIndex(cn, '2026-10-01'); // index 0 = Thu 8 Oct
    expect(index.dateAt(0)).toBe('2026-10-08');
    expect(index.dateAt(2)).toBe('2026-10-10');
    expect(index.dateAt(-1)).toBe('2026-09-30');
    expect(index.indexOf(Date.UTC(2026, 8, 30) / 86_400_000)).toBe(-1);
    expect(index.indexOf(Date.UTC(2026, 9, 4) / 86_400_000)).toBe(0);
  });

  it('refuses a calendar without working days and dates that do not exist', () => {
    const none = { ...standardCalendar(), weekendDays: [0, 1, 2, 3, 4, 5, 6] };
    expect(() => addWorkingDays(none, '2026-03-02', 1)).toThrow(
      expect.objectContaining({ key: 'plan.calendar.noWorkingDays' }),
    );
    expect(() => isWorkingDay(cn, '2026-02-30')).toThrow(ScheduleError);
    expect(() => addWorkingDays(cn, '2026-03-02', 1.5)).toThrow(
      expect.objectContaining({ key: 'plan.calendar.wholeDays' }),
    );
  });
});
