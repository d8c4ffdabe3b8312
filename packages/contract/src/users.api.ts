import { z } from 'zod';
import { loginRecord, userInfoResponse } from './auth.ts';
import { idList, idParam, treeSelect, XLSX_MIME } from './common.ts';
import { answer, api, endpoint, logAs, projectAt } from './endpoint.ts';
import { AUTHENTICATED, PERMS } from './permissions.ts';
import { apiTime } from './time.ts';
import {
  authRoleQuery,
  authRoleResult,
  importQuery,
  profileUpdate,
  resetPwdBody,
  updatePwdPartial,
  userCreate,
  userFilters,
  userPick,
  userPickQuery,
  userQuery,
  userRow,
  userStatusBody,
  userUpdate,
} from './users.ts';

const P = PERMS.system.user;
const log = logAs('用户管理');
const profileLog = { title: '个人信息', businessType: 'update' } as const;
const userIdParams = z.object({ userId: idParam });
const withoutEnvelope = { code: true, msg: true } as const;

/** A role or post to choose from: every column as RuoYi sends it, the audit times formatted. */
const audited = { createTime: apiTime, updateTime: apiTime.nullable() };
const roleChoice = z.looseObject({ roleId: z.number().int(), roleName: z.string(), status: z.string(), ...audited });
const postChoice = z.looseObject({ postId: z.number().int(), postName: z.string(), status: z.string(), ...audited });

/** The user form's choices, and with a user its row and the ids of its roles and posts (RuoYi's fields). */
const userDetail = z.object({
  data: userRow.extend({ roleIds: z.array(z.number()), postIds: z.array(z.number()) }).optional(),
  roles: z.array(roleChoice),
  posts: z.array(postChoice),
  roleIds: z.array(z.number()).optional(),
  postIds: z.array(z.number()).optional(),
});

/**
 * A picker for any logged-in user: enabled users they may see (capped), optionally of a
 * department subtree, a role or a project; with projectId the caller must belong to that project.
 */
const picker = (path: string) =>
  endpoint({
    method: 'GET',
    path,
    query: userPickQuery,
    answer: answer.table(userPick),
    access: AUTHENTICATED,
    project: projectAt.query('projectId'),
  });

/**
 * 用户管理: /system/user — the list, pickers, detail and changes of users, their passwords, status
 * and roles, the user sheet; the caller's own account: the session view (getInfo) and the
 * personal centre (/system/user/profile).
 */
export const usersApi = api('user', {
  list: endpoint({
    method: 'GET',
    path: '/system/user/list',
    query: userQuery,
    answer: answer.table(userRow),
    access: { permission: P.list },
  }),
  projectUsers: picker('/system/user/projectUserList'),
  picks: picker('/system/user/userlist'),
  allUsers: picker('/system/user/allUserTolist'),
  deptTree: endpoint({
    method: 'GET',
    path: '/system/user/deptTree',
    summary: 'The departments within the caller’s data scope, beside the user list',
    answer: answer.row(z.array(treeSelect)),
    access: { permission: P.list },
  }),
  choices: endpoint({
    method: 'GET',
    path: '/system/user/',
    summary: 'The roles and posts of a new user’s form',
    answer: answer.fields(userDetail),
    access: { permission: P.query },
  }),
  get: endpoint({
    method: 'GET',
    path: '/system/user/:userId',
    summary: 'A user with the roles and posts of the form',
    params: userIdParams,
    answer: answer.fields(userDetail),
    access: { permission: P.query },
  }),
  add: endpoint({
    method: 'POST',
    path: '/system/user',
    body: userCreate,
    answer: answer.done(),
    access: { permission: P.add },
    log: log('insert'),
  }),
  edit: endpoint({
    method: 'PUT',
    path: '/system/user',
    body: userUpdate,
    answer: answer.done(),
    access: { permission: P.edit },
    log: log('update'),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/system/user/:userIds',
    params: z.object({ userIds: idList }),
    answer: answer.done(),
    access: { permission: P.remove },
    log: log('delete'),
  }),
  resetPwd: endpoint({
    method: 'PUT',
    path: '/system/user/resetPwd',
    body: resetPwdBody,
    answer: answer.done(),
    access: { permission: P.resetPwd },
    log: log('update'),
  }),
  changeStatus: endpoint({
    method: 'PUT',
    path: '/system/user/changeStatus',
    body: userStatusBody,
    answer: answer.done(),
    access: { permission: P.edit },
    log: log('update'),
  }),
  authRole: endpoint({
    method: 'GET',
    path: '/system/user/authRole/:userId',
    summary: 'The user and the roles the caller may hand out, `flag` on those held',
    params: userIdParams,
    answer: answer.fields(authRoleResult.omit(withoutEnvelope)),
    access: { permission: P.query },
  }),
  setAuthRole: endpoint({
    method: 'PUT',
    path: '/system/user/authRole',
    summary: 'Sets the user’s roles (userId and roleIds in the query)',
    query: authRoleQuery,
    answer: answer.done(),
    access: { permission: P.edit },
    log: log('grant'),
  }),
  // The user sheet
  export: endpoint({
    method: 'POST',
    path: '/system/user/export',
    summary: 'The filtered users as .xlsx',
    body: userFilters.nullish(),
    answer: answer.file(XLSX_MIME),
    access: { permission: P.export },
    log: log('export'),
  }),
  importTemplate: endpoint({
    method: 'POST',
    path: '/system/user/importTemplate',
    summary: 'The empty user sheet to fill in',
    answer: answer.file(XLSX_MIME),
    access: { permission: P.import },
    log: false,
  }),
  importData: endpoint({
    method: 'POST',
    path: '/system/user/importData',
    summary: 'Multipart field "file": a filled user sheet; updateSupport updates existing users',
    query: importQuery,
    multipart: true,
    answer: answer.done(),
    access: { permission: P.import },
    log: log('import'),
  }),
  // The caller's own account
  info: endpoint({
    method: 'GET',
    path: '/system/user/getInfo',
    summary: 'The caller with roles and permissions',
    answer: answer.fields(userInfoResponse.omit(withoutEnvelope)),
    access: AUTHENTICATED,
  }),
  loginRecords: endpoint({
    method: 'GET',
    path: '/system/user/profile/loginRecords',
    summary: "The caller's latest login records",
    answer: answer.row(z.array(loginRecord)),
    access: AUTHENTICATED,
  }),
  profile: endpoint({
    method: 'GET',
    path: '/system/user/profile',
    summary: 'The caller with the names of their roles and posts',
    answer: answer.fields(z.object({ data: userRow, roleGroup: z.string(), postGroup: z.string() })),
    access: AUTHENTICATED,
  }),
  updateProfile: endpoint({
    method: 'PUT',
    path: '/system/user/profile',
    body: profileUpdate,
    answer: answer.done(),
    access: AUTHENTICATED,
    log: profileLog,
  }),
  updatePwd: endpoint({
    method: 'PUT',
    path: '/system/user/profile/updatePwd',
    summary: 'Old and new password in the query (RuoYi) or a JSON body',
    query: updatePwdPartial,
    body: updatePwdPartial.nullish(),
    answer: answer.done(),
    access: AUTHENTICATED,
    log: profileLog,
  }),
  avatar: endpoint({
    method: 'POST',
    path: '/system/user/profile/avatar',
    summary: 'Multipart field "avatarfile": the caller’s new avatar image',
    multipart: true,
    answer: answer.fields(z.object({ imgUrl: z.string() })),
    access: AUTHENTICATED,
    log: { title: '用户头像', businessType: 'update' },
  }),
});
