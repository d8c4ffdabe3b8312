import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfigBody, ConfigUpdateBody } from '@zj/contract';
import { http } from '@/shared/api/request.ts';
import { configKeys } from './get-configs.ts';

/** POST /system/config (new) or PUT /system/config (with configId). */
export const saveConfig = (body: ConfigBody | ConfigUpdateBody) =>
  'configId' in body && body.configId ? http.put('/system/config', body) : http.post('/system/config', body);

export function useSaveConfig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveConfig,
    onSuccess: () => client.invalidateQueries({ queryKey: configKeys.all }),
  });
}
