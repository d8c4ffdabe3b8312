import type { DataScope } from '@zj/contract';
import { http } from '@/shared/api/request.ts';

export interface DataScopeBody {
  roleId: number;
  dataScope: DataScope;
  deptCheckStrictly: boolean;
  deptIds: number[];
}

/** PUT /system/role/dataScope */
export const saveDataScope = (body: DataScopeBody) => http.put('/system/role/dataScope', body);
