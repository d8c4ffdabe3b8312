import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfigBody, ConfigUpdateBody } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { configKeys } from './get-configs.ts';

/** A new parameter, or the parameter of `configId`. */
export const saveConfig = (body: ConfigBody | ConfigUpdateBody) =>
  'configId' in body && body.configId ? call(API.configs.edit, { body }) : call(API.configs.add, { body });

export function useSaveConfig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveConfig,
    onSuccess: () => client.invalidateQueries({ queryKey: configKeys.all }),
  });
}
