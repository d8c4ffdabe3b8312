import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

export type FormFilters = { formName?: string; formKey?: string };
export type FormListQuery = FormFilters & { pageNum: number; pageSize: number };

export const formKeys = {
  all: ['system', 'form'] as const,
  list: (query: FormListQuery) => ['system', 'form', 'list', query] as const,
};

export const getForms = (query: FormListQuery) => call(API.forms.list, { query });

export function useForms(query: FormListQuery) {
  return useQuery({
    queryKey: formKeys.list(query),
    queryFn: () => getForms(query),
    placeholderData: keepPreviousData,
  });
}
