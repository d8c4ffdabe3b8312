import type { Draft, DraftTask } from './gantt-data.ts';

let made = 0;
/** An id for a task made in the editor (the server gives it its own on save). */
export const newTaskId = () => `n${Date.now().toString(36)}${(made++).toString(36)}`;

/** The index after the task's last descendant (its subtree in outline order). */
function subtreeEnd(tasks: readonly DraftTask[], index: number): number {
  const level = tasks[index]?.outlineLevel ?? 1;
  let end = index + 1;
  while (end < tasks.length && (tasks[end]?.outlineLevel ?? 1) > level) end++;
  return end;
}

/**
 * A new task of one working day after `after` and its subtree, at its level (as a subtask of it
 * with `child`), or at the end of the plan; it starts where `after` starts, else on `day`.
 */
export function addTask(
  draft: Draft,
  after: string | null,
  name: string,
  day: string,
  child = false,
): { draft: Draft; id: string } {
  const tasks = [...draft.tasks];
  const index = after === null ? -1 : tasks.findIndex((task) => task.id === after);
  const anchor = tasks[index];
  const id = newTaskId();
  const start = anchor?.start ?? day;
  const task: DraftTask = {
    id,
    taskName: name,
    outlineLevel: anchor ? anchor.outlineLevel + (child ? 1 : 0) : 1,
    duration: 1,
    milestone: false,
    startNoEarlierThan: start,
    percentComplete: 0,
    actualStart: null,
    actualFinish: null,
    remark: '',
    summary: false,
    start,
    finish: start,
    baselineStart: null,
    baselineFinish: null,
    totalFloat: 0,
    critical: false,
  };
  const at = anchor ? (child ? index + 1 : subtreeEnd(tasks, index)) : tasks.length;
  tasks.splice(at, 0, task);
  return { draft: { ...draft, tasks }, id };
}

/** Moves a task and its subtree one level in (under the task before it) or out; null when it cannot move. */
export function shiftTask(draft: Draft, id: string, by: 1 | -1): Draft | null {
  const index = draft.tasks.findIndex((task) => task.id === id);
  const task = draft.tasks[index];
  if (!task) return null;
  const before = draft.tasks[index - 1];
  if (by === 1 && (!before || before.outlineLevel < task.outlineLevel)) return null;
  if (by === -1 && task.outlineLevel <= 1) return null;
  const end = subtreeEnd(draft.tasks, index);
  return {
    ...draft,
    tasks: draft.tasks.map((each, at) =>
      at >= index && at < end ? { ...each, outlineLevel: each.outlineLevel + by } : each,
    ),
  };
}

/** The draft without the task, its subtasks and their links. */
export function removeTask(draft: Draft, id: string): Draft {
  const index = draft.tasks.findIndex((task) => task.id === id);
  if (index < 0) return draft;
  const end = subtreeEnd(draft.tasks, index);
  const gone = new Set(draft.tasks.slice(index, end).map((task) => task.id));
  return {
    tasks: draft.tasks.filter((task) => !gone.has(task.id)),
    links: draft.links.filter((link) => !gone.has(link.from) && !gone.has(link.to)),
  };
}

/** Whether a task has subtasks (a summary: its dates span theirs). */
export function hasSubtasks(draft: Draft, id: string): boolean {
  const index = draft.tasks.findIndex((task) => task.id === id);
  return index >= 0 && subtreeEnd(draft.tasks, index) > index + 1;
}
