import { useQuery } from '@tanstack/react-query';
import { type TaskRow, WORK_ORDER_STATUS, type WorkOrderTaskRow } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { ORDER_TABLE } from '../components/order-record.ts';
import { orderKeys } from './order-keys.ts';

/**
 * One task, asked without telling the user of a refusal: a task handled by
 * someone else (no longer offered to the caller) or gone answers null.
 */
export const getLinkedTask = async (taskId: number): Promise<TaskRow | null> => {
  try {
    return (await call(API.tasks.get, { params: { taskId } }, { silent: true })).data;
  } catch {
    return null;
  }
};

/** The task a 待办 message names (`?taskId=`), while it is asked for. */
export const useLinkedTask = (taskId: number) =>
  useQuery({
    queryKey: [...orderKeys.all, 'linked-task', taskId],
    queryFn: () => getLinkedTask(taskId),
    enabled: taskId > 0,
    staleTime: 0,
  });

const ORDER_STATUS_OF: Readonly<Record<string, WorkOrderTaskRow['status']>> = {
  running: WORK_ORDER_STATUS.running,
  completed: WORK_ORDER_STATUS.approved,
  rejected: WORK_ORDER_STATUS.rejected,
  withdrawn: WORK_ORDER_STATUS.withdrawn,
  cancelled: WORK_ORDER_STATUS.cancelled,
};

/** An open task of the caller as a row of 待办 (when it is not on the page shown). */
export function todoRowOf(task: TaskRow): WorkOrderTaskRow {
  const order = task.bizTable === ORDER_TABLE ? Number(task.bizId) : Number.NaN;
  return {
    orderId: Number.isSafeInteger(order) ? order : null,
    title: task.title || task.processName,
    formId: null,
    formKey: task.businessKey,
    formName: task.processName,
    formData: {},
    instanceId: task.instanceId,
    status: ORDER_STATUS_OF[task.instanceStatus] ?? WORK_ORDER_STATUS.running,
    applicantId: task.startUserId,
    applicantName: task.startUserName,
    createTime: null,
    updateTime: null,
    currentTasks: [{ taskId: task.taskId, taskName: task.taskName, assigneeName: task.assigneeName }],
    rejectReason: null,
    bizTable: task.bizTable,
    bizId: task.bizId,
    taskId: task.taskId,
    taskName: task.taskName,
    taskStatus: task.status,
    taskCreateTime: task.createTime,
    taskEndTime: task.endTime,
    assigneeId: task.assigneeId,
    claimed: task.claimed,
    outcome: task.outcome,
    comment: task.comment,
    buttons: task.buttons,
  };
}
