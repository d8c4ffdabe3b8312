import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { configKeys } from './get-configs.ts';

export const deleteConfigs = (ids: readonly number[]) =>
  call(API.configs.remove, { params: { configIds: ids.join(',') } });

export function useDeleteConfigs() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteConfigs,
    onSuccess: () => client.invalidateQueries({ queryKey: configKeys.all }),
  });
}
