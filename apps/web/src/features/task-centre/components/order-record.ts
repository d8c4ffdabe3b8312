import type { MyOrderRow, WorkOrderRow, WorkOrderTaskRow } from '@zj/contract';

/** The business table of work orders; the task lists hold other businesses' tasks too. */
export const ORDER_TABLE = 'sys_work_order';

/**
 * What the detail views show: an order, a row of 我的任务 (an order, or another business's
 * application) or a task row (of an order, or of another business).
 */
export type OrderRecord = WorkOrderRow | MyOrderRow | WorkOrderTaskRow;

/** The task whose form shows another business's values: the row's task, else its current step's. */
export const formTaskOf = (record: OrderRecord): number =>
  'taskId' in record ? record.taskId : (record.currentTasks[0]?.taskId ?? 0);
