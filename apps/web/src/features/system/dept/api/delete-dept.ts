import { http } from '@/shared/api/request.ts';

/** DELETE /system/dept/{id} */
export const deleteDept = (deptId: number) => http.delete(`/system/dept/${deptId}`);
