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

/** A role list's columns (system roles and project roles alike). */
const ROLE_COLUMNS = {
  roleId: 't.role_id',
  roleName: 't.role_name',
  roleKey: 't.role_key',
  roleSort: 't.role_sort',
  status: 't.status',
  createTime: 't.create_time',
};

export interface ListCase {
  name: string;
  url: () => string;
  /** The list's query schema: its whitelist must be exactly the columns below. */
  schema: z.ZodObject;
  /** The row field holding the id. */
  id: string;
  /** FROM … WHERE … of the rows the list shows (the admin sees them all). */
  from: () => string;
  /** The id column, breaking ties. */
  idColumn: string;
  /** Whitelisted name → its column. */
  columns: Record<string, string>;
}

export const CASES: ListCase[] = [
  {
    name: 'users',
    url: () => '/system/user/list',
    schema: userQuery,
    id: 'userId',
    from: () => `sys_user t where t.del_flag = '0'`,
    idColumn: 't.user_id',
    columns: {
      userId: 't.user_id',
      userName: 't.user_name',
      nickName: 't.nick_name',
      phonenumber: 't.phonenumber',
      status: 't.status',
      loginDate: 't.login_date',
      createTime: 't.create_time',
    },
  },
  {
    name: 'users without a role',
    url: () => '/system/role/authUser/unallocatedList?roleId=1',
    schema: authUserQuery,
    id: 'userId',
    from: () =>
      `sys_user t where t.del_flag = '0' and t.user_id not in (select user_id from sys_user_role where role_id = 1)`,
    idColumn: 't.user_id',
    columns: {
      userId: 't.user_id',
      userName: 't.user_name',
      nickName: 't.nick_name',
      phonenumber: 't.phonenumber',
      status: 't.status',
      createTime: 't.create_time',
    },
  },
  {
    name: 'roles',
    url: () => '/system/role/list',
    schema: roleQuery,
    id: 'roleId',
    from: () => `sys_role t where t.del_flag = '0'`,
    idColumn: 't.role_id',
    columns: ROLE_COLUMNS,
  },
  {
    name: 'posts',
    url: () => '/system/post/list',
    schema: postQuery,
    id: 'postId',
    from: () => 'sys_post t',
    idColumn: 't.post_id',
    columns: {
      postId: 't.post_id',
      postCode: 't.post_code',
      postName: 't.post_name',
      postSort: 't.post_sort',
      status: 't.status',
      createTime: 't.create_time',
    },
  },
  {
    name: 'dictionary types',
    url: () => '/system/dict/type/list',
    schema: dictTypeQuery,
    id: 'dictId',
    from: () => 'sys_dict_type t',
    idColumn: 't.dict_id',
    columns: {
      dictId: 't.dict_id',
      dictName: 't.dict_name',
      dictType: 't.dict_type',
      status: 't.status',
      createTime: 't.create_time',
    },
  },
  {
    name: 'dictionary data',
    url: () => '/system/dict/data/list',
    schema: dictDataQuery,
    id: 'dictCode',
    from: () => 'sys_dict_data t',
    idColumn: 't.dict_code',
    columns: {
      dictCode: 't.dict_code',
      dictLabel: 't.dict_label',
      dictValue: 't.dict_value',
      dictSort: 't.dict_sort',
      status: 't.status',
      createTime: 't.create_time',
    },
  },
  {
    name: 'parameters',
    url: () => '/system/config/list',
    schema: configQuery,
    id: 'configId',
    from: () => 'sys_config t',
    idColumn: 't.config_id',
    columns: {
      configId: 't.config_id',
      configName: 't.config_name',
      configKey: 't.config_key',
      configType: 't.config_type',
      createTime: 't.create_time',
    },
  },
  {
    name: 'notices',
    url: () => '/system/notice/list',
    schema: noticeQuery,
    id: 'noticeId',
    from: () => 'sys_notice t',
    idColumn: 't.notice_id',
    columns: {
      noticeId: 't.notice_id',
      noticeTitle: 't.notice_title',
      noticeType: 't.notice_type',
      status: 't.status',
      createBy: 't.create_by',
      createTime: 't.create_time',
    },
  },
  {
    name: 'operation log',
    url: () => '/system/operlog/list',
    schema: operLogQuery,
    id: 'operId',
    from: () => 'sys_oper_log t',
    idColumn: 't.oper_id',
    columns: {
      operId: 't.oper_id',
      title: 't.title',
      businessType: 't.business_type',
      operName: 't.oper_name',
      status: 't.status',
      operTime: 't.oper_time',
      costTime: 't.cost_time',
    },
  },
  {
    name: 'login log',
    url: () => '/system/logininfor/list',
    schema: logininforQuery,
    id: 'infoId',
    from: () => 'sys_logininfor t',
    idColumn: 't.info_id',
    columns: {
      infoId: 't.info_id',
      userName: 't.user_name',
      ipaddr: 't.ipaddr',
      status: 't.status',
      loginTime: 't.login_time',
      accessTime: 't.login_time',
    },
  },
  {
    name: 'projects',
    url: () => '/business/project/list',
    schema: projectQuery,
    id: 'projectId',
    from: () => `biz_project t where t.del_flag = '0' and t.is_place = '0'`,
    idColumn: 't.project_id',
    columns: {
      projectId: 't.project_id',
      projectName: 't.project_name',
      projectCode: 't.project_code',
      status: 't.status',
      orderNum: 't.order_num',
      createTime: 't.create_time',
    },
  },
  {
    name: 'project roles',
    url: () => `/business/projectRole/list?projectId=${scope.project}`,
    schema: projectRoleQuery,
    id: 'roleId',
    from: () => `biz_project_role t where t.project_id = ${scope.project}`,
    idColumn: 't.role_id',
    columns: ROLE_COLUMNS,
  },
  {
    name: 'project members',
    url: () => `/business/projectRole/getProjectUsers/${scope.project}`,
    schema: projectUsersQuery,
    id: 'userId',
    from: () =>
      `biz_project_user t join sys_user u on u.user_id = t.user_id where t.project_id = ${scope.project} and u.del_flag = '0'`,
    idColumn: 't.user_id',
    columns: {
      userId: 't.user_id',
      userName: 'u.user_name',
      nickName: 'u.nick_name',
      userType: 't.user_type',
      joinTime: 't.create_time',
    },
  },
  {
    name: 'messages',
    url: () => '/system/message/listSysMessage',
    schema: sysMessageQuery,
    id: 'id',
    from: () => 'sys_message t where t.recipient = 1',
    idColumn: 't.id',
    columns: { id: 't.id', title: 't.title', status: 't.status', createTime: 't.create_time' },
  },
  {
    name: 'process models',
    url: () => '/flowable/flowable/model-list',
    schema: modelQuery,
    id: 'modelId',
    from: () => 'wf_model t',
    idColumn: 't.model_id',
    columns: {
      modelId: 't.model_id',
      modelKey: 't.model_key',
      modelName: 't.model_name',
      createTime: 't.create_time',
      updateTime: 't.update_time',
    },
  },
  {
    name: 'process definitions (all versions)',
    url: () => '/flowable/definition/definition-list?allVersions=true',
    schema: definitionQuery,
    id: 'definitionId',
    from: () => 'wf_definition t',
    idColumn: 't.definition_id',
    columns: {
      definitionId: 't.definition_id',
      definitionKey: 't.definition_key',
      name: 't.name',
      version: 't.version',
      deployTime: 't.deploy_time',
    },
  },
];
