// MS Project XML (MSPDI) → Schedule, with a list of what the file held that the model does not keep.
// Reads files saved by Project 2003 to 2021, ProjectLibre and Primavera's MSPDI export: UTF-8 or
// UTF-16 with or without a BOM or an XML declaration, pretty-printed or on one line.
import { XMLParser } from 'fast-xml-parser';
import { dayNumber } from './calendar.ts';
import {
  CONSTRAINT,
  durationMinutes,
  ELAPSED_FORMATS,
  MSPDI_LINK_TYPE,
  PERCENT_FORMATS,
  REPEATED,
  RESOURCE_TYPE,
  UNASSIGNED_RESOURCE,
} from './mspdi-format.ts';
import {
  type Schedule,
  type ScheduleAssignment,
  ScheduleError,
  type ScheduleLink,
  type ScheduleResource,
  type ScheduleTask,
  type WorkCalendar,
} from './types.ts';

/**
 * Something in the file the import did not keep as it was. `key` names it for the error catalogue
 * (plan.mspdi.*), `count` how many times it occurred, `tasks` the names involved (at most 20).
 */
export interface LeftOut {
  key: string;
  count: number;
  tasks: string[];
}

export interface MspdiImport {
  schedule: Schedule;
  /** What was read, for the import's summary. */
  read: {
    tasks: number;
    summaries: number;
    milestones: number;
    links: number;
    resources: number;
    assignments: number;
    holidays: number;
    workdays: number;
  };
  leftOut: LeftOut[];
}

// biome-ignore lint/suspicious/noExplicitAny: the parsed XML tree is untyped until read here
type Node = Record<string, any>;

const parser = new XMLParser({
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => REPEATED.has(name),
  // Callbacks get the parser's matcher, not a path string built for every element (a third of the parse).
  jPath: false,
  // Kept as raw text, not parsed: only their presence is reported (time-phased data can be most of a file).
  stopNodes: ['*.TimephasedData', '*.Baseline', '*.ExtendedAttribute', '*.OutlineCode'],
});

/** Decodes bytes by their BOM, else by the XML declaration's encoding, else as UTF-8. */
function decode(input: string | Uint8Array): string {
  if (typeof input === 'string') return input.replace(/^\uFEFF/, '');
  const b = input;
  if (b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf) return new TextDecoder('utf-8').decode(b.subarray(3));
  if (b[0] === 0xff && b[1] === 0xfe) return new TextDecoder('utf-16le').decode(b.subarray(2));
  if (b[0] === 0xfe && b[1] === 0xff) return new TextDecoder('utf-16be').decode(b.subarray(2));
  if (b[0] === 0x3c && b[1] === 0x00) return new TextDecoder('utf-16le').decode(b);
  if (b[0] === 0x00 && b[1] === 0x3c) return new TextDecoder('utf-16be').decode(b);
  const head = new TextDecoder('latin1').decode(b.subarray(0, 200));
  const declared = /^<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head)?.[1];
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(declared ?? 'utf-8');
  } catch {
    decoder = new TextDecoder('utf-8');
  }
  return decoder.decode(b);
}

const text = (v: unknown): string => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v));
const num = (v: unknown): number | null => {
  const s = text(v);
  if (s === '') return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
};
const flag = (v: unknown) => text(v) === '1' || text(v).toLowerCase() === 'true';
/** The day of an MSPDI date-time ('2026-03-02T08:00:00' → '2026-03-02'); null when absent or unreadable. */
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|1\d|2[0-8])$/;
const day = (v: unknown): string | null => {
  const s = text(v).slice(0, 10);
  if (DAY.test(s)) return s;
  try {
    dayNumber(s); // the 29th to the 31st: does the month have it?
    return s;
  } catch {
    return null;
  }
};
const list = (v: unknown): Node[] => (Array.isArray(v) ? v : v && typeof v === 'object' ? [v as Node] : []);

class LeftOutList {
  private readonly byKey = new Map<string, LeftOut>();
  add(key: string, name?: string) {
    let entry = this.byKey.get(key);
    if (!entry) {
      entry = { key, count: 0, tasks: [] };
      this.byKey.set(key, entry);
    }
    entry.count++;
    if (name !== undefined && entry.tasks.length < 20 && !entry.tasks.includes(name)) entry.tasks.push(name);
  }
  list(): LeftOut[] {
    return [...this.byKey.values()];
  }
}

