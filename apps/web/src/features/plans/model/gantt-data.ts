import type { ILink, ITask } from '@svar-ui/react-gantt';
import type {
  PlanCalculateResult,
  PlanCalendar,
  PlanDetail,
  PlanLinkBody,
  PlanLinkType,
  PlanTaskBody,
} from '@zj/contract';
import { addDays, dateOf, dayOf, workdaysBetween } from './work-days.ts';

/**
 * A task of the plan being edited: what the API writes (its body) and what the server computed for
 * it (dates, floats, critical) — the computed part refreshed by a calculation, never sent.
 */
export interface DraftTask {
  id: string;
  taskName: string;
  outlineLevel: number;
  duration: number;
  milestone: boolean;
  startNoEarlierThan: string | null;
  percentComplete: number;
  actualStart: string | null;
  actualFinish: string | null;
  remark: string;
  summary: boolean;
  start: string;
  finish: string;
  baselineStart: string | null;
  baselineFinish: string | null;
  totalFloat: number;
  critical: boolean;
}

/** A link of the draft: predecessor `from`, successor `to`, type, lag in working days. */
export interface DraftLink {
  from: string;
  to: string;
  type: PlanLinkType;
  lag: number;
}

export interface Draft {
  tasks: DraftTask[];
  links: DraftLink[];
}

type TLinkType = ILink['type'];

/** The plan as read, as a draft (ids as text, links by task id). */
export function draftOf(plan: Pick<PlanDetail, 'tasks' | 'links'>): Draft {
  return {
    tasks: plan.tasks.map((task) => ({
      id: String(task.taskId),
      taskName: task.taskName,
      outlineLevel: task.outlineLevel,
      duration: task.duration,
      milestone: task.milestone,
      startNoEarlierThan: task.startNoEarlierThan,
      percentComplete: task.percentComplete,
      actualStart: task.actualStart,
      actualFinish: task.actualFinish,
      remark: task.remark,
      summary: task.summary,
      start: task.start,
      finish: task.finish,
      baselineStart: task.baselineStart,
      baselineFinish: task.baselineFinish,
      totalFloat: task.totalFloat,
      critical: task.critical,
    })),
    links: plan.links.map((link) => ({
      from: String(link.fromTaskId),
      to: String(link.toTaskId),
      type: link.type,
      lag: link.lag,
    })),
  };
}

/** MS Project's outline: a task's parent is the nearest earlier task one level up (null at the top). */
export function parentsOf(tasks: readonly Pick<DraftTask, 'id' | 'outlineLevel'>[]): Map<string, string | null> {
  const parents = new Map<string, string | null>();
  const open: { id: string; level: number }[] = [];
  for (const task of tasks) {
    while (open.length && (open.at(-1)?.level ?? 0) >= task.outlineLevel) open.pop();
    parents.set(task.id, open.at(-1)?.id ?? null);
    open.push({ id: task.id, level: task.outlineLevel });
  }
  return parents;
}

/** The gantt's link types for the API's: finish-to-start is end-to-start, and so on. */
export const GANTT_LINK_TYPE: Readonly<Record<PlanLinkType, TLinkType>> = {
  FS: 'e2s',
  SS: 's2s',
  FF: 'e2e',
  SF: 's2e',
};
const API_LINK_TYPE = Object.fromEntries(Object.entries(GANTT_LINK_TYPE).map(([api, gantt]) => [gantt, api])) as Record<
  TLinkType,
  PlanLinkType
>;
export const apiLinkType = (type: TLinkType): PlanLinkType => API_LINK_TYPE[type] ?? 'FS';

/** The id the gantt gives a link (one link per pair and direction). */
export const linkId = (link: Pick<DraftLink, 'from' | 'to'>) => `${link.from}>${link.to}`;

/** The gantt's tasks: summaries over their children, milestones as points, the baseline under each bar. */
export function ganttTasksOf(draft: Draft): ITask[] {
  const parents = parentsOf(draft.tasks);
  const hasChildren = new Set([...parents.values()].filter((id): id is string => id !== null));
  return draft.tasks.map((task) => {
    const summary = hasChildren.has(task.id);
    const type = summary ? 'summary' : task.milestone ? 'milestone' : 'task';
    const start = dateOf(task.start);
    const end = type === 'milestone' ? start : addDays(dateOf(task.finish), 1);
    return {
      id: task.id,
      text: task.taskName,
      parent: parents.get(task.id) ?? 0,
      type,
      ...(summary ? { open: true } : {}),
      start,
      end,
      progress: task.percentComplete,
      critical: task.critical,
      ...(task.baselineStart && task.baselineFinish
        ? {
            base_start: dateOf(task.baselineStart),
            base_end: type === 'milestone' ? dateOf(task.baselineStart) : addDays(dateOf(task.baselineFinish), 1),
          }
        : {}),
    };
  });
}

export function ganttLinksOf(draft: Draft): ILink[] {
  return draft.links.map((link) => ({
    id: linkId(link),
    source: link.from,
    target: link.to,
    type: GANTT_LINK_TYPE[link.type],
    lag: link.lag,
  }));
}

const calendarDays = (from: Date, to: Date) => Math.round((to.getTime() - from.getTime()) / 86_400_000);

