import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { useInvalidatingMutation } from '@/shared/api/query-hooks.ts';
import { modelKeys } from './get-models.ts';

export const deleteModels = (ids: readonly number[]) =>
  call(API.workflow.removeModels, { params: { modelIds: ids.join(',') } });

export const useDeleteModels = () => useInvalidatingMutation(deleteModels, modelKeys.all);
