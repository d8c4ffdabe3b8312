import { type ApiOut, WORK_ORDER_STATUS, type workOrderTaskRow } from '@zj/contract';
import type { Instance, Task, TaskWithInstance } from './runtime.repository.ts';
import { currentTasksOf } from './runtime-views.ts';
import type { TaskListsRepository } from './task-lists.repository.ts';

/** A row of the task centre's lists (myTodoList, showlist): the task and what it belongs to. */
export type TaskListRow = ApiOut<typeof workOrderTaskRow>;

/** The fields of a task row that describe the task itself. */
type TaskOnly =
  | 'taskId'
  | 'taskName'
  | 'taskStatus'
  | 'taskCreateTime'
  | 'taskEndTime'
  | 'assigneeId'
  | 'claimed'
  | 'outcome'
  | 'comment'
  | 'buttons';

/** What a row says of the record a task belongs to (a work order's row; another business's instance). */
export type TaskHead = Omit<TaskListRow, 'bizTable' | 'bizId' | TaskOnly>;

/** An instance's status as the order statuses of the task lists. */
export const INSTANCE_ORDER_STATUS: Readonly<Record<string, TaskHead['status']>> = {
  running: WORK_ORDER_STATUS.running,
  completed: WORK_ORDER_STATUS.approved,
  rejected: WORK_ORDER_STATUS.rejected,
  withdrawn: WORK_ORDER_STATUS.withdrawn,
  cancelled: WORK_ORDER_STATUS.cancelled,
};

/** The open steps of instances and, for the rejected ones, the latest reason: what list rows show of their progress. */
export interface Progress {
  currentTasks(instanceId: number | null): TaskHead['currentTasks'];
  rejectReason(instanceId: number | null): string | null;
}

/**
 * The progress of instances: their open tasks with who holds them (by nickname now) and the
 * latest rejection of those in `rejected`. `moreUsers`: other users whose names the caller
 * needs too (read in the same statement).
 */
export async function progressOf(
  repo: TaskListsRepository,
  instanceIds: readonly number[],
  rejected: readonly number[],
  moreUsers: readonly number[] = [],
): Promise<Progress & { names: ReadonlyMap<number, string> }> {
  const open = await repo.openTasksOfMany([...new Set(instanceIds)]);
  const names = await repo.userNames([
    ...new Set([...open.flatMap((t: Task) => (t.assigneeId === null ? [] : [t.assigneeId])), ...moreUsers]),
  ]);
  const rejections = await repo.lastRejections([...new Set(rejected)]);
  return {
    names,
    currentTasks: (instanceId) => currentTasksOf(open, names, instanceId),
    rejectReason: (instanceId) => (instanceId === null ? null : (rejections.get(instanceId) ?? null)),
  };
}

type InstanceHead = Pick<
  TaskWithInstance,
  | 'instanceId'
  | 'title'
  | 'processName'
  | 'businessKey'
  | 'instanceStatus'
  | 'starterId'
  | 'starterName'
  | 'instanceStartTime'
>;

/** An instance as the part of a task row its instance gives. */
export const instanceHeadOf = (i: Instance): InstanceHead => ({
  instanceId: i.instanceId,
  title: i.title,
  processName: i.name,
  businessKey: i.businessKey,
  instanceStatus: i.status,
  starterId: i.starterId,
  starterName: i.starterName,
  instanceStartTime: i.startTime,
});

/**
 * The heads of task rows of businesses that registered none of their own (a problem's approval
 * …), by instance: the title its business gave it, its process, starter, state and open steps.
 */
export async function instanceHeads(repo: TaskListsRepository, tasks: InstanceHead[]): Promise<Map<number, TaskHead>> {
  const progress = await progressOf(
    repo,
    tasks.map((t) => t.instanceId),
    tasks.filter((t) => t.instanceStatus === 'rejected').map((t) => t.instanceId),
    // Applicants by their nickname now (instances started before nicknames were kept too).
    tasks.map((t) => t.starterId),
  );
  const heads = new Map<number, TaskHead>();
  for (const t of tasks) {
    heads.set(t.instanceId, {
      orderId: null,
      title: t.title || t.processName,
      formId: null,
      formKey: t.businessKey,
      formName: t.processName,
      formData: {},
      instanceId: t.instanceId,
      status: INSTANCE_ORDER_STATUS[t.instanceStatus] ?? WORK_ORDER_STATUS.running,
      applicantId: t.starterId,
      applicantName: progress.names.get(t.starterId) || t.starterName,
      createTime: t.instanceStartTime,
      updateTime: null,
      currentTasks: progress.currentTasks(t.instanceId),
      rejectReason: t.instanceStatus === 'rejected' ? progress.rejectReason(t.instanceId) : null,
    });
  }
  return heads;
}
