import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { useRecordQuery } from '@/shared/api/query-hooks.ts';
import { dictTypeKeys } from './get-dict-types.ts';

export const getDictType = async (dictId: number) => (await call(API.dicts.getType, { params: { dictId } })).data;

export const useDictType = (dictId: number | null) => useRecordQuery(dictTypeKeys.one(dictId), dictId, getDictType);
