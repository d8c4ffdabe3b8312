import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { useInvalidatingMutation } from '@/shared/api/query-hooks.ts';
import { dictDataKeys } from './get-dict-data-list.ts';

export const deleteDictData = (codes: readonly number[]) =>
  call(API.dicts.removeData, { params: { dictCodes: codes.join(',') } });

export const useDeleteDictData = () => useInvalidatingMutation(deleteDictData, dictDataKeys.all, ['dict']);
