import { useQuery } from '@tanstack/react-query';
import type { AjaxResult, FormDetail, FormFlowRow } from '@zj/contract';
import { http } from '@/shared/api/request.ts';
import { orderKeys } from './order-keys.ts';

/** GET /system/form/listX: every form with its flow relation (definitionId null: no deployed process). */
export const getFormFlows = async () => (await http.get<AjaxResult<FormFlowRow[]>>('/system/form/listX')).data;
/** GET /system/form/{formId}: the form with its form-js schema. */
export const getFormDetail = async (formId: number) =>
  (await http.get<AjaxResult<FormDetail>>(`/system/form/${formId}`)).data;

export const useFormFlows = () => useQuery({ queryKey: orderKeys.forms, queryFn: getFormFlows });
export const useFormDetail = (formId: number | null | undefined) =>
  useQuery({
    queryKey: orderKeys.form(formId ?? 0),
    queryFn: () => getFormDetail(formId ?? 0),
    enabled: Boolean(formId),
    staleTime: 60_000,
  });
