import type { AjaxResult, DeptCreate, DeptRow, DeptUpdate } from '@zj/contract';
import { http } from '@/shared/api/request.ts';

/** GET /system/dept/{id} */
export const getDept = (deptId: number) => http.get<AjaxResult<DeptRow>>(`/system/dept/${deptId}`);

/** POST /system/dept (new) or PUT /system/dept (with deptId). */
export const saveDept = (body: DeptCreate | DeptUpdate) =>
  'deptId' in body ? http.put('/system/dept', body) : http.post('/system/dept', body);
