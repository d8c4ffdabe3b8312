import type { ConstructionLogBody, ConstructionLogCalendarDay, ConstructionLogDetail } from '@zj/contract';

/** The sections of a log that are tables of rows, in the order of the form and the printed form. */
export const SECTIONS = ['manpower', 'machinery', 'work', 'materials', 'inspections'] as const;
export type Section = (typeof SECTIONS)[number];

type Rows = Required<Pick<ConstructionLogBody, Section>>;
type Row<S extends Section> = NonNullable<Rows[S]>[number];

/** What the log form holds: the body's fields; numbers may be left empty while editing. */
export interface LogFormValues {
  weather: string;
  temperatureLow: number | null;
  temperatureHigh: number | null;
  wind: string;
  manpower: Array<Partial<Row<'manpower'>>>;
  machinery: Array<Partial<Row<'machinery'>>>;
  /** A work row; `planTaskName` is the chosen task's label (shown by the picker, not sent). */
  work: Array<Partial<Row<'work'>> & { planTaskName?: string | null }>;
  materials: Array<Partial<Row<'materials'>>>;
  inspections: Array<Partial<Row<'inspections'>>>;
  problemIds: number[];
  photos: string;
  remark: string;
}

/** The first row a new section offers (counts start at 0, as a row that was added but not filled). */
export const NEW_ROW: { [S in Section]: Partial<Row<S>> } = {
  manpower: { trade: '', count: 0 },
  machinery: { name: '', model: '', count: 1, hours: 8 },
  work: { description: '', location: '', planTaskId: null, percent: null, quantity: null },
  materials: { material: '', spec: '', quantity: 0, unit: '', supplier: '' },
  inspections: { item: '', inspector: '', result: '' },
};

/** A new day's log: only the weather is asked; every section starts empty. */
export const emptyLog = (): LogFormValues => ({
  weather: '',
  temperatureLow: null,
  temperatureHigh: null,
  wind: '',
  manpower: [],
  machinery: [],
  work: [],
  materials: [],
  inspections: [],
  problemIds: [],
  photos: '',
  remark: '',
});

/** The form's values of a stored log. */
export const formOf = (log: ConstructionLogDetail): LogFormValues => ({
  weather: log.weather,
  temperatureLow: log.temperatureLow,
  temperatureHigh: log.temperatureHigh,
  wind: log.wind,
  manpower: log.manpower,
  machinery: log.machinery,
  work: log.work,
  materials: log.materials,
  inspections: log.inspections,
  problemIds: log.problems.map((p) => p.problemId),
  photos: log.photos,
  remark: log.remark,
});

/** A row nobody filled in (every text empty) is left out rather than refused. */
const filled = (row: object) => Object.values(row).some((value) => typeof value === 'string' && value.trim() !== '');

/** The body's fields from the form: blank rows dropped, texts trimmed. */
export function bodyOf(values: LogFormValues) {
  const rows = <S extends Section>(section: S) =>
    (values[section] ?? []).filter(filled) as unknown as NonNullable<Rows[S]>;
  return {
    weather: values.weather.trim(),
    temperatureLow: values.temperatureLow ?? null,
    temperatureHigh: values.temperatureHigh ?? null,
    wind: (values.wind ?? '').trim(),
    manpower: rows('manpower'),
    machinery: rows('machinery'),
    work: rows('work'),
    materials: rows('materials'),
    inspections: rows('inspections'),
    problemIds: values.problemIds ?? [],
    photos: values.photos ?? '',
    remark: (values.remark ?? '').trim(),
  };
}

/** The sum of the manpower rows (the day's headcount). */
export const headcountOf = (rows: ReadonlyArray<{ count?: unknown } | undefined>) =>
  rows.reduce((sum, row) => sum + (Number(row?.count) || 0), 0);

/** `YYYY-MM-DD` of a day. */
export const dayKey = (date: { format: (pattern: string) => string }) => date.format('YYYY-MM-DD');

/** The calendar's days by date. */
export const daysByDate = (days: readonly ConstructionLogCalendarDay[] | undefined) =>
  new Map((days ?? []).map((day) => [day.logDate, day]));

/** What clicking a day does: open its log, write a new one (today or before), or nothing (a future day). */
export type DayAction = { kind: 'open'; logId: number } | { kind: 'new'; date: string } | { kind: 'future' };

export function dayAction(date: string, today: string, existing: ConstructionLogCalendarDay | undefined): DayAction {
  if (existing) return { kind: 'open', logId: existing.logId };
  if (date > today) return { kind: 'future' };
  return { kind: 'new', date };
}

/** The temperature as the form prints it: "3 ~ 12 ℃", one end, or empty. */
export function temperatureText(low: number | null, high: number | null): string {
  if (low === null && high === null) return '';
  if (low === null) return `${high} ℃`;
  if (high === null) return `${low} ℃`;
  return `${low} ~ ${high} ℃`;
}
