import { z } from 'zod';
import { num, optionalIdList, statusFlag, str, textFilter, timeRange } from './common.ts';
import { pageQuery, sortQuery } from './envelope.ts';
import { type ApiWire, apiTime } from './time.ts';

/** 1 all, 2 custom departments, 3 own department, 4 own department and below, 5 self. */
export const DATA_SCOPES = ['1', '2', '3', '4', '5'] as const;
export type DataScope = (typeof DATA_SCOPES)[number];

export const roleFilters = z.object({
  roleName: textFilter(30),
  roleKey: textFilter(100),
  status: z.enum(['0', '1', '']).optional(),
  ...timeRange,
});
export const roleQuery = pageQuery.extend({
  ...roleFilters.shape,
  ...sortQuery('roleId', 'roleName', 'roleKey', 'roleSort', 'status', 'createTime'),
});
export type RoleQuery = z.infer<typeof roleQuery>;

export const roleRow = z.object({
  roleId: z.number().int(),
  roleName: z.string(),
  roleKey: z.string(),
  roleSort: z.number().int(),
  dataScope: z.string(),
  menuCheckStrictly: z.boolean(),
  deptCheckStrictly: z.boolean(),
  status: z.string(),
  delFlag: z.string(),
  createTime: apiTime.nullable(),
  remark: z.string().nullable(),
  admin: z.boolean(),
  /** In a user's role list: whether the user holds it. */
  flag: z.boolean().optional(),
});
export type RoleRow = ApiWire<typeof roleRow>;

const roleFields = {
  roleName: str().trim().min(1).max(30),
  roleKey: str().trim().min(1).max(100),
  roleSort: z.number().int().min(0),
  status: statusFlag.optional(),
  menuCheckStrictly: z.boolean().optional(),
  deptCheckStrictly: z.boolean().optional(),
  remark: str().max(500).nullish(),
  menuIds: z.array(z.number().int().min(1)).max(2000).optional(),
};
export const roleCreate = z.object(roleFields);
export type RoleCreate = z.infer<typeof roleCreate>;
export const roleUpdate = z.object({ ...roleFields, roleId: z.number().int().min(1) });
export type RoleUpdate = z.infer<typeof roleUpdate>;

export const roleDataScopeBody = z.object({
  roleId: z.number().int().min(1),
  dataScope: z.enum(DATA_SCOPES),
  deptCheckStrictly: z.boolean().optional(),
  deptIds: z.array(z.number().int().min(1)).max(2000).optional(),
});
export const roleStatusBody = z.object({ roleId: z.number().int().min(1), status: statusFlag });

export const authUserQuery = pageQuery.extend({
  roleId: num(z.number().int().min(1)),
  userName: textFilter(30),
  phonenumber: textFilter(11),
  ...sortQuery('userId', 'userName', 'nickName', 'phonenumber', 'status', 'createTime'),
});
export type AuthUserQuery = z.infer<typeof authUserQuery>;
export const authUserCancelBody = z.object({ userId: z.number().int().min(1), roleId: z.number().int().min(1) });
export const authUsersQuery = z.object({ roleId: num(z.number().int().min(1)), userIds: optionalIdList });

/** A row of GET /system/role/authUser/allocatedList and unallocatedList. */
export const authUserRow = z.object({
  userId: z.number().int(),
  deptId: z.number().int().nullable(),
  userName: z.string(),
  nickName: z.string(),
  email: z.string(),
  phonenumber: z.string(),
  status: z.string(),
  createTime: apiTime.nullable(),
  deptName: z.string().nullable(),
});
export type AuthUserRow = ApiWire<typeof authUserRow>;
