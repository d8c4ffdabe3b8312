// Critical path method over working days: a forward pass for the early dates, a backward pass for
// the late ones, total and free float, summary tasks rolled up from their children. Iterative over
// a topological order (Kahn), typed arrays, no recursion; a dependency cycle is refused by name.
//
// Every constraint is reduced to "ES[to] ≥ ES[from] + w" on start points (see CalendarIndex):
//   FS: ES[to] ≥ EF[from] + lag          → w = d[from] + lag
//   SS: ES[to] ≥ ES[from] + lag          → w = lag
//   FF: EF[to] ≥ EF[from] + lag          → w = d[from] + lag − d[to]
//   SF: EF[to] ≥ ES[from] + lag          → w = lag − d[to]
// A summary task with children is two zero-length nodes: its start gate (every child starts after
// it; links into the summary hold it back) and its finish gate (after every child; FS and FF links
// out of the summary leave from it, SS and SF from the start gate).
import { CalendarIndex, dayNumber } from './calendar.ts';
import { outlineOf } from './outline.ts';
import {
  LINK_TYPES,
  type LinkType,
  ScheduleError,
  type ScheduleLink,
  type ScheduleTask,
  type WorkCalendar,
} from './types.ts';

export interface TaskTimes {
  id: string;
  /** Index of the parent task in the list, −1 at the top. */
  parent: number;
  summary: boolean;
  /** Working-day points (see CalendarIndex): a task runs from point es to point ef. */
  es: number;
  ef: number;
  ls: number;
  lf: number;
  earlyStart: string;
  earlyFinish: string;
  lateStart: string;
  lateFinish: string;
  /** Working days the task can slip without moving the project's finish. */
  totalFloat: number;
  /** Working days the task can slip without moving any successor's early start. */
  freeFloat: number;
  critical: boolean;
}

export interface CriticalPathResult {
  /** In the order of the input tasks. */
  tasks: TaskTimes[];
  /** The project's finish day (the last working day of the latest task). */
  finish: string;
  /** Working days from the project's start to its finish. */
  duration: number;
}

export interface CriticalPathInput {
  start: string;
  calendar: WorkCalendar | CalendarIndex;
  tasks: readonly ScheduleTask[];
  links: readonly ScheduleLink[];
}

/** Longest duration or lag accepted, in working days (≈ 400 years: keeps every sum inside 32 bits). */
const MAX_DAYS = 100_000;
const FROM_FINISH: Record<LinkType, boolean> = { FS: true, SS: false, FF: true, SF: false };
const TO_FINISH: Record<LinkType, boolean> = { FS: false, SS: false, FF: true, SF: true };

