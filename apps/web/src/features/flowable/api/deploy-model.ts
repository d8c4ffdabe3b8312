import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { definitionKeys } from './get-definitions.ts';
import { modelKeys } from './get-models.ts';

/** Deploys a model; a refusal (its problems naming elements) is shown by the caller. */
export const deployModel = (modelId: number) => call(API.workflow.deploy, { body: { modelId } }, { silent: true });

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
