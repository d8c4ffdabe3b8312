import { z } from 'zod';
import { idParam, num, optionalIdList, statusFlag, str, textFilter, timeRange } from './common.ts';
import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from './constants.ts';
import { pageQuery, sortQuery } from './envelope.ts';
import { roleRow } from './roles.ts';
import { type ApiWire, apiTime } from './time.ts';

export const SEXES = ['0', '1', '2'] as const;

export const userFilters = z.object({
  userName: textFilter(30),
  nickName: textFilter(30),
  phonenumber: textFilter(11),
  status: z.enum(['0', '1', '']).optional(),
  deptId: idParam.optional(),
  /** Users holding this role (RuoYi's `roleId` of the user list). */
  roleId: idParam.optional(),
  ...timeRange,
});
export const userQuery = pageQuery.extend({
  ...userFilters.shape,
  ...sortQuery('userId', 'userName', 'nickName', 'phonenumber', 'status', 'loginDate', 'createTime'),
});
export type UserQuery = z.infer<typeof userQuery>;

/** A user as lists and detail show it: never the password. */
export const userRow = z.object({
  userId: z.number().int(),
  deptId: z.number().int().nullable(),
  userName: z.string(),
  nickName: z.string(),
  userType: z.string(),
  email: z.string(),
  phonenumber: z.string(),
  sex: z.string(),
  avatar: z.string(),
  status: z.string(),
  delFlag: z.string(),
  loginIp: z.string(),
  loginDate: apiTime.nullable(),
  createBy: z.string(),
  createTime: apiTime.nullable(),
  /** Who changed the user last and when ('' and null until the first change). */
  updateBy: z.string(),
  updateTime: apiTime.nullable(),
  remark: z.string().nullable(),
  admin: z.boolean(),
  dept: z.object({ deptId: z.number().int(), deptName: z.string(), leader: z.string().nullable() }).nullable(),
});
export type UserRow = ApiWire<typeof userRow>;

const phone = z
  .string()
  .trim()
  .regex(/^(1\d{10})?$/);
const email = z.union([z.email().max(50), z.literal('')]);

const userFields = {
  deptId: z.number().int().min(1).nullish(),
  nickName: str().trim().min(1).max(30),
  email: email.optional(),
  phonenumber: phone.optional(),
  sex: z.enum(SEXES).optional(),
  status: statusFlag.optional(),
  remark: str().max(500).nullish(),
  roleIds: z.array(z.number().int().min(1)).max(100).optional(),
  postIds: z.array(z.number().int().min(1)).max(100).optional(),
};

/** POST /system/user */
export const userCreate = z.object({
  ...userFields,
  userName: str().trim().min(USERNAME_MIN).max(USERNAME_MAX),
  password: str().min(PASSWORD_MIN).max(PASSWORD_MAX),
});
export type UserCreate = z.infer<typeof userCreate>;

/** PUT /system/user (the user name and password are not changed here). */
export const userUpdate = z.object({ ...userFields, userId: z.number().int().min(1) });
export type UserUpdate = z.infer<typeof userUpdate>;

export const resetPwdBody = z.object({
  userId: z.number().int().min(1),
  password: str().min(PASSWORD_MIN).max(PASSWORD_MAX),
});
export const userStatusBody = z.object({ userId: z.number().int().min(1), status: statusFlag });

/**
 * GET /system/user/authRole/{userId}: the user and the roles the caller may hand out, `flag` on
 * those the user holds (RuoYi puts both at the top level of the envelope).
 */
export const authRoleResult = z.object({
  code: z.number().int(),
  msg: z.string(),
  user: userRow,
  roles: z.array(roleRow.extend({ flag: z.boolean() })),
});
export type AuthRoleResult = ApiWire<typeof authRoleResult>;

/** PUT /system/user/authRole?userId=&roleIds=1,2 */
export const authRoleQuery = z.object({ userId: num(z.number().int().min(1)), roleIds: optionalIdList });

export const profileUpdate = z.object({
  nickName: str().trim().min(1).max(30),
  email: email.optional(),
  phonenumber: phone.optional(),
  sex: z.enum(SEXES).optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdate>;

/** PUT profile/updatePwd: query (RuoYi) or body. */
export const updatePwd = z.object({
  oldPassword: str().min(1).max(PASSWORD_MAX),
  newPassword: str().min(PASSWORD_MIN).max(PASSWORD_MAX),
});
export const updatePwdPartial = updatePwd.partial();

/**
 * AUTHENTICATED user pickers: a capped, optionally paged list of the users the caller may see
 * (userlist, allUserTolist: their data scope; projectUserList: members of their projects, or of
 * `projectId`, a project they belong to). `inviteTo`: users of the whole directory who are not yet
 * members of that project, for a caller who may add its members.
 */
export const userPickQuery = z.object({
  pageNum: num(z.number().int().min(1)).optional(),
  pageSize: num(z.number().int().min(1).max(500)).optional(),
  deptId: idParam.optional(),
  roleId: idParam.optional(),
  projectId: idParam.optional(),
  inviteTo: idParam.optional(),
  userName: textFilter(30),
  nickName: textFilter(30),
});
export type UserPickQuery = z.infer<typeof userPickQuery>;
export const userPick = z.object({
  userId: z.number().int(),
  userName: z.string(),
  nickName: z.string(),
  status: z.string(),
  deptId: z.number().int().nullable(),
  deptName: z.string().nullable(),
});
export type UserPick = z.infer<typeof userPick>;

/** POST importData?updateSupport=true */
export const importQuery = z.object({
  updateSupport: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});
