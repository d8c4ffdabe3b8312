import { useQuery } from '@tanstack/react-query';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { orderKeys } from './order-keys.ts';

/** The forms one can apply with (their process is deployed). */
export const getFormFlows = async () => (await call(API.workOrders.forms)).data;
/** The form with its form-js schema. */
export const getFormDetail = async (formId: number) => (await call(API.workOrders.form, { params: { formId } })).data;

export const useFormFlows = () => useQuery({ queryKey: orderKeys.forms, queryFn: getFormFlows });
export const useFormDetail = (formId: number | null | undefined) =>
  useQuery({
    queryKey: orderKeys.form(formId ?? 0),
    queryFn: () => getFormDetail(formId ?? 0),
    enabled: Boolean(formId),
    staleTime: 60_000,
  });