/** Cost fields a task, resource or assignment may carry; any non-zero one is reported as ignored. */
const COST_FIELDS = [
  'Cost',
  'FixedCost',
  'ActualCost',
  'RemainingCost',
  'StandardRate',
  'OvertimeRate',
  'CostPerUse',
  'BCWS',
  'BCWP',
  'ACWP',
];
const hasCost = (node: Node) => COST_FIELDS.some((f) => (num(node[f]) ?? 0) !== 0);

export function readMspdi(input: string | Uint8Array): MspdiImport {
  let doc: Node;
  try {
    doc = parser.parse(decode(input)) as Node;
  } catch (e) {
    throw new ScheduleError('plan.mspdi.unreadable', [], `not readable XML: ${(e as Error).message}`);
  }
  const project = doc.Project as Node | undefined;
  if (!project || typeof project !== 'object') {
    throw new ScheduleError('plan.mspdi.notProject', [], 'not an MS Project XML file (no <Project> element)');
  }
  const leftOut = new LeftOutList();
  const minutesPerDay = num(project.MinutesPerDay) || 480;

  const calendar = readCalendar(project, minutesPerDay, leftOut);

  // Tasks: the project summary (outline level 0, UID 0) and blank rows are not tasks of the plan.
  const tasks: ScheduleTask[] = [];
  const uidToTask = new Map<string, ScheduleTask>();
  const rawLinks: { task: ScheduleTask; links: Node[] }[] = [];
  let level = 0;
  for (const node of list(project.Tasks?.Task)) {
    const uid = text(node.UID);
    const name = text(node.Name);
    if (flag(node.IsNull)) {
      leftOut.add('plan.mspdi.blankRow');
      continue;
    }
    const outlineLevel = num(node.OutlineLevel) ?? 1;
    if (outlineLevel === 0 || uid === '') continue;
    let fixedLevel = Math.max(1, Math.trunc(outlineLevel));
    if (fixedLevel > level + 1) {
      leftOut.add('plan.mspdi.outlineFixed', name);
      fixedLevel = level + 1;
    }
    level = fixedLevel;
    const durationText = text(node.Duration);
    let duration = 0;
    if (durationText) {
      const minutes = durationMinutes(durationText, minutesPerDay);
      const format = num(node.DurationFormat) ?? 7;
      // Elapsed durations (3 ed …) count round-the-clock days: kept as that many working days.
      const elapsed = ELAPSED_FORMATS.has(format > 32 ? format - 32 : format);
      if (minutes === null) leftOut.add('plan.mspdi.durationUnreadable', name);
      else {
        if (elapsed) leftOut.add('plan.mspdi.elapsedDurationAsWorkingDays', name);
        const days = minutes / (elapsed ? 1440 : minutesPerDay);
        duration = Math.max(0, Math.ceil(days - 1e-9));
        if (Math.abs(days - Math.round(days)) > 1e-9) leftOut.add('plan.mspdi.durationRounded', name);
      }
    }
    const constraintType = num(node.ConstraintType) ?? CONSTRAINT.asap;
    let startNoEarlierThan: string | null = null;
    if (constraintType === CONSTRAINT.startNoEarlierThan || constraintType === CONSTRAINT.mustStartOn) {
      startNoEarlierThan = day(node.ConstraintDate);
      if (constraintType === CONSTRAINT.mustStartOn) leftOut.add('plan.mspdi.mustStartOnAsStartNoEarlier', name);
    } else if (constraintType !== CONSTRAINT.asap) {
      leftOut.add('plan.mspdi.constraintIgnored', name);
    }
    if (flag(node.Recurring)) leftOut.add('plan.mspdi.recurringExpanded', name);
    if (hasCost(node)) leftOut.add('plan.mspdi.costIgnored', name);
    if (text(node.Notes)) leftOut.add('plan.mspdi.notesIgnored', name);
    if (list(node.Baseline).length) leftOut.add('plan.mspdi.baselineIgnored', name);
    if (list(node.ExtendedAttribute).length) leftOut.add('plan.mspdi.customFieldsIgnored', name);
    if (text(node.Active) === '0') leftOut.add('plan.mspdi.inactiveKept', name);
    if (flag(node.Manual)) leftOut.add('plan.mspdi.manualScheduled', name);
    if (text(node.Deadline)) leftOut.add('plan.mspdi.deadlineIgnored', name);
    const task: ScheduleTask = {
      id: uid,
      name,
      outlineLevel: fixedLevel,
      wbs: text(node.WBS),
      duration,
      milestone: flag(node.Milestone),
      startNoEarlierThan,
      percentComplete: Math.min(100, Math.max(0, num(node.PercentComplete) ?? 0)),
      actualStart: day(node.ActualStart),
      actualFinish: day(node.ActualFinish),
      start: day(node.Start),
      finish: day(node.Finish),
    };
    if (uidToTask.has(uid)) throw new ScheduleError('plan.task.duplicate', [name], `two tasks have the UID ${uid}`);
    tasks.push(task);
    uidToTask.set(uid, task);
    const links = list(node.PredecessorLink);
    if (links.length) rawLinks.push({ task, links });
  }
  // A summary's own duration is its children's span: not kept (the critical path computes it).
  for (let i = 0; i < tasks.length - 1; i++) {
    if ((tasks[i + 1] as ScheduleTask).outlineLevel > (tasks[i] as ScheduleTask).outlineLevel)
      (tasks[i] as ScheduleTask).duration = 0;
  }

  const links: ScheduleLink[] = [];
  for (const { task, links: nodes } of rawLinks) {
    for (const node of nodes) {
      if (flag(node.CrossProject)) {
        leftOut.add('plan.mspdi.externalLinkIgnored', task.name);
        continue;
      }
      const from = uidToTask.get(text(node.PredecessorUID));
      if (!from) {
        leftOut.add('plan.mspdi.linkToMissingTask', task.name);
        continue;
      }
      const code = text(node.Type) || '1';
      const type = Object.hasOwn(MSPDI_LINK_TYPE, code) ? MSPDI_LINK_TYPE[code] : undefined;
      if (!type) {
        leftOut.add('plan.mspdi.linkTypeUnknown', task.name);
        continue;
      }
      const raw = num(node.LinkLag) ?? 0; // tenths of a minute
      const format = num(node.LagFormat) ?? 7;
      const base = format > 32 ? format - 32 : format;
      let days: number;
      if (PERCENT_FORMATS.has(base)) {
        // A percentage of the predecessor's duration (LinkLag holds tenths of a percent).
        days = (raw / 1000) * from.duration;
        leftOut.add('plan.mspdi.percentLagAsDays', task.name);
      } else if (ELAPSED_FORMATS.has(base)) {
        days = raw / 10 / 1440;
        leftOut.add('plan.mspdi.elapsedLagAsWorkingDays', task.name);
      } else {
        days = raw / 10 / minutesPerDay;
      }
      const lag = Math.round(days);
      if (Math.abs(days - lag) > 1e-9) leftOut.add('plan.mspdi.lagRounded', task.name);
      links.push({ from: from.id, to: task.id, type, lag });
    }
  }

  // Resources (work and material) and their assignments.
  const resources: ScheduleResource[] = [];
  const resourceIds = new Set<string>();
  const materials = new Set<string>();
  for (const node of list(project.Resources?.Resource)) {
    const uid = text(node.UID);
    const name = text(node.Name);
    if (flag(node.IsNull) || uid === '' || (uid === '0' && !name)) continue;
    const type = num(node.Type) ?? RESOURCE_TYPE.work;
    if (type === RESOURCE_TYPE.cost) {
      leftOut.add('plan.mspdi.costResourceIgnored', name);
      continue;
    }
    if (hasCost(node)) leftOut.add('plan.mspdi.costIgnored', name);
    const resource: ScheduleResource =
      type === RESOURCE_TYPE.material
        ? { id: uid, name, type: 'material', materialLabel: text(node.MaterialLabel) }
        : { id: uid, name, type: 'work', maxUnits: num(node.MaxUnits) ?? 1 };
    if (type === RESOURCE_TYPE.material) materials.add(uid);
    resources.push(resource);
    resourceIds.add(uid);
  }
  const assignments: ScheduleAssignment[] = [];
  for (const node of list(project.Assignments?.Assignment)) {
    const taskId = text(node.TaskUID);
    const resourceId = text(node.ResourceUID);
    if (resourceId === UNASSIGNED_RESOURCE) continue;
    const task = uidToTask.get(taskId);
    if (!task || !resourceIds.has(resourceId)) {
      leftOut.add('plan.mspdi.assignmentToMissing', task?.name);
      continue;
    }
    if (hasCost(node)) leftOut.add('plan.mspdi.costIgnored', task.name);
    if (list(node.TimephasedData).length) leftOut.add('plan.mspdi.timephasedIgnored', task.name);
    const units = num(node.Units) ?? 1;
    const minutes = durationMinutes(text(node.Work) || 'PT0H0M0S', minutesPerDay) ?? 0;
    // Material: Work carries the quantity as hours (PT{q}H), the unit being the resource's label.
    const work = materials.has(resourceId) ? minutes / 60 : minutes;
    assignments.push({ taskId, resourceId, units, work });
  }

  const start =
    day(project.StartDate) ??
    tasks.reduce<string | null>((min, t) => (t.start && (!min || t.start < min) ? t.start : min), null);
  if (!start) throw new ScheduleError('plan.mspdi.noStart', [], 'the file has no project start date and no task dates');

  const summaries = tasks.filter((t, i) => (tasks[i + 1]?.outlineLevel ?? 0) > t.outlineLevel).length;
  return {
    schedule: {
      name: text(project.Title) || text(project.Name),
      start,
      calendar,
      tasks,
      links,
      resources,
      assignments,
    },
    read: {
      tasks: tasks.length,
      summaries,
      milestones: tasks.filter((t) => t.milestone).length,
      links: links.length,
      resources: resources.length,
      assignments: assignments.length,
      holidays: calendar.holidays.length,
      workdays: calendar.workdays.length,
    },
    leftOut: leftOut.list(),
  };
}

