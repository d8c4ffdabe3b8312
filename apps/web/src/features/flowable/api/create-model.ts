import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModelCreateBody } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { modelKeys } from './get-models.ts';

/** A new blank model (process with its start event). */
export const createModel = (body: ModelCreateBody) => call(API.workflow.createModel, { body });

export function useCreateModel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createModel,
    onSuccess: () => client.invalidateQueries({ queryKey: modelKeys.all }),
  });
}
