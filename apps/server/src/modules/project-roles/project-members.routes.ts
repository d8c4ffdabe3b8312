import {
  AUTHENTICATED,
  addProjectUsersBody,
  delProjectUsersParams,
  editProjectAdminBody,
  errorEnvelope,
  idParam,
  MEMBER_OPTIONS_MAX,
  msg,
  PERMS,
  projectMemberOption,
  projectUserRow,
  projectUsersQuery,
  setProjectUserRoleBody,
  setProjectUserTypeBody,
  tableResult,
} from '@zj/contract';
import { z } from 'zod';
import { principalOf } from '../../core/access/guard-plugin.ts';
import { done, table } from '../../core/http/envelope.ts';
import type { AppInstance } from '../../core/http/types.ts';
import { projectFrom } from '../../core/project/project-ref.ts';
import type { ProjectRoleServices } from './project-role-services.ts';

const P = PERMS.business.projectUser;
const TITLE = '项目成员';
const tags = ['projectRole'];
const BASE = '/business/projectRole';
const inBody = projectFrom.body('projectId');

/** /business/projectRole: the members of a project (list, add, remove, admin flag, role, unit type). */
export async function projectMembersRoutes(app: AppInstance, { projectMembers }: ProjectRoleServices) {
  app.get(
    `${BASE}/memberOptions/:id`,
    {
      config: { access: AUTHENTICATED, project: projectFrom.param('id') },
      schema: {
        tags,
        summary: 'The members as picker options (names and department), for any member of the project',
        params: z.object({ id: idParam }),
        response: { 200: tableResult(projectMemberOption) },
      },
    },
    async (request) => {
      const { rows, total } = await projectMembers.list(
        request.params.id,
        {},
        { pageNum: 1, pageSize: MEMBER_OPTIONS_MAX, orderByColumn: undefined, isAsc: undefined },
      );
      return table(
        rows.map(({ userId, userName, nickName, deptName }) => ({ userId, userName, nickName, deptName })),
        total,
      );
    },
  );

  app.get(
    `${BASE}/getProjectUsers/:id`,
    {
      config: { access: { permission: P.list }, project: projectFrom.param('id') },
      schema: {
        tags,
        params: z.object({ id: idParam }),
        querystring: projectUsersQuery,
        response: { 200: tableResult(projectUserRow) },
      },
    },
    async (request) => {
      const { rows, total } = await projectMembers.list(request.params.id, request.query, request.query);
      return table(rows, total);
    },
  );

  app.put(
    `${BASE}/addUserProjectRole`,
    {
      config: { access: { permission: P.add }, project: inBody, log: { title: TITLE, businessType: 'grant' } },
      schema: { tags, body: addProjectUsersBody, response: { 200: errorEnvelope } },
    },
    async (request) => {
      await projectMembers.add(principalOf(request), request.body);
      return done(msg('common.success', request.lang));
    },
  );

  app.delete(
    `${BASE}/delProjectUsers/:projectId/:userIds`,
    {
      config: {
        access: { permission: P.remove },
        project: projectFrom.param('projectId'),
        log: { title: TITLE, businessType: 'delete' },
      },
      schema: { tags, params: delProjectUsersParams, response: { 200: errorEnvelope } },
    },
    async (request) => {
      await projectMembers.remove(principalOf(request), request.params.projectId, request.params.userIds);
      return done(msg('common.success', request.lang));
    },
  );

  app.put(
    `${BASE}/editProjectAdmin`,
    {
      config: { access: { permission: P.edit }, project: inBody, log: { title: TITLE, businessType: 'grant' } },
      schema: { tags, body: editProjectAdminBody, response: { 200: errorEnvelope } },
    },
    async (request) => {
      await projectMembers.setAdmin(principalOf(request), request.body);
      return done(msg('common.success', request.lang));
    },
  );

  app.put(
    `${BASE}/setUserProjectRole`,
    {
      config: { access: { permission: P.edit }, project: inBody, log: { title: TITLE, businessType: 'grant' } },
      schema: { tags, body: setProjectUserRoleBody, response: { 200: errorEnvelope } },
    },
    async (request) => {
      await projectMembers.setRole(principalOf(request), request.body);
      return done(msg('common.success', request.lang));
    },
  );

  app.put(
    `${BASE}/setProjectUserType`,
    {
      config: { access: { permission: P.edit }, project: inBody, log: { title: TITLE, businessType: 'update' } },
      schema: { tags, body: setProjectUserTypeBody, response: { 200: errorEnvelope } },
    },
    async (request) => {
      await projectMembers.setType(request.body);
      return done(msg('common.success', request.lang));
    },
  );
}
