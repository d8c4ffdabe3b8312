import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TableResult, WorkOrderRow, WorkOrderTaskRow } from '@zj/contract';
import { http } from '@/shared/api/request.ts';
import { orderKeys } from './order-keys.ts';

export type OrderFilters = { title?: string; status?: string };
export type OrderListQuery = OrderFilters & { pageNum: number; pageSize: number };
export type TaskFilters = { title?: string };
export type TaskListQuery = TaskFilters & { pageNum: number; pageSize: number };

/** GET /system/order/list: the caller's orders (我的任务). */
export const getMyOrders = (query: OrderListQuery) => http.get<TableResult<WorkOrderRow>>('/system/order/list', query);
/** GET /system/order/myTodoList: orders with a task the caller may handle (待办任务). */
export const getTodoOrders = (query: TaskListQuery) =>
  http.get<TableResult<WorkOrderTaskRow>>('/system/order/myTodoList', query);
/** GET /system/order/showlist: the tasks the caller handled (我处理的). */
export const getDoneOrders = (query: TaskListQuery) =>
  http.get<TableResult<WorkOrderTaskRow>>('/system/order/showlist', query);

export const useMyOrders = (query: OrderListQuery) =>
  useQuery({ queryKey: orderKeys.mine(query), queryFn: () => getMyOrders(query), placeholderData: keepPreviousData });
export const useTodoOrders = (query: TaskListQuery) =>
  useQuery({ queryKey: orderKeys.todo(query), queryFn: () => getTodoOrders(query), placeholderData: keepPreviousData });
export const useDoneOrders = (query: TaskListQuery) =>
  useQuery({ queryKey: orderKeys.done(query), queryFn: () => getDoneOrders(query), placeholderData: keepPreviousData });
