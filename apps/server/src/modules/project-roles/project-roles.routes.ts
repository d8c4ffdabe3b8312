import {
  AUTHENTICATED,
  ajaxResult,
  errorEnvelope,
  idParam,
  msg,
  PERMS,
  projectPermissionMap,
  projectRoleCreate,
  projectRoleDetail,
  projectRoleMenuTree,
  projectRoleQuery,
  projectRoleRow,
  projectRoleUpdate,
  tableResult,
} from '@zj/contract';
import { z } from 'zod';
import { principalOf } from '../../core/access/guard-plugin.ts';
import { done, ok, table } from '../../core/http/envelope.ts';
import type { AppInstance } from '../../core/http/types.ts';
import { projectFrom } from '../../core/project/project-ref.ts';
import { projectMembersRoutes } from './project-members.routes.ts';
import type { ProjectRoleServices } from './project-role-services.ts';
import { projectOfRole } from './project-roles.repository.ts';

const P = PERMS.business.projectRole;
const TITLE = '项目角色';
const tags = ['projectRole'];
const BASE = '/business/projectRole';
const byId = { params: z.object({ id: idParam }) };
/** Routes on one role: the project is the role's. */
const roleProject = projectFrom.lookup(projectFrom.param('id'), projectOfRole);

/** /business/projectRole: project roles and the caller's project permissions; members in their file. */
export async function projectRolesRoutes(app: AppInstance, services: ProjectRoleServices) {
  const { projectRoles } = services;

  app.get(
    `${BASE}/list`,
    {
      config: { access: { permission: P.list }, project: projectFrom.query('projectId') },
      schema: { tags, querystring: projectRoleQuery, response: { 200: tableResult(projectRoleRow) } },
    },
    async (request) => {
      const { projectId, ...filter } = request.query;
      const { rows, total } = await projectRoles.list(projectId, filter, request.query);
      return table(rows, total);
    },
  );

  app.get(
    `${BASE}/roleMenuTreeselect/:id`,
    {
      // Role 0 is a new role: the tree alone, no project to check.
      config: { access: { permission: P.query }, project: roleProject },
      schema: { tags, ...byId, response: { 200: projectRoleMenuTree } },
    },
    async (request) => ({
      code: 200,
      msg: msg('common.success', request.lang),
      ...(await projectRoles.menuTree(request.params.id)),
    }),
  );

  app.get(
    `${BASE}/getUserProjectPermission/:userId`,
    {
      config: { access: AUTHENTICATED },
      schema: {
        tags,
        summary: 'Project id → permissions; only admins ask for someone else',
        params: z.object({ userId: idParam }),
        response: { 200: ajaxResult(projectPermissionMap) },
      },
    },
    async (request) => ok(await projectRoles.permissionMap(principalOf(request), request.params.userId)),
  );

  app.get(
    `${BASE}/:id`,
    {
      config: { access: { permission: P.query }, project: roleProject },
      schema: { tags, ...byId, response: { 200: ajaxResult(projectRoleDetail) } },
    },
    async (request) => ok(await projectRoles.get(request.params.id)),
  );

  app.post(
    BASE,
    {
      config: {
        access: { permission: P.add },
        project: projectFrom.body('projectId'),
        log: { title: TITLE, businessType: 'insert' },
      },
      schema: { tags, body: projectRoleCreate, response: { 200: errorEnvelope } },
    },
    async (request) => {
      await projectRoles.create(principalOf(request), request.body);
      return done(msg('common.success', request.lang));
    },
  );

  app.put(
    BASE,
    {
      config: {
        access: { permission: P.edit },
        project: projectFrom.body('projectId'),
        log: { title: TITLE, businessType: 'update' },
      },
      schema: { tags, body: projectRoleUpdate, response: { 200: errorEnvelope } },
    },
    async (request) => {
      await projectRoles.update(principalOf(request), request.body);
      return done(msg('common.success', request.lang));
    },
  );

  app.delete(
    `${BASE}/:id`,
    {
      config: { access: { permission: P.remove }, project: roleProject, log: { title: TITLE, businessType: 'delete' } },
      schema: { tags, ...byId, response: { 200: errorEnvelope } },
    },
    async (request) => {
      await projectRoles.remove(request.params.id);
      return done(msg('common.success', request.lang));
    },
  );

  await projectMembersRoutes(app, services);
}
