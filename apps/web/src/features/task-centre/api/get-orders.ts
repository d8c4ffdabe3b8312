import type { MyOrderRow, TableResult, WORK_ORDER_STATUS } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { type Paged, useListQuery } from '@/shared/api/query-hooks.ts';
import { orderKeys } from './order-keys.ts';

export type OrderFilters = { title?: string; status?: (typeof WORK_ORDER_STATUS)[keyof typeof WORK_ORDER_STATUS] };
export type OrderListQuery = Paged<OrderFilters>;
export type TaskFilters = { title?: string };
export type TaskListQuery = Paged<TaskFilters>;

/** A row of 我的任务 with a key of its own (another business's application has no order id). */
export type MyOrderListRow = MyOrderRow & { key: string };
const keyed = (row: MyOrderRow): MyOrderListRow => ({
  ...row,
  key: row.orderId !== null ? String(row.orderId) : `${row.bizTable}-${row.bizId}-${row.instanceId ?? ''}`,
});

/** The caller's orders and other applications (我的任务). */
export const getMyOrders = async (query: OrderListQuery): Promise<TableResult<MyOrderListRow>> => {
  const page = await call(API.workOrders.list, { query });
  return { ...page, rows: page.rows.map(keyed) };
};
/** Tasks the caller may handle, with the order (or other record) they belong to (待办任务). */
export const getTodoOrders = (query: TaskListQuery) => call(API.tasks.myTodoList, { query });
/** The tasks the caller handled (我处理的). */
export const getDoneOrders = (query: TaskListQuery) => call(API.tasks.showlist, { query });

export const useMyOrders = (query: OrderListQuery) => useListQuery(orderKeys.mine(query), () => getMyOrders(query));
export const useTodoOrders = (query: TaskListQuery) => useListQuery(orderKeys.todo(query), () => getTodoOrders(query));
export const useDoneOrders = (query: TaskListQuery) => useListQuery(orderKeys.done(query), () => getDoneOrders(query));
