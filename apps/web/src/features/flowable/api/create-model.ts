import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AjaxResult, ModelCreateBody, ModelRow } from '@zj/contract';
import { http } from '@/shared/api/request.ts';
import { modelKeys } from './get-models.ts';

/** POST /flowable/flowable/model: a new blank model (process with its start event). */
export const createModel = (body: ModelCreateBody) => http.post<AjaxResult<ModelRow>>('/flowable/flowable/model', body);

export function useCreateModel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createModel,
    onSuccess: () => client.invalidateQueries({ queryKey: modelKeys.all }),
  });
}
