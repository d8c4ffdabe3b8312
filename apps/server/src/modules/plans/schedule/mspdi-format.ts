// What MS Project's XML (MSPDI, namespace http://schemas.microsoft.com/project) codes mean, shared
// by the reader and the writer.
import type { LinkType } from './types.ts';

/** PredecessorLink/Type: Microsoft's codes. */
export const MSPDI_LINK_TYPE: Record<string, LinkType> = { '0': 'FF', '1': 'FS', '2': 'SF', '3': 'SS' };
export const MSPDI_LINK_CODE: Record<LinkType, number> = { FF: 0, FS: 1, SF: 2, SS: 3 };

/** LagFormat / DurationFormat codes; 35 and above are the same units "estimated" (+32). */
export const LAG_FORMAT = {
  minutes: 3,
  elapsedMinutes: 4,
  hours: 5,
  elapsedHours: 6,
  days: 7,
  elapsedDays: 8,
  weeks: 9,
  elapsedWeeks: 10,
  months: 11,
  elapsedMonths: 12,
  percent: 19,
  elapsedPercent: 20,
} as const;
export const ELAPSED_FORMATS = new Set([4, 6, 8, 10, 12, 20]);
export const PERCENT_FORMATS = new Set([19, 20]);

/** ConstraintType: 0 as soon as possible, 2 must start on, 4 start no earlier than. */
export const CONSTRAINT = { asap: 0, mustStartOn: 2, startNoEarlierThan: 4 } as const;

/** Resource/Type: 0 material, 1 work, 2 cost. */
export const RESOURCE_TYPE = { material: 0, work: 1, cost: 2 } as const;

/** MS Project's "no resource" on an assignment. */
export const UNASSIGNED_RESOURCE = '-65535';

/** Elements that may repeat, so the parser always gives arrays for them. */
export const REPEATED = new Set([
  'Task',
  'PredecessorLink',
  'Resource',
  'Assignment',
  'Calendar',
  'WeekDay',
  'Exception',
  'WorkingTime',
  'WorkWeek',
  'ExtendedAttribute',
  'Baseline',
  'TimephasedData',
  'OutlineCode',
]);

/** Minutes of an ISO 8601 duration as MS Project writes it (PT8H0M0S, PT0.5H, P1DT2H, -PT480M …); days count as `minutesPerDay`. */
export function durationMinutes(text: string, minutesPerDay: number): number | null {
  const m = /^(-)?P(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(
    text.trim(),
  );
  if (!m) return null;
  const minutes =
    Number(m[2] ?? 0) * minutesPerDay + Number(m[3] ?? 0) * 60 + Number(m[4] ?? 0) + Number(m[5] ?? 0) / 60;
  return m[1] ? -minutes : minutes;
}

/** PT{h}H{m}M0S for a number of minutes ≥ 0. */
export function durationText(minutes: number): string {
  const whole = Math.round(minutes);
  return `PT${Math.floor(whole / 60)}H${whole % 60}M0S`;
}
