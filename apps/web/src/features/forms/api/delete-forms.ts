import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/request.ts';
import { formKeys } from './get-forms.ts';

/** DELETE /system/form/{ids} */
export const deleteForms = (ids: readonly number[]) => http.delete(`/system/form/${ids.join(',')}`);

export function useDeleteForms() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteForms,
    onSuccess: () => client.invalidateQueries({ queryKey: formKeys.all }),
  });
}
