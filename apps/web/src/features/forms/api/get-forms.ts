import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { type Paged, queryKeys, useListQuery } from '@/shared/api/query-hooks.ts';

export type FormFilters = { formName?: string; formKey?: string };
export type FormListQuery = Paged<FormFilters>;

export const formKeys = queryKeys('system', 'form');

export const getForms = (query: FormListQuery) => call(API.forms.list, { query });

export const useForms = (query: FormListQuery) => useListQuery(formKeys.list(query), () => getForms(query));