/** The gantt's tasks in outline order (depth first, siblings as listed) with their levels. */
function outline(tasks: readonly Partial<ITask>[]): { task: Partial<ITask>; level: number }[] {
  const ids = new Set(tasks.map((task) => String(task.id)));
  const children = new Map<string, Partial<ITask>[]>();
  for (const task of tasks) {
    const parent = task.parent !== undefined && ids.has(String(task.parent)) ? String(task.parent) : '';
    children.set(parent, [...(children.get(parent) ?? []), task]);
  }
  const ordered: { task: Partial<ITask>; level: number }[] = [];
  const walk = (parent: string, level: number) => {
    for (const task of children.get(parent) ?? []) {
      ordered.push({ task, level });
      walk(String(task.id), level + 1);
    }
  };
  walk('', 1);
  return ordered;
}

/**
 * The draft after an edit in the gantt (its tasks and links as it holds them): the outline from
 * the tree, a bar moved keeps its new start as 不早于 (start no earlier than), a bar resized gets
 * the working days it now spans; what the gantt does not edit (actual dates, remark) is kept.
 */
export function draftFromGantt(
  tasks: readonly Partial<ITask>[],
  links: readonly ILink[],
  before: Draft,
  calendar: PlanCalendar,
  newName: string,
): Draft {
  const known = new Map(before.tasks.map((task) => [task.id, task]));
  const draftTasks = outline(tasks).map(({ task, level }): DraftTask => {
    const id = String(task.id);
    const was = known.get(id);
    const milestone = task.type === 'milestone';
    const start = task.start ? dayOf(task.start) : (was?.start ?? dayOf(new Date()));
    const end = task.end ?? (task.start ? addDays(task.start, 1) : undefined);
    const moved = was !== undefined && was.start !== start;
    // A bar moved keeps its length in calendar days; a resized one has another.
    const resized =
      was !== undefined &&
      !milestone &&
      task.start !== undefined &&
      end !== undefined &&
      calendarDays(task.start, end) !== calendarDays(dateOf(was.start), addDays(dateOf(was.finish), 1));
    const spanned = task.start && end ? workdaysBetween(calendar, task.start, end) : 1;
    const duration = milestone ? 0 : was && !resized && !was.milestone ? was.duration : Math.max(1, spanned);
    return {
      id,
      taskName: (task.text ?? '').trim() || was?.taskName || newName,
      outlineLevel: level,
      duration,
      milestone,
      startNoEarlierThan: moved || (was === undefined && task.start) ? start : (was?.startNoEarlierThan ?? null),
      percentComplete: Math.min(100, Math.max(0, Math.round(task.progress ?? was?.percentComplete ?? 0))),
      actualStart: was?.actualStart ?? null,
      actualFinish: was?.actualFinish ?? null,
      remark: was?.remark ?? '',
      summary: was?.summary ?? false,
      start,
      finish: end ? dayOf(addDays(end, milestone ? 0 : -1)) : start,
      baselineStart: was?.baselineStart ?? null,
      baselineFinish: was?.baselineFinish ?? null,
      totalFloat: was?.totalFloat ?? 0,
      critical: was?.critical ?? false,
    };
  });
  const present = new Set(draftTasks.map((task) => task.id));
  const seen = new Set<string>();
  const draftLinks: DraftLink[] = [];
  for (const link of links) {
    const body = {
      from: String(link.source),
      to: String(link.target),
      type: apiLinkType(link.type),
      lag: Number(link.lag ?? 0),
    };
    if (!present.has(body.from) || !present.has(body.to) || body.from === body.to || seen.has(linkId(body))) continue;
    seen.add(linkId(body));
    draftLinks.push(body);
  }
  return { tasks: draftTasks, links: draftLinks };
}

/** The tasks and links as the API takes them (calculate, edit): what the server computes left out. */
export function bodyOf(draft: Draft): { tasks: PlanTaskBody[]; links: PlanLinkBody[] } {
  return {
    tasks: draft.tasks.map((task) => ({
      id: task.id,
      taskName: task.taskName,
      outlineLevel: task.outlineLevel,
      duration: task.duration,
      milestone: task.milestone,
      startNoEarlierThan: task.startNoEarlierThan,
      percentComplete: task.percentComplete,
      actualStart: task.actualStart,
      actualFinish: task.actualFinish,
      remark: task.remark,
    })),
    links: draft.links.map((link) => ({ ...link })),
  };
}

/** The draft with the dates, floats and critical flags of a calculation (tasks it does not name stay). */
export function withCalculated(draft: Draft, result: PlanCalculateResult): Draft {
  const computed = new Map(result.tasks.map((task) => [task.id, task]));
  return {
    links: draft.links,
    tasks: draft.tasks.map((task) => {
      const row = computed.get(task.id);
      return row
        ? {
            ...task,
            summary: row.summary,
            start: row.start,
            finish: row.finish,
            totalFloat: row.totalFloat,
            critical: row.critical,
          }
        : task;
    }),
  };
}

/** A task changed by the task dialog (its fields), the rest of the draft as it was. */
export function withTask(draft: Draft, id: string, change: Partial<DraftTask>): Draft {
  return { ...draft, tasks: draft.tasks.map((task) => (task.id === id ? { ...task, ...change } : task)) };
}

/** The draft with a link added or replaced (the pair's), or removed (`link` null). */
export function withLink(draft: Draft, key: string, link: DraftLink | null): Draft {
  const links = draft.links.filter((each) => linkId(each) !== key);
  return { ...draft, links: link ? [...links.filter((each) => linkId(each) !== linkId(link)), link] : links };
}
