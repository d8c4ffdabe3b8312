import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { definitionKeys } from './get-definitions.ts';
import { modelKeys } from './get-models.ts';

/** Deletes one definition version (refused while instances of it run). */
export const deleteDefinition = (id: number) => call(API.workflow.removeDefinition, { query: { id } });

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
