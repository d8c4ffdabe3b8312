import { useQuery } from '@tanstack/react-query';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { orderKeys } from './order-keys.ts';

/** The order with its form's schema (for anyone who may see the order). */
export const getOrder = async (orderId: number) => (await call(API.workOrders.get, { params: { orderId } })).data;

export const useOrder = (orderId: number | null | undefined) =>
  useQuery({
    queryKey: orderKeys.order(orderId ?? 0),
    queryFn: () => getOrder(orderId ?? 0),
    enabled: Boolean(orderId),
  });