/** Every day from..to inclusive (at most ten years, else null). */
function daysBetween(from: string, to: string): string[] | null {
  const a = dayNumber(from);
  const b = dayNumber(to);
  if (b < a || b - a > 3660) return null;
  const out: string[] = [];
  for (let d = a; d <= b; d++) out.push(new Date(d * 86_400_000).toISOString().slice(0, 10));
  return out;
}

/**
 * The project's calendar (Project/CalendarUID, else the first base calendar), with its base
 * calendar's week days where it has none of its own. Exceptions come from <Exceptions> (Project
 * 2007 and later) and from WeekDay entries of DayType 0 (Project 2003).
 */
function readCalendar(project: Node, minutesPerDay: number, leftOut: LeftOutList): WorkCalendar {
  const calendars = list(project.Calendars?.Calendar);
  const byUid = new Map(calendars.map((c) => [text(c.UID), c]));
  const chosen = byUid.get(text(project.CalendarUID)) ?? calendars.find((c) => flag(c.IsBaseCalendar)) ?? calendars[0];
  const weekWorking: (boolean | undefined)[] = new Array(7).fill(undefined);
  const holidays = new Set<string>();
  const workdays = new Set<string>();
  const chain: Node[] = [];
  for (let c = chosen; c && !chain.includes(c); c = byUid.get(text(c.BaseCalendarUID))) chain.push(c);
  // The base's exceptions first, the derived calendar's override them.
  for (const cal of [...chain].reverse()) {
    for (const wd of list(cal.WeekDays?.WeekDay)) {
      const type = num(wd.DayType);
      if (type !== null && type >= 1 && type <= 7) weekWorking[type - 1] = flag(wd.DayWorking);
      else if (type === 0) exception(wd.TimePeriod, flag(wd.DayWorking), '');
    }
    for (const ex of list(cal.Exceptions?.Exception)) {
      // Type 1 = daily; every day of the period is the exception unless it recurs every n > 1 days.
      if ((num(ex.Type) ?? 1) !== 1 || (num(ex.Period) ?? 1) > 1) {
        leftOut.add('plan.mspdi.recurringCalendarExceptionIgnored', text(ex.Name) || undefined);
        continue;
      }
      exception(ex.TimePeriod, flag(ex.DayWorking), text(ex.Name));
    }
    if (list(cal.WorkWeeks?.WorkWeek).length) leftOut.add('plan.mspdi.workWeeksIgnored', text(cal.Name));
  }
  function exception(period: Node | undefined, working: boolean, name: string) {
    const from = day(period?.FromDate);
    const to = day(period?.ToDate);
    const range = from && to ? daysBetween(from, to) : null;
    if (!range) {
      leftOut.add('plan.mspdi.calendarExceptionUnreadable', name || undefined);
      return;
    }
    for (const d of range) {
      if (working) {
        workdays.add(d);
        holidays.delete(d);
      } else {
        holidays.add(d);
        workdays.delete(d);
      }
    }
  }
  const others = calendars.filter(
    (c) => !chain.includes(c) && (list(c.WeekDays?.WeekDay).length || list(c.Exceptions?.Exception).length),
  );
  for (const c of others) leftOut.add('plan.mspdi.otherCalendarIgnored', text(c.Name) || undefined);
  const weekendDays = weekWorking.flatMap((w, i) =>
    w === false || (w === undefined && (i === 0 || i === 6)) ? [i] : [],
  );
  return {
    name: text(chosen?.Name) || 'Standard',
    weekendDays,
    holidays: [...holidays].sort(),
    workdays: [...workdays].sort(),
    minutesPerDay,
  };
}
