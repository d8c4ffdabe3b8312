import type { DeptCreate, DeptUpdate } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

export const getDept = (deptId: number) => call(API.depts.get, { params: { deptId } });

/** A new department, or the department of `deptId`. */
export const saveDept = (body: DeptCreate | DeptUpdate) =>
  'deptId' in body ? call(API.depts.edit, { body }) : call(API.depts.add, { body });
