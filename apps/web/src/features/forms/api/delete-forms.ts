import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { formKeys } from './get-forms.ts';

export const deleteForms = (ids: readonly number[]) => call(API.forms.remove, { params: { formIds: ids.join(',') } });

export function useDeleteForms() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteForms,
    onSuccess: () => client.invalidateQueries({ queryKey: formKeys.all }),
  });
}
