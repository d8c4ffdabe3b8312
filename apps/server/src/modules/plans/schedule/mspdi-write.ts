// Schedule → MS Project XML (MSPDI), the form Project 2007 and later, ProjectLibre and Primavera
// read: elements in the schema's order, durations in hours (PT8H0M0S), lags in tenths of minutes
// with LagFormat 7 (days), the calendar's week and exceptions, resources and assignments.
import { CalendarIndex, dateOf, dayNumber } from './calendar.ts';
import { type CriticalPathResult, criticalPath } from './critical-path.ts';
import { CONSTRAINT, durationText, LAG_FORMAT, MSPDI_LINK_CODE, RESOURCE_TYPE } from './mspdi-format.ts';
import { outlineNumbers } from './outline.ts';
import type { Schedule, WorkCalendar } from './types.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);
const el = (name: string, value: string | number) =>
  `<${name}>${typeof value === 'number' ? value : esc(value)}</${name}>`;

/** UIDs in the file: the ids themselves when they are all positive integers, else 1, 2, 3 … in order. */
function uids(ids: readonly string[]): Map<string, string> {
  const numeric = ids.every((id) => /^[1-9]\d{0,9}$/.test(id));
  return new Map(ids.map((id, i) => [id, numeric ? id : String(i + 1)]));
}

/** Runs of consecutive days → [first, last] pairs. */
function runs(dates: readonly string[]): [string, string][] {
  const days = [...new Set(dates.map(dayNumber))].sort((a, b) => a - b);
  const out: [string, string][] = [];
  for (let i = 0; i < days.length; ) {
    let j = i;
    while (j + 1 < days.length && (days[j + 1] as number) === (days[j] as number) + 1) j++;
    out.push([dateOf(days[i] as number), dateOf(days[j] as number)]);
    i = j + 1;
  }
  return out;
}

