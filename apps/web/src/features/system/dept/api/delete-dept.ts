import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

export const deleteDept = (deptId: number) => call(API.depts.remove, { params: { deptId } });
