// The WBS of a schedule from its outline: each task's parent, whether it is a summary, and its
// outline number (1, 1.1, 1.2, 2 …) — MS Project's model, where order and level make the tree.
import { ScheduleError, type ScheduleTask } from './types.ts';

export interface Outline {
  /** Index of each task's parent in the task list, −1 at the top. */
  parent: Int32Array;
  /** Whether each task has children. */
  summary: Uint8Array;
}

/** Refuses an outline that starts below level 1 or goes down more than one level at a time. */
export function outlineOf(tasks: readonly ScheduleTask[]): Outline {
  const n = tasks.length;
  const parent = new Int32Array(n).fill(-1);
  const summary = new Uint8Array(n);
  const stack: number[] = []; // task index at each open level (stack[k] has level k + 1)
  for (let i = 0; i < n; i++) {
    const task = tasks[i] as ScheduleTask;
    const level = task.outlineLevel;
    if (!Number.isInteger(level) || level < 1 || level > stack.length + 1) {
      throw new ScheduleError(
        'plan.task.outline',
        [task.name],
        `task ${task.name}: outline level ${level} does not follow the task before it`,
      );
    }
    stack.length = level - 1;
    if (level > 1) {
      const p = stack[level - 2] as number;
      parent[i] = p;
      summary[p] = 1;
    }
    stack.push(i);
  }
  return { parent, summary };
}

/** Each task's outline number: '1', '1.2', '1.2.3' … (assumes an outline outlineOf accepts). */
export function outlineNumbers(tasks: readonly ScheduleTask[]): string[] {
  const counters: number[] = [];
  return tasks.map((task) => {
    counters.length = task.outlineLevel;
    counters[task.outlineLevel - 1] = (counters[task.outlineLevel - 1] ?? 0) + 1;
    return counters.join('.');
  });
}
