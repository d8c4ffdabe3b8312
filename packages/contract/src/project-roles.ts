import { z } from 'zod';
import { idList, idParam, num, statusFlag, str, textFilter, treeSelect } from './common.ts';
import { pageQuery, sortQuery } from './envelope.ts';
import { PROJECT_USER_TYPES } from './projects.ts';
import { type ApiWire, apiTime } from './time.ts';

/**
 * Project roles and members (/business/projectRole, spec 01 §6–7). A project role grants menus
 * and permission strings of the project group inside one project; a project admin holds them all.
 */

/** Menu '项目' (id 2): its enabled subtree is what project roles may grant. */
export const PROJECT_MENU_ROOT = 2;

/** The permission list of a project admin (spec 01 §6: a list of only ['admin'] passes). */
export const PROJECT_ADMIN_PERMISSIONS = ['admin'] as const;

export const projectRoleQuery = pageQuery.extend({
  projectId: num(z.number().int().min(1)),
  roleName: textFilter(30),
  status: z.enum(['0', '1', '']).optional(),
  ...sortQuery('roleId', 'roleName', 'roleKey', 'roleSort', 'status', 'createTime'),
});
export type ProjectRoleQuery = z.input<typeof projectRoleQuery>;
export type ProjectRoleList = z.output<typeof projectRoleQuery>;

const roleFields = {
  projectId: z.number().int().min(1),
  roleName: str().trim().min(1).max(30),
  roleKey: str().trim().min(1).max(100),
  roleSort: z.number().int().min(0).max(9999).default(0),
  status: statusFlag.default('0'),
  remark: str().max(500).nullish(),
  menuIds: z.array(z.number().int().min(1)).max(2000).default([]),
};
export const projectRoleCreate = z.object(roleFields);
export type ProjectRoleCreate = z.input<typeof projectRoleCreate>;
export const projectRoleUpdate = z.object({ ...roleFields, roleId: z.number().int().min(1) });
export type ProjectRoleUpdate = z.input<typeof projectRoleUpdate>;

export const projectRoleRow = z.object({
  roleId: z.number().int(),
  projectId: z.number().int(),
  roleName: z.string(),
  roleKey: z.string(),
  roleSort: z.number().int(),
  status: z.string(),
  remark: z.string().nullable(),
  createTime: apiTime.nullable(),
  /** Members holding the role. */
  userCount: z.number().int(),
});
export type ProjectRoleRow = ApiWire<typeof projectRoleRow>;
/** GET /{id}: the role with its menu ids. */
export const projectRoleDetail = projectRoleRow.extend({ menuIds: z.array(z.number().int()) });
export type ProjectRoleDetail = ApiWire<typeof projectRoleDetail>;

/**
 * GET memberOptions/{projectId}: every member of the project as a picker option (collaborators,
 * notice recipients), for any member of it: names and department only, at most 500.
 */
export const projectMemberOption = z.object({
  userId: z.number().int(),
  userName: z.string(),
  nickName: z.string(),
  deptName: z.string().nullable(),
});
export type ProjectMemberOption = z.infer<typeof projectMemberOption>;
export const MEMBER_OPTIONS_MAX = 500;

/** GET getProjectUsers/{projectId} (paged, filter by name). */
export const projectUsersQuery = pageQuery.extend({
  userName: textFilter(30),
  nickName: textFilter(30),
  roleId: num(z.number().int().min(1)).optional(),
  userType: z.enum(['', ...PROJECT_USER_TYPES]).optional(),
  ...sortQuery('userId', 'userName', 'nickName', 'userType', 'joinTime'),
});
export type ProjectUsersQuery = z.input<typeof projectUsersQuery>;
export type ProjectUsersList = z.output<typeof projectUsersQuery>;
export const projectUserRow = z.object({
  projectId: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  nickName: z.string(),
  phonenumber: z.string(),
  deptName: z.string().nullable(),
  roleId: z.number().int().nullable(),
  roleName: z.string().nullable(),
  /** '1' project admin. */
  isAdmin: z.string(),
  userType: z.string(),
  joinTime: apiTime.nullable(),
});
export type ProjectUserRow = ApiWire<typeof projectUserRow>;

/** PUT addUserProjectRole: adds users to the project with a role and user type. */
export const addProjectUsersBody = z.object({
  projectId: z.number().int().min(1),
  userIds: z.array(z.number().int().min(1)).min(1).max(500),
  roleId: z.number().int().min(1).nullish(),
  userType: z.enum(PROJECT_USER_TYPES).default('0'),
});
export type AddProjectUsersBody = z.input<typeof addProjectUsersBody>;
/** PUT setUserProjectRole: a member's role. */
export const setProjectUserRoleBody = z.object({
  projectId: z.number().int().min(1),
  userId: z.number().int().min(1),
  roleId: z.number().int().min(1).nullable(),
});
/** PUT setProjectUserType */
export const setProjectUserTypeBody = z.object({
  projectId: z.number().int().min(1),
  userId: z.number().int().min(1),
  userType: z.enum(PROJECT_USER_TYPES),
});
/** PUT editProjectAdmin */
export const editProjectAdminBody = z.object({
  projectId: z.number().int().min(1),
  userId: z.number().int().min(1),
  isAdmin: z.enum(['0', '1']),
});

/** DELETE delProjectUsers/{projectId}/{userIds}: userIds comma-joined. */
export const delProjectUsersParams = z.object({ projectId: idParam, userIds: idList });

/** GET roleMenuTreeselect/{roleId} (RuoYi's fields beside `msg`): the project group's enabled menus and the role's. */
export const projectRoleMenuTree = z.object({
  menus: z.array(treeSelect),
  checkedKeys: z.array(z.number().int()),
});
export type ProjectRoleMenuTree = z.infer<typeof projectRoleMenuTree>;

/** GET getUserProjectPermission/{userId}: project id → permission strings (['admin'] for a project admin). */
export const projectPermissionMap = z.record(z.string(), z.array(z.string()));
export type ProjectPermissionMap = z.infer<typeof projectPermissionMap>;
