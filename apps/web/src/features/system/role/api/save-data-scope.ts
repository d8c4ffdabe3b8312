import type { DataScope } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

export interface DataScopeBody {
  roleId: number;
  dataScope: DataScope;
  deptCheckStrictly: boolean;
  deptIds: number[];
}

export const saveDataScope = (body: DataScopeBody) => call(API.roles.dataScope, { body });
