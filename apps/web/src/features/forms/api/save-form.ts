import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormBody, FormUpdateBody } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { formKeys } from './get-forms.ts';

/** A new form, or the form of `formId`. */
export const saveForm = (body: FormBody | FormUpdateBody) =>
  'formId' in body && body.formId ? call(API.forms.edit, { body }) : call(API.forms.add, { body });

export function useSaveForm() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveForm, onSuccess: () => client.invalidateQueries({ queryKey: formKeys.all }) });
}
