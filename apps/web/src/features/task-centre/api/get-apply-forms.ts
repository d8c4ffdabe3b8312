import { useQuery } from '@tanstack/react-query';
import type { AjaxResult, FormDetail, FormFlowRow } from '@zj/contract';
import { http } from '@/shared/api/request.ts';
import { orderKeys } from './order-keys.ts';

/** GET /system/order/forms: the forms one can apply with (their process is deployed). */
export const getFormFlows = async () => (await http.get<AjaxResult<FormFlowRow[]>>('/system/order/forms')).data;
/** GET /system/order/forms/{formId}: the form with its form-js schema. */
export const getFormDetail = async (formId: number) =>
  (await http.get<AjaxResult<FormDetail>>(`/system/order/forms/${formId}`)).data;

export const useFormFlows = () => useQuery({ queryKey: orderKeys.forms, queryFn: getFormFlows });
export const useFormDetail = (formId: number | null | undefined) =>
  useQuery({
    queryKey: orderKeys.form(formId ?? 0),
    queryFn: () => getFormDetail(formId ?? 0),
    enabled: Boolean(formId),
    staleTime: 60_000,
  });
