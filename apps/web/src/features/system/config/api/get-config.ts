import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

export const getConfig = async (configId: number) => (await call(API.configs.get, { params: { configId } })).data;
