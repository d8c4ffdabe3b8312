import { useQuery } from '@tanstack/react-query';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { orderKeys } from './order-keys.ts';

/** The form and values of a task that is not a work order's. */
export const getTaskForm = async (taskId: number) => (await call(API.tasks.taskForm, { params: { taskId } })).data;

export const useTaskForm = (taskId: number) =>
  useQuery({ queryKey: orderKeys.taskForm(taskId), queryFn: () => getTaskForm(taskId), enabled: taskId > 0 });
