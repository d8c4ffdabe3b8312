import { z } from 'zod';
import { statusFlag, str, textFilter } from './common.ts';
import { type ApiWire, apiTime } from './time.ts';

export const deptQuery = z.object({ deptName: textFilter(30), status: z.enum(['0', '1', '']).optional() });
export type DeptQuery = z.infer<typeof deptQuery>;

export const deptRow = z.object({
  deptId: z.number().int(),
  parentId: z.number().int(),
  ancestors: z.string(),
  deptName: z.string(),
  orderNum: z.number().int(),
  leader: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  status: z.string(),
  delFlag: z.string(),
  createTime: apiTime.nullable(),
});
export type DeptRow = ApiWire<typeof deptRow>;

const optionalText = (max: number) => str().trim().max(max).nullish();

/** POST /system/dept */
export const deptCreate = z.object({
  parentId: z.number().int().min(0),
  deptName: str().trim().min(1).max(30),
  orderNum: z.number().int().min(0).default(0),
  leader: optionalText(20),
  phone: z
    .string()
    .trim()
    .regex(/^(1\d{10})?$/)
    .nullish(),
  email: z.union([z.email().max(50), z.literal('')]).nullish(),
  status: statusFlag.default('0'),
});
export type DeptCreate = z.infer<typeof deptCreate>;

/** PUT /system/dept */
export const deptUpdate = deptCreate.extend({ deptId: z.number().int().min(1) });
export type DeptUpdate = z.infer<typeof deptUpdate>;

/** GET /system/dept/deptUser: departments with their users, for pickers. */
export interface DeptUserNode {
  id: number;
  label: string;
  type: 'dept' | 'user';
  children?: DeptUserNode[];
}
export const deptUserNode: z.ZodType<DeptUserNode, DeptUserNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    label: z.string(),
    type: z.enum(['dept', 'user']),
    children: z.array(deptUserNode).optional(),
  }),
);

/** GET /system/dept/getUserBaseDept: the caller's department and its base (top company). */
export const userBaseDept = z.object({ dept: deptRow.nullable(), baseDept: deptRow.nullable() });
