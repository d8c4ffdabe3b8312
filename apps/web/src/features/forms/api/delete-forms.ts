import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { useInvalidatingMutation } from '@/shared/api/query-hooks.ts';
import { formKeys } from './get-forms.ts';

export const deleteForms = (ids: readonly number[]) => call(API.forms.remove, { params: { formIds: ids.join(',') } });

export const useDeleteForms = () => useInvalidatingMutation(deleteForms, formKeys.all);
