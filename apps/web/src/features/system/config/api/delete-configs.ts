import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { useInvalidatingMutation } from '@/shared/api/query-hooks.ts';
import { configKeys } from './get-configs.ts';

export const deleteConfigs = (ids: readonly number[]) =>
  call(API.configs.remove, { params: { configIds: ids.join(',') } });

export const useDeleteConfigs = () => useInvalidatingMutation(deleteConfigs, configKeys.all);
