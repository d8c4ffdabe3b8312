import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { useInvalidatingMutation } from '@/shared/api/query-hooks.ts';
import { dictTypeKeys } from './get-dict-types.ts';

export const deleteDictTypes = (ids: readonly number[]) =>
  call(API.dicts.removeTypes, { params: { dictIds: ids.join(',') } });

export const useDeleteDictTypes = () => useInvalidatingMutation(deleteDictTypes, dictTypeKeys.all);
