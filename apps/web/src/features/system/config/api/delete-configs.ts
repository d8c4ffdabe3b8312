import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/request.ts';
import { configKeys } from './get-configs.ts';

/** DELETE /system/config/{ids} */
export const deleteConfigs = (ids: readonly number[]) => http.delete(`/system/config/${ids.join(',')}`);

export function useDeleteConfigs() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteConfigs,
    onSuccess: () => client.invalidateQueries({ queryKey: configKeys.all }),
  });
}
