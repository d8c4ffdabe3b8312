import { z } from 'zod';
import { idParam } from './common.ts';
import { answer, api, endpoint, logAs, projectAt } from './endpoint.ts';
import { AUTHENTICATED, PERMS } from './permissions.ts';
import {
  addProjectUsersBody,
  delProjectUsersParams,
  editProjectAdminBody,
  projectMemberOption,
  projectPermissionMap,
  projectRoleCreate,
  projectRoleDetail,
  projectRoleMenuTree,
  projectRoleQuery,
  projectRoleRow,
  projectRoleUpdate,
  projectUserRow,
  projectUsersQuery,
  setProjectUserRoleBody,
  setProjectUserTypeBody,
} from './project-roles.ts';

const R = PERMS.business.projectRole;
const U = PERMS.business.projectUser;
const roleLog = logAs('项目角色');
const memberLog = logAs('项目成员');
const byId = z.object({ id: idParam });
/** Calls on one role: the project is the role's. */
const roleProject = projectAt.lookup('projectRole', projectAt.param('id'));
const inBody = projectAt.body('projectId');
/** A change of one member of the project named in the body. */
const memberChange = <B extends z.ZodType>(path: string, body: B, businessType: 'grant' | 'update') =>
  endpoint({
    method: 'PUT',
    path,
    body,
    answer: answer.done(),
    access: { permission: U.edit },
    project: inBody,
    log: memberLog(businessType),
  });

/**
 * 项目角色 and 项目成员: /business/projectRole — a project's roles, the caller's project permissions,
 * and the members of a project (list, add, remove, admin flag, role, unit type).
 */
export const projectRolesApi = api('projectRole', {
  // Roles
  list: endpoint({
    method: 'GET',
    path: '/business/projectRole/list',
    query: projectRoleQuery,
    answer: answer.table(projectRoleRow),
    access: { permission: R.list },
    project: projectAt.query('projectId'),
  }),
  menuTree: endpoint({
    method: 'GET',
    path: '/business/projectRole/roleMenuTreeselect/:id',
    params: byId,
    answer: answer.fields(projectRoleMenuTree),
    access: { permission: R.query },
    // Role 0 is a new role: the tree alone, no project to check.
    project: roleProject,
  }),
  permissionMap: endpoint({
    method: 'GET',
    path: '/business/projectRole/getUserProjectPermission/:userId',
    summary: 'Project id → permissions; only admins ask for someone else',
    params: z.object({ userId: idParam }),
    answer: answer.row(projectPermissionMap),
    access: AUTHENTICATED,
  }),
  get: endpoint({
    method: 'GET',
    path: '/business/projectRole/:id',
    params: byId,
    answer: answer.row(projectRoleDetail),
    access: { permission: R.query },
    project: roleProject,
  }),
  add: endpoint({
    method: 'POST',
    path: '/business/projectRole',
    body: projectRoleCreate,
    answer: answer.done(),
    access: { permission: R.add },
    project: inBody,
    log: roleLog('insert'),
  }),
  edit: endpoint({
    method: 'PUT',
    path: '/business/projectRole',
    body: projectRoleUpdate,
    answer: answer.done(),
    access: { permission: R.edit },
    project: inBody,
    log: roleLog('update'),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/business/projectRole/:id',
    params: byId,
    answer: answer.done(),
    access: { permission: R.remove },
    project: roleProject,
    log: roleLog('delete'),
  }),
  // Members
  memberOptions: endpoint({
    method: 'GET',
    path: '/business/projectRole/memberOptions/:id',
    summary: 'The members as picker options (names and department), for any member of the project',
    params: byId,
    answer: answer.table(projectMemberOption),
    access: AUTHENTICATED,
    project: projectAt.param('id'),
  }),
  members: endpoint({
    method: 'GET',
    path: '/business/projectRole/getProjectUsers/:id',
    params: byId,
    query: projectUsersQuery,
    answer: answer.table(projectUserRow),
    access: { permission: U.list },
    project: projectAt.param('id'),
  }),
  addMembers: endpoint({
    method: 'PUT',
    path: '/business/projectRole/addUserProjectRole',
    body: addProjectUsersBody,
    answer: answer.done(),
    access: { permission: U.add },
    project: inBody,
    log: memberLog('grant'),
  }),
  removeMembers: endpoint({
    method: 'DELETE',
    path: '/business/projectRole/delProjectUsers/:projectId/:userIds',
    params: delProjectUsersParams,
    answer: answer.done(),
    access: { permission: U.remove },
    project: projectAt.param('projectId'),
    log: memberLog('delete'),
  }),
  setAdmin: memberChange('/business/projectRole/editProjectAdmin', editProjectAdminBody, 'grant'),
  setRole: memberChange('/business/projectRole/setUserProjectRole', setProjectUserRoleBody, 'grant'),
  setType: memberChange('/business/projectRole/setProjectUserType', setProjectUserTypeBody, 'update'),
});
