import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { modelKeys } from './get-models.ts';

export const deleteModels = (ids: readonly number[]) =>
  call(API.workflow.removeModels, { params: { modelIds: ids.join(',') } });

export function useDeleteModels() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteModels,
    onSuccess: () => client.invalidateQueries({ queryKey: modelKeys.all }),
  });
}
