import { useQuery } from '@tanstack/react-query';
import type { AjaxResult, WorkOrderDetail } from '@zj/contract';
import { http } from '@/shared/api/request.ts';
import { orderKeys } from './order-keys.ts';

/** GET /system/order/{orderId}: the order with its form's schema (for anyone who may see the order). */
export const getOrder = async (orderId: number) =>
  (await http.get<AjaxResult<WorkOrderDetail>>(`/system/order/${orderId}`)).data;

export const useOrder = (orderId: number | null | undefined) =>
  useQuery({
    queryKey: orderKeys.order(orderId ?? 0),
    queryFn: () => getOrder(orderId ?? 0),
    enabled: Boolean(orderId),
  });
