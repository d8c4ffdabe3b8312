import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { listKeys, useListQuery } from '@/shared/api/query-hooks.ts';

export type FormFilters = { formName?: string; formKey?: string };
export type FormListQuery = FormFilters & { pageNum: number; pageSize: number };

export const formKeys = listKeys('system', 'form');

export const getForms = (query: FormListQuery) => call(API.forms.list, { query });

export const useForms = (query: FormListQuery) => useListQuery(formKeys.list(query), () => getForms(query));
