import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormBody, FormUpdateBody } from '@zj/contract';
import { http } from '@/shared/api/request.ts';
import { formKeys } from './get-forms.ts';

/** POST /system/form (new) or PUT /system/form (with formId). */
export const saveForm = (body: FormBody | FormUpdateBody) =>
  'formId' in body && body.formId ? http.put('/system/form', body) : http.post('/system/form', body);

export function useSaveForm() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveForm, onSuccess: () => client.invalidateQueries({ queryKey: formKeys.all }) });
}
