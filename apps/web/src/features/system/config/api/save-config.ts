import type { ConfigBody, ConfigUpdateBody } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { useInvalidatingMutation } from '@/shared/api/query-hooks.ts';
import { configKeys } from './get-configs.ts';

/** A new parameter, or the parameter of `configId`. */
export const saveConfig = (body: ConfigBody | ConfigUpdateBody) =>
  'configId' in body && body.configId ? call(API.configs.edit, { body }) : call(API.configs.add, { body });

export const useSaveConfig = () => useInvalidatingMutation(saveConfig, configKeys.all);