function workingTimes(minutesPerDay: number): string {
  // 08:00–12:00 and 13:00 onwards for the rest of the day's minutes.
  const afternoon = Math.max(0, minutesPerDay - 240);
  const end = 13 * 60 + afternoon;
  const hm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}:00`;
  const morning = `<WorkingTime>${el('FromTime', '08:00:00')}${el('ToTime', hm(8 * 60 + Math.min(240, minutesPerDay)))}</WorkingTime>`;
  return `<WorkingTimes>${morning}${afternoon ? `<WorkingTime>${el('FromTime', '13:00:00')}${el('ToTime', hm(end))}</WorkingTime>` : ''}</WorkingTimes>`;
}

function calendarXml(calendar: WorkCalendar): string {
  const week = [1, 2, 3, 4, 5, 6, 7]
    .map((type) => {
      const working = !calendar.weekendDays.includes(type - 1);
      return `<WeekDay>${el('DayType', type)}${el('DayWorking', working ? 1 : 0)}${working ? workingTimes(calendar.minutesPerDay) : ''}</WeekDay>`;
    })
    .join('');
  const exception = ([from, to]: [string, string], working: boolean) =>
    `<Exception>${el('EnteredByOccurrences', 0)}<TimePeriod>${el('FromDate', `${from}T00:00:00`)}${el('ToDate', `${to}T23:59:00`)}</TimePeriod>${el('Occurrences', 1)}${el('Name', working ? '调休上班' : '节假日')}${el('Type', 1)}${el('DayWorking', working ? 1 : 0)}${working ? workingTimes(calendar.minutesPerDay) : ''}</Exception>`;
  const exceptions = [
    ...runs(calendar.holidays).map((r) => exception(r, false)),
    ...runs(calendar.workdays).map((r) => exception(r, true)),
  ].join('');
  return `<Calendars><Calendar>${el('UID', 1)}${el('Name', calendar.name)}${el('IsBaseCalendar', 1)}${el('IsBaselineCalendar', 0)}${el('BaseCalendarUID', -1)}<WeekDays>${week}</WeekDays>${exceptions ? `<Exceptions>${exceptions}</Exceptions>` : ''}</Calendar></Calendars>`;
}

/**
 * The schedule as MSPDI. Tasks' Start/Finish are their own dates when every task has both, else
 * the critical path's early dates; Critical, TotalSlack and FreeSlack come from the critical path.
 */
export function writeMspdi(schedule: Schedule): string {
  const { calendar, tasks, links } = schedule;
  const mpd = calendar.minutesPerDay;
  const index = new CalendarIndex(calendar, schedule.start);
  const cp: CriticalPathResult = criticalPath({ start: schedule.start, calendar: index, tasks, links });
  const isDay = (d: string | null | undefined) => typeof d === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d);
  const ownDates = tasks.every((t) => isDay(t.start) && isDay(t.finish));
  const taskUid = uids(tasks.map((t) => t.id));
  const resourceUid = uids(schedule.resources.map((r) => r.id));
  const numbers = outlineNumbers(tasks);
  const predecessors = new Map<string, string[]>();
  for (const link of links) {
    const lag = link.lag * mpd * 10;
    const xml = `<PredecessorLink><PredecessorUID>${taskUid.get(link.from)}</PredecessorUID><Type>${MSPDI_LINK_CODE[link.type]}</Type><CrossProject>0</CrossProject><LinkLag>${lag}</LinkLag><LagFormat>${LAG_FORMAT.days}</LagFormat></PredecessorLink>`;
    const list = predecessors.get(link.to);
    if (list) list.push(xml);
    else predecessors.set(link.to, [xml]);
  }
  const finishDay = cp.finish;
  const parts: string[] = [
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n',
    '<Project xmlns="http://schemas.microsoft.com/project">',
    el('SaveVersion', 14),
    el('Name', `${schedule.name}.xml`),
    el('Title', schedule.name),
    el('ScheduleFromStart', 1),
    el('StartDate', `${schedule.start}T08:00:00`),
    el('FinishDate', `${finishDay}T17:00:00`),
    el('CalendarUID', 1),
    el('DefaultStartTime', '08:00:00'),
    el('DefaultFinishTime', '17:00:00'),
    el('MinutesPerDay', mpd),
    el('MinutesPerWeek', mpd * (7 - calendar.weekendDays.length)),
    el('DaysPerMonth', 20),
    el('DurationFormat', 7),
    calendarXml(calendar),
    '<Tasks>',
    `<Task>${el('UID', 0)}${el('ID', 0)}${el('Name', schedule.name)}${el('IsNull', 0)}${el('OutlineNumber', 0)}${el('OutlineLevel', 0)}${el('Start', `${schedule.start}T08:00:00`)}${el('Finish', `${finishDay}T17:00:00`)}${el('Duration', durationText(cp.duration * mpd))}${el('DurationFormat', 7)}${el('Milestone', 0)}${el('Summary', 1)}</Task>`,
  ];
  for (let i = 0; i < tasks.length; i++) {
    const t = tasks[i] as (typeof tasks)[number];
    const c = cp.tasks[i] as CriticalPathResult['tasks'][number];
    const start = ownDates ? (t.start as string) : c.earlyStart;
    const finish = ownDates ? (t.finish as string) : c.earlyFinish;
    const days = c.summary ? c.ef - c.es : t.duration;
    const zero = days === 0;
    // One string per task (fixed values written inline; only names are escaped).
    parts.push(
      `<Task><UID>${taskUid.get(t.id)}</UID><ID>${i + 1}</ID>${el('Name', t.name)}<Type>1</Type><IsNull>0</IsNull>` +
        `${el('WBS', t.wbs ?? '')}<OutlineNumber>${numbers[i]}</OutlineNumber><OutlineLevel>${t.outlineLevel}</OutlineLevel>` +
        `<Start>${start}T${zero ? '17:00:00' : '08:00:00'}</Start><Finish>${finish}T17:00:00</Finish>` +
        `<Duration>${durationText(days * mpd)}</Duration><DurationFormat>7</DurationFormat>` +
        `<Milestone>${t.milestone ? 1 : 0}</Milestone><Summary>${c.summary ? 1 : 0}</Summary><Critical>${c.critical ? 1 : 0}</Critical>` +
        `<FreeSlack>${c.freeFloat * mpd * 10}</FreeSlack><TotalSlack>${c.totalFloat * mpd * 10}</TotalSlack>` +
        `<PercentComplete>${t.percentComplete}</PercentComplete>` +
        (t.actualStart ? `<ActualStart>${esc(t.actualStart)}T08:00:00</ActualStart>` : '') +
        (t.actualFinish ? `<ActualFinish>${esc(t.actualFinish)}T17:00:00</ActualFinish>` : '') +
        (t.startNoEarlierThan
          ? `<ConstraintType>${CONSTRAINT.startNoEarlierThan}</ConstraintType><ConstraintDate>${esc(t.startNoEarlierThan)}T08:00:00</ConstraintDate>`
          : `<ConstraintType>${CONSTRAINT.asap}</ConstraintType>`) +
        (predecessors.get(t.id)?.join('') ?? '') +
        '</Task>',
    );
  }
  parts.push('</Tasks><Resources>');
  parts.push(`<Resource>${el('UID', 0)}${el('ID', 0)}${el('Type', 1)}${el('IsNull', 0)}</Resource>`);
  schedule.resources.forEach((r, i) => {
    parts.push(
      `<Resource>${el('UID', resourceUid.get(r.id) as string)}${el('ID', i + 1)}${el('Name', r.name)}${el('Type', r.type === 'material' ? RESOURCE_TYPE.material : RESOURCE_TYPE.work)}${el('IsNull', 0)}${r.type === 'material' ? el('MaterialLabel', r.materialLabel ?? '') : el('MaxUnits', r.maxUnits ?? 1)}</Resource>`,
    );
  });
  parts.push('</Resources><Assignments>');
  const material = new Set(schedule.resources.filter((r) => r.type === 'material').map((r) => r.id));
  schedule.assignments.forEach((a, i) => {
    const work = material.has(a.resourceId) ? a.work * 60 : a.work;
    parts.push(
      `<Assignment>${el('UID', i + 1)}${el('TaskUID', taskUid.get(a.taskId) ?? '')}${el('ResourceUID', resourceUid.get(a.resourceId) ?? '')}${el('Units', a.units)}${el('Work', durationText(work))}</Assignment>`,
    );
  });
  parts.push('</Assignments></Project>\n');
  return parts.join('');
}
