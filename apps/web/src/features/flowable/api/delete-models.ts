import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/request.ts';
import { modelKeys } from './get-models.ts';

/** DELETE /flowable/flowable/deleteModelByIds/{ids} */
export const deleteModels = (ids: readonly number[]) =>
  http.delete(`/flowable/flowable/deleteModelByIds/${ids.join(',')}`);

export function useDeleteModels() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteModels,
    onSuccess: () => client.invalidateQueries({ queryKey: modelKeys.all }),
  });
}
