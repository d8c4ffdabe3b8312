import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/request.ts';
import { definitionKeys } from './get-definitions.ts';
import { modelKeys } from './get-models.ts';

/** POST /flowable/definition/delete/?id (refused while instances of it run). */
export const deleteDefinition = (id: number) =>
  http.post('/flowable/definition/delete/', undefined, { params: { id } });

export function useDeleteDefinition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteDefinition,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: definitionKeys.all });
      await client.invalidateQueries({ queryKey: modelKeys.all });
    },
  });
}
