import { useQuery } from '@tanstack/react-query';
import type { AjaxResult, TaskFormView } from '@zj/contract';
import { http } from '@/shared/api/request.ts';
import { orderKeys } from './order-keys.ts';

/** GET /system/order/taskForm/{taskId}: the form and values of a task that is not a work order's. */
export const getTaskForm = async (taskId: number) =>
  (await http.get<AjaxResult<TaskFormView>>(`/system/order/taskForm/${taskId}`)).data;

export const useTaskForm = (taskId: number) =>
  useQuery({ queryKey: orderKeys.taskForm(taskId), queryFn: () => getTaskForm(taskId), enabled: taskId > 0 });