export function criticalPath(input: CriticalPathInput): CriticalPathResult {
  const { tasks, links } = input;
  const n = tasks.length;
  const index =
    input.calendar instanceof CalendarIndex ? input.calendar : new CalendarIndex(input.calendar, input.start);
  const startPoint = index.indexOf(dayNumber(input.start));
  const outline = outlineOf(tasks);
  const byId = new Map<string, number>();
  for (let i = 0; i < n; i++) {
    const t = tasks[i] as ScheduleTask;
    if (byId.has(t.id)) throw new ScheduleError('plan.task.duplicate', [t.name], `two tasks have the id ${t.id}`);
    byId.set(t.id, i);
    if (!outline.summary[i] && (!Number.isInteger(t.duration) || t.duration < 0 || t.duration > MAX_DAYS)) {
      throw new ScheduleError(
        'plan.task.duration',
        [t.name],
        `task ${t.name}: duration ${t.duration} is not a whole number of days ≥ 0`,
      );
    }
  }

  // Nodes: task i is node i (a summary's start gate); summary i's finish gate is node finishGate[i].
  const finishGate = new Int32Array(n).fill(-1);
  let nodes = n;
  for (let i = 0; i < n; i++) if (outline.summary[i]) finishGate[i] = nodes++;
  const owner = new Int32Array(nodes); // the task of each node
  const dur = new Int32Array(nodes);
  for (let i = 0; i < n; i++) {
    owner[i] = i;
    if (outline.summary[i]) owner[finishGate[i] as number] = i;
    else dur[i] = (tasks[i] as ScheduleTask).duration;
  }

  // Edges: two per child (gate → child, child → gate), one per link.
  let childCount = 0;
  for (let i = 0; i < n; i++) if ((outline.parent[i] as number) >= 0) childCount++;
  const edges = links.length + 2 * childCount;
  const eFrom = new Int32Array(edges);
  const eTo = new Int32Array(edges);
  const eW = new Int32Array(edges);
  let e = 0;
  for (let i = 0; i < n; i++) {
    const p = outline.parent[i] as number;
    if (p < 0) continue;
    eFrom[e] = p;
    eTo[e] = i;
    eW[e++] = 0;
    const out = outline.summary[i] ? (finishGate[i] as number) : i;
    eFrom[e] = out;
    eTo[e] = finishGate[p] as number;
    eW[e++] = dur[out] as number;
  }
  for (const link of links) {
    const from = byId.get(link.from);
    const to = byId.get(link.to);
    if (from === undefined || to === undefined) {
      throw new ScheduleError('plan.link.unknownTask', [from === undefined ? link.from : link.to]);
    }
    if (!LINK_TYPES.includes(link.type)) throw new ScheduleError('plan.link.type', [(tasks[to] as ScheduleTask).name]);
    if (!Number.isInteger(link.lag) || Math.abs(link.lag) > MAX_DAYS) {
      throw new ScheduleError('plan.link.lag', [(tasks[from] as ScheduleTask).name, (tasks[to] as ScheduleTask).name]);
    }
    if (from === to) throw new ScheduleError('plan.cycle', [(tasks[from] as ScheduleTask).name]);
    const src = outline.summary[from] && FROM_FINISH[link.type] ? (finishGate[from] as number) : from;
    eFrom[e] = src;
    eTo[e] = to;
    eW[e++] =
      (FROM_FINISH[link.type] ? (dur[src] as number) : 0) + link.lag - (TO_FINISH[link.type] ? (dur[to] as number) : 0);
  }

  // Out-edges as CSR (edges grouped by their source), then Kahn's topological order.
  const first = new Int32Array(nodes + 1);
  for (let k = 0; k < edges; k++) {
    const at = (eFrom[k] as number) + 1;
    first[at] = (first[at] as number) + 1;
  }
  for (let v = 0; v < nodes; v++) first[v + 1] = (first[v + 1] as number) + (first[v] as number);
  const fill = first.slice(0, nodes);
  const outTo = new Int32Array(edges);
  const outW = new Int32Array(edges);
  const indegree = new Int32Array(nodes);
  for (let k = 0; k < edges; k++) {
    const u = eFrom[k] as number;
    const v = eTo[k] as number;
    const at = fill[u] as number;
    fill[u] = at + 1;
    outTo[at] = v;
    outW[at] = eW[k] as number;
    indegree[v] = (indegree[v] as number) + 1;
  }
  const order = new Int32Array(nodes);
  let head = 0;
  let tail = 0;
  for (let v = 0; v < nodes; v++) if (indegree[v] === 0) order[tail++] = v;
  while (head < tail) {
    const u = order[head++] as number;
    for (let k = first[u] as number, end = first[u + 1] as number; k < end; k++) {
      const v = outTo[k] as number;
      const left = (indegree[v] as number) - 1;
      indegree[v] = left;
      if (left === 0) order[tail++] = v;
    }
  }
  if (tail < nodes) throw cycleError(tasks, owner, indegree, eFrom, eTo);

  // Forward pass: early starts, from the project's start or a start-no-earlier-than constraint.
  const es = new Int32Array(nodes).fill(startPoint);
  for (let i = 0; i < n; i++) {
    const snet = (tasks[i] as ScheduleTask).startNoEarlierThan;
    if (snet) es[i] = Math.max(startPoint, index.indexOf(dayNumber(snet)));
  }
  let projectFinish = startPoint;
  for (let o = 0; o < nodes; o++) {
    const u = order[o] as number;
    const esu = es[u] as number;
    for (let k = first[u] as number, end = first[u + 1] as number; k < end; k++) {
      const v = outTo[k] as number;
      const t = esu + (outW[k] as number);
      if (t > (es[v] as number)) es[v] = t;
    }
    const ef = esu + (dur[u] as number);
    if (ef > projectFinish) projectFinish = ef;
  }

  // Backward pass: late starts, from the project's finish; free float on the way (a gate passes on
  // the float of what follows it, so a task's free float is measured to real tasks only).
  const ls = new Int32Array(nodes);
  const free = new Int32Array(nodes);
  for (let o = nodes - 1; o >= 0; o--) {
    const u = order[o] as number;
    const esu = es[u] as number;
    let late = projectFinish - (dur[u] as number);
    let slack = projectFinish - esu - (dur[u] as number);
    for (let k = first[u] as number, end = first[u + 1] as number; k < end; k++) {
      const v = outTo[k] as number;
      const w = outW[k] as number;
      const l = (ls[v] as number) - w;
      if (l < late) late = l;
      const s = (es[v] as number) - esu - w + (v < n && !outline.summary[v] ? 0 : (free[v] as number));
      if (s < slack) slack = s;
    }
    ls[u] = late;
    free[u] = slack;
  }

  // Per task; summaries rolled up from their children (children follow their parent in the list).
  const tES = new Int32Array(n);
  const tEF = new Int32Array(n);
  const tLS = new Int32Array(n);
  const tLF = new Int32Array(n);
  const tTF = new Int32Array(n);
  const tFF = new Int32Array(n);
  const BIG = 0x3fffffff;
  for (let i = 0; i < n; i++) {
    if (outline.summary[i]) {
      tES[i] = BIG;
      tEF[i] = -BIG;
      tLS[i] = BIG;
      tLF[i] = -BIG;
      tTF[i] = BIG;
      tFF[i] = BIG;
    } else {
      tES[i] = es[i] as number;
      tEF[i] = (es[i] as number) + (dur[i] as number);
      tLS[i] = ls[i] as number;
      tLF[i] = (ls[i] as number) + (dur[i] as number);
      tTF[i] = (ls[i] as number) - (es[i] as number);
      tFF[i] = free[i] as number;
    }
  }
  for (let i = n - 1; i >= 0; i--) {
    const p = outline.parent[i] as number;
    if (p < 0) continue;
    if ((tES[i] as number) < (tES[p] as number)) tES[p] = tES[i] as number;
    if ((tEF[i] as number) > (tEF[p] as number)) tEF[p] = tEF[i] as number;
    if ((tLS[i] as number) < (tLS[p] as number)) tLS[p] = tLS[i] as number;
    if ((tLF[i] as number) > (tLF[p] as number)) tLF[p] = tLF[i] as number;
    if ((tTF[i] as number) < (tTF[p] as number)) tTF[p] = tTF[i] as number;
    if ((tFF[i] as number) < (tFF[p] as number)) tFF[p] = tFF[i] as number;
  }

  // A task with length shows its first and last working days; a zero-length one (a milestone) sits
  // at the end of the working day before its point, as MS Project shows it, unless at the start.
  const startDate = (s: number, f: number) => index.dateAt(f > s || s <= startPoint ? s : s - 1);
  const finishDate = (s: number, f: number) => index.dateAt(f > s ? f - 1 : s <= startPoint ? s : s - 1);
  const out: TaskTimes[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const s = tES[i] as number;
    const f = tEF[i] as number;
    const l = tLS[i] as number;
    const lf = tLF[i] as number;
    const tf = tTF[i] as number;
    out[i] = {
      id: (tasks[i] as ScheduleTask).id,
      parent: outline.parent[i] as number,
      summary: outline.summary[i] === 1,
      es: s - startPoint,
      ef: f - startPoint,
      ls: l - startPoint,
      lf: lf - startPoint,
      earlyStart: startDate(s, f),
      earlyFinish: finishDate(s, f),
      lateStart: startDate(l, lf),
      lateFinish: finishDate(l, lf),
      totalFloat: tf,
      freeFloat: tFF[i] as number,
      critical: tf <= 0,
    };
  }
  return {
    tasks: out,
    finish: index.dateAt(projectFinish > startPoint ? projectFinish - 1 : startPoint),
    duration: projectFinish - startPoint,
  };
}

