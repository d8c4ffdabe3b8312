import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AjaxResult, DefinitionRow } from '@zj/contract';
import { http } from '@/shared/api/request.ts';
import { definitionKeys } from './get-definitions.ts';
import { modelKeys } from './get-models.ts';

/** POST /flowable/flowable/deploy; a refusal (its problems naming elements) is shown by the caller. */
export const deployModel = (modelId: number) =>
  http.post<AjaxResult<DefinitionRow>>('/flowable/flowable/deploy', { modelId }, { silent: true });

export function useDeployModel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deployModel,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: modelKeys.all });
      await client.invalidateQueries({ queryKey: definitionKeys.all });
    },
  });
}
