import type { TaskState } from '@zj/contract';
import type { ColourGroup } from '@/features/bim/viewer/index.ts';

/** The 4D colours: grey not started, blue in progress, green done, red late. */
export const STATE_COLOURS: Record<TaskState, string> = {
  notStarted: '#bfbfbf',
  inProgress: '#1677ff',
  done: '#52c41a',
  late: '#f5222d',
};
export const STATES = Object.keys(STATE_COLOURS) as TaskState[];

export interface ComponentState {
  globalId: string;
  taskId: number;
  state: TaskState;
}

/**
 * The colour groups of the components' states on a day. A component bound to several tasks takes
 * the most pressing state: late over in progress over not started over done.
 */
export function colourGroups(rows: readonly ComponentState[]): ColourGroup[] {
  const rank: Record<TaskState, number> = { late: 3, inProgress: 2, notStarted: 1, done: 0 };
  const stateOf = new Map<string, TaskState>();
  for (const row of rows) {
    const before = stateOf.get(row.globalId);
    if (!before || rank[row.state] > rank[before]) stateOf.set(row.globalId, row.state);
  }
  return STATES.map((state) => ({
    color: STATE_COLOURS[state],
    globalIds: [...stateOf].filter(([, s]) => s === state).map(([globalId]) => globalId),
  })).filter((group) => group.globalIds.length > 0);
}

/** The components bound to a task. */
export const componentsOf = (rows: readonly ComponentState[], taskId: number) => [
  ...new Set(rows.filter((row) => row.taskId === taskId).map((row) => row.globalId)),
];

/** The tasks bound to any of these components, in the order of the rows. */
export function tasksOf(rows: readonly ComponentState[], globalIds: readonly string[]): number[] {
  const wanted = new Set(globalIds);
  return [...new Set(rows.filter((row) => wanted.has(row.globalId)).map((row) => row.taskId))];
}

const DAY_MS = 86_400_000;
const utc = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => Math.round((utc(to) - utc(from)) / DAY_MS);

/** The day `n` calendar days after `day`. */
export const addDays = (day: string, n: number) => new Date(utc(day) + n * DAY_MS).toISOString().slice(0, 10);

/** The day the simulation opens on: today inside the plan, else its start (or its finish, once over). */
export function openingDay(start: string, finish: string | null, today: string): string {
  if (today < start) return start;
  if (finish && today > finish) return finish;
  return today;
}

/** How many days one step of the playback moves: about 60 steps over the plan, at least one day. */
export const playStep = (totalDays: number) => Math.max(1, Math.ceil(totalDays / 60));
