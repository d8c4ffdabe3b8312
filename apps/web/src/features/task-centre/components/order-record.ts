import type { WorkOrderRow, WorkOrderTaskRow } from '@zj/contract';

/** The business table of work orders; the task lists hold other businesses' tasks too. */
export const ORDER_TABLE = 'sys_work_order';

/** What the detail views show: an order, or a task row (of an order, or of another business). */
export type OrderRecord = WorkOrderRow | WorkOrderTaskRow;
