import type { AjaxResult, FormDetail } from '@zj/contract';
import { http } from '@/shared/api/request.ts';

/** GET /system/form/{formId}: the form with its schema. */
export const getForm = async (formId: number) =>
  (await http.get<AjaxResult<FormDetail>>(`/system/form/${formId}`)).data;
