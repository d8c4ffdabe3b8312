import { type ApiOut, WORK_ORDER_STATUS, type workOrderRow, type workOrderTaskRow } from '@zj/contract';
import { currentTasksOf, type RuntimeService, type TaskWithInstance } from '../workflow/index.ts';

type OrderRow = ApiOut<typeof workOrderRow>;
type TaskRow = ApiOut<typeof workOrderTaskRow>;

/** The fields of a task row that describe the task itself. */
type TaskOnly =
  | 'taskId'
  | 'taskName'
  | 'taskStatus'
  | 'taskCreateTime'
  | 'taskEndTime'
  | 'outcome'
  | 'comment'
  | 'buttons';

/** An instance's status as the order statuses of the task lists. */
const INSTANCE_ORDER_STATUS: Readonly<Record<string, OrderRow['status']>> = {
  running: WORK_ORDER_STATUS.running,
  completed: WORK_ORDER_STATUS.approved,
  rejected: WORK_ORDER_STATUS.rejected,
  withdrawn: WORK_ORDER_STATUS.withdrawn,
  cancelled: WORK_ORDER_STATUS.cancelled,
};

/**
 * The heads of task rows of other businesses than work orders (a problem's approval …), by
 * instance: the title its business gave it, its process, starter, state and open steps.
 */
export async function businessTaskHeads(
  repo: RuntimeService['repo'],
  tasks: Pick<
    TaskWithInstance,
    | 'instanceId'
    | 'title'
    | 'processName'
    | 'businessKey'
    | 'instanceStatus'
    | 'starterId'
    | 'starterName'
    | 'instanceStartTime'
  >[],
) {
  const instanceIds = [...new Set(tasks.map((t) => t.instanceId))];
  const open = await repo.openTasksOfMany(instanceIds);
  // Holders and applicants by their nickname now (instances started before nicknames were kept too).
  const names = await repo.userNames([
    ...new Set([
      ...open.flatMap((t) => (t.assigneeId === null ? [] : [t.assigneeId])),
      ...tasks.map((t) => t.starterId),
    ]),
  ]);
  const rejections = await repo.lastRejections([
    ...new Set(tasks.filter((t) => t.instanceStatus === 'rejected').map((t) => t.instanceId)),
  ]);
  const heads = new Map<number, Omit<TaskRow, 'bizTable' | 'bizId' | TaskOnly>>();
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
      applicantName: names.get(t.starterId) || t.starterName,
      createTime: t.instanceStartTime,
      updateTime: null,
      currentTasks: currentTasksOf(open, names, t.instanceId),
      rejectReason: t.instanceStatus === 'rejected' ? (rejections.get(t.instanceId) ?? null) : null,
    });
  }
  return heads;
}
