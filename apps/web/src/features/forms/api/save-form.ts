import type { FormBody, FormUpdateBody } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { useInvalidatingMutation } from '@/shared/api/query-hooks.ts';
import { formKeys } from './get-forms.ts';

/** A new form, or the form of `formId`. */
export const saveForm = (body: FormBody | FormUpdateBody) =>
  'formId' in body && body.formId ? call(API.forms.edit, { body }) : call(API.forms.add, { body });

export const useSaveForm = () => useInvalidatingMutation(saveForm, formKeys.all);
