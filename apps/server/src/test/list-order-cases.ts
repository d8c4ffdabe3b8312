import {
  authUserQuery,
  configQuery,
  definitionQuery,
  dictDataQuery,
  dictTypeQuery,
  logininforQuery,
  modelQuery,
  noticeQuery,
  operLogQuery,
  postQuery,
  projectQuery,
  projectRoleQuery,
  projectUsersQuery,
  roleQuery,
  sysMessageQuery,
  userQuery,
} from '@zj/contract';
import type { z } from 'zod';

/**
 * The paged RuoYi lists list-order.test.ts sorts: each list's URL, its query schema, the rows it
 * shows (SQL against the tables) and its whitelisted columns.
 */

/** The project the project-scoped lists show (list-order.test.ts creates it). */
export const scope = { project: 0 };

export interface ListCase {
  name: string;
  url: () => string;
  /** The list's query schema: its whitelist must be exactly the columns below. */
  schema: z.ZodObject;
  /** The row field holding the id. */
  id: string;
  /** FROM … WHERE … of the rows the list shows (the admin sees them all). */
  from: () => string;
  /** Whitelisted name → its column. */
  columns: Record<string, string>;
}

/** A column of `t` by RuoYi's naming: `postCode` is `t.post_code` (the id too: it breaks ties). */
export const columnOf = (name: string) => `t.${name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`;

/** Whitelisted names → their columns: those named alike in `t`, and `others` as written. */
const columnsOf = (names: string[], others: Record<string, string> = {}) => ({
  ...Object.fromEntries(names.map((name) => [name, columnOf(name)])),
  ...others,
});

/** A role list's columns (system roles and project roles alike). */
const ROLE_COLUMNS = columnsOf(['roleId', 'roleName', 'roleKey', 'roleSort', 'status', 'createTime']);

export const CASES: ListCase[] = [
  {
    name: 'users',
    url: () => '/system/user/list',
    schema: userQuery,
    id: 'userId',
    from: () => `sys_user t where t.del_flag = '0'`,
    columns: columnsOf(['userId', 'userName', 'nickName', 'phonenumber', 'status', 'loginDate', 'createTime']),
  },
  {
    name: 'users without a role',
    url: () => '/system/role/authUser/unallocatedList?roleId=1',
    schema: authUserQuery,
    id: 'userId',
    from: () =>
      `sys_user t where t.del_flag = '0' and t.user_id not in (select user_id from sys_user_role where role_id = 1)`,
    columns: columnsOf(['userId', 'userName', 'nickName', 'phonenumber', 'status', 'createTime']),
  },
  {
    name: 'roles',
    url: () => '/system/role/list',
    schema: roleQuery,
    id: 'roleId',
    from: () => `sys_role t where t.del_flag = '0'`,
    columns: ROLE_COLUMNS,
  },
  {
    name: 'posts',
    url: () => '/system/post/list',
    schema: postQuery,
    id: 'postId',
    from: () => 'sys_post t',
    columns: columnsOf(['postId', 'postCode', 'postName', 'postSort', 'status', 'createTime']),
  },
  {
    name: 'dictionary types',
    url: () => '/system/dict/type/list',
    schema: dictTypeQuery,
    id: 'dictId',
    from: () => 'sys_dict_type t',
    columns: columnsOf(['dictId', 'dictName', 'dictType', 'status', 'createTime']),
  },
  {
    name: 'dictionary data',
    url: () => '/system/dict/data/list',
    schema: dictDataQuery,
    id: 'dictCode',
    from: () => 'sys_dict_data t',
    columns: columnsOf(['dictCode', 'dictLabel', 'dictValue', 'dictSort', 'status', 'createTime']),
  },
  {
    name: 'parameters',
    url: () => '/system/config/list',
    schema: configQuery,
    id: 'configId',
    from: () => 'sys_config t',
    columns: columnsOf(['configId', 'configName', 'configKey', 'configType', 'createTime']),
  },
  {
    name: 'notices',
    url: () => '/system/notice/list',
    schema: noticeQuery,
    id: 'noticeId',
    from: () => 'sys_notice t',
    columns: columnsOf(['noticeId', 'noticeTitle', 'noticeType', 'status', 'createBy', 'createTime']),
  },
  {
    name: 'operation log',
    url: () => '/system/operlog/list',
    schema: operLogQuery,
    id: 'operId',
    from: () => 'sys_oper_log t',
    columns: columnsOf(['operId', 'title', 'businessType', 'operName', 'status', 'operTime', 'costTime']),
  },
  {
    name: 'login log',
    url: () => '/system/logininfor/list',
    schema: logininforQuery,
    id: 'infoId',
    from: () => 'sys_logininfor t',
    columns: columnsOf(['infoId', 'userName', 'ipaddr', 'status', 'loginTime'], { accessTime: 't.login_time' }),
  },
  {
    name: 'projects',
    url: () => '/business/project/list',
    schema: projectQuery,
    id: 'projectId',
    from: () => `biz_project t where t.del_flag = '0' and t.is_place = '0'`,
    columns: columnsOf(['projectId', 'projectName', 'projectCode', 'status', 'orderNum', 'createTime']),
  },
  {
    name: 'project roles',
    url: () => `/business/projectRole/list?projectId=${scope.project}`,
    schema: projectRoleQuery,
    id: 'roleId',
    from: () => `biz_project_role t where t.project_id = ${scope.project}`,
    columns: ROLE_COLUMNS,
  },
  {
    name: 'project members',
    url: () => `/business/projectRole/getProjectUsers/${scope.project}`,
    schema: projectUsersQuery,
    id: 'userId',
    from: () =>
      `biz_project_user t join sys_user u on u.user_id = t.user_id where t.project_id = ${scope.project} and u.del_flag = '0'`,
    columns: columnsOf(['userId', 'userType'], {
      userName: 'u.user_name',
      nickName: 'u.nick_name',
      joinTime: 't.create_time',
    }),
  },
  {
    name: 'messages',
    url: () => '/system/message/listSysMessage',
    schema: sysMessageQuery,
    id: 'id',
    from: () => 'sys_message t where t.recipient = 1',
    columns: columnsOf(['id', 'title', 'status', 'createTime']),
  },
  {
    name: 'process models',
    url: () => '/flowable/flowable/model-list',
    schema: modelQuery,
    id: 'modelId',
    from: () => 'wf_model t',
    columns: columnsOf(['modelId', 'modelKey', 'modelName', 'createTime', 'updateTime']),
  },
  {
    name: 'process definitions (all versions)',
    url: () => '/flowable/definition/definition-list?allVersions=true',
    schema: definitionQuery,
    id: 'definitionId',
    from: () => 'wf_definition t',
    columns: columnsOf(['definitionId', 'definitionKey', 'name', 'version', 'deployTime']),
  },
];
