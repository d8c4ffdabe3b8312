import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FormRow, TableResult } from '@zj/contract';
import { http } from '@/shared/api/request.ts';

export type FormFilters = { formName?: string; formKey?: string };
export type FormListQuery = FormFilters & { pageNum: number; pageSize: number };

export const formKeys = {
  all: ['system', 'form'] as const,
  list: (query: FormListQuery) => ['system', 'form', 'list', query] as const,
};

/** GET /system/form/list */
export const getForms = (query: FormListQuery) => http.get<TableResult<FormRow>>('/system/form/list', query);

export function useForms(query: FormListQuery) {
  return useQuery({
    queryKey: formKeys.list(query),
    queryFn: () => getForms(query),
    placeholderData: keepPreviousData,
  });
}
