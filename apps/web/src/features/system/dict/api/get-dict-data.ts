import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

export const getDictData = async (dictCode: number) => (await call(API.dicts.getData, { params: { dictCode } })).data;