/** Finds one cycle among the nodes Kahn could not order and names its tasks in link order. */
function cycleError(
  tasks: readonly ScheduleTask[],
  owner: Int32Array,
  indegree: Int32Array,
  eFrom: Int32Array,
  eTo: Int32Array,
): ScheduleError {
  // Every node left has a predecessor that is left too: walk predecessors until one repeats.
  const pred = new Map<number, number>();
  for (let k = 0; k < eTo.length; k++) {
    const v = eTo[k] as number;
    const u = eFrom[k] as number;
    if ((indegree[v] as number) > 0 && (indegree[u] as number) > 0 && !pred.has(v)) pred.set(v, u);
  }
  let v = indegree.findIndex((d) => d > 0);
  const seen = new Map<number, number>();
  const path: number[] = [];
  while (!seen.has(v)) {
    seen.set(v, path.length);
    path.push(v);
    v = pred.get(v) as number;
  }
  const cycle = path.slice(seen.get(v)).reverse();
  const owners: number[] = [];
  for (const node of cycle) {
    const t = owner[node] as number;
    if (owners[owners.length - 1] !== t) owners.push(t);
  }
  if (owners.length > 1 && owners[0] === owners[owners.length - 1]) owners.pop();
  const startAt = owners.indexOf(Math.min(...owners));
  const ordered = [...owners.slice(startAt), ...owners.slice(0, startAt)];
  return new ScheduleError(
    'plan.cycle',
    ordered.map((t) => (tasks[t] as ScheduleTask).name),
  );
}
