import { PROJECT_ADMIN_PERMISSIONS, SUPER_ROLE } from '@zj/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { sysMenu } from '../../modules/menus/menus.tables.ts';
import { bizProjectRole, bizProjectRoleMenu } from '../../modules/project-roles/project-roles.tables.ts';
import { bizProject, bizProjectUser } from '../../modules/projects/projects.tables.ts';
import type { Db } from '../db/client.ts';
import { forbidden } from '../http/app-error.ts';
import { isAdmin, type Principal } from './access.ts';

/** Where a project reference reads its value: a field of the request, or a lookup from another id. */
export type RefSource = { source: 'param' | 'query' | 'body'; name: string } | { source: 'lookup'; inner: ProjectRef };

/**
 * Where a project-scoped route finds the project it touches: a path parameter, a query or body
 * field, or a lookup from another id (a problem's project, say). Declared on the route as
 * `config.project`; the guard checks it after validation, so the values are already parsed.
 * `undefined` means the call names no project (the service then limits itself to the caller's).
 * `from` says where the value comes from (the project-scope test builds requests with it).
 */
export type ProjectRef = ((request: FastifyRequest, db: Db) => number | undefined | Promise<number | undefined>) & {
  readonly from?: RefSource;
};

const field = (source: unknown, name: string): number | undefined => {
  const value = (source as Record<string, unknown> | undefined)?.[name];
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : undefined;
};

const described = (ref: ProjectRef, from: RefSource): ProjectRef => Object.assign(ref, { from });
const fieldRef = (source: 'param' | 'query' | 'body', name: string): ProjectRef => {
  const part = source === 'param' ? 'params' : source;
  return described((request) => field(request[part], name), { source, name });
};

export const projectFrom = {
  param: (name: string): ProjectRef => fieldRef('param', name),
  query: (name: string): ProjectRef => fieldRef('query', name),
  body: (name: string): ProjectRef => fieldRef('body', name),
  /** The project of another row: `lookup(id)` answers its project id (or undefined when it is unknown). */
  lookup: (from: ProjectRef, lookup: (id: number, db: Db) => Promise<number | undefined>): ProjectRef =>
    described(
      async (request, db) => {
        const id = await from(request, db);
        return id === undefined ? undefined : ((await lookup(id, db)) ?? -1);
      },
      { source: 'lookup', inner: from },
    ),
};

/** A user's standing in one project. */
export interface Membership {
  isAdmin: boolean;
  /** Permission strings of the member's project role (enabled role, enabled menus). */
  permissions: string[];
}

/**
 * Project membership and project permissions (spec 01 §6): system admins pass everything;
 * otherwise the caller must be a member of the project, and a route's permission must also be
 * granted in that project (project admins hold all of a project's permissions).
 */
export class ProjectAccess {
  constructor(private readonly db: Db) {}

  /**
   * A user's memberships of live projects with the permission strings of their enabled role's
   * enabled menus: one row per permission (perms null when there is none).
   */
  private memberPermissions(where: SQL | undefined) {
    return this.db
      .select({ projectId: bizProjectUser.projectId, isAdmin: bizProjectUser.isAdmin, perms: sysMenu.perms })
      .from(bizProjectUser)
      .innerJoin(bizProject, and(eq(bizProject.projectId, bizProjectUser.projectId), eq(bizProject.delFlag, '0')))
      .leftJoin(bizProjectRole, and(eq(bizProjectRole.roleId, bizProjectUser.roleId), eq(bizProjectRole.status, '0')))
      .leftJoin(bizProjectRoleMenu, eq(bizProjectRoleMenu.roleId, bizProjectRole.roleId))
      .leftJoin(sysMenu, and(eq(sysMenu.menuId, bizProjectRoleMenu.menuId), eq(sysMenu.status, '0')))
      .where(where);
  }

  async membership(userId: number, projectId: number): Promise<Membership | null> {
    const rows = await this.memberPermissions(
      and(eq(bizProjectUser.projectId, projectId), eq(bizProjectUser.userId, userId)),
    );
    const [first] = rows;
    if (!first) return null;
    const permissions = new Set<string>();
    for (const row of rows) if (row.perms) permissions.add(row.perms);
    return { isAdmin: first.isAdmin === '1', permissions: [...permissions] };
  }

  /** Refuses (403) unless the principal may use `permission` in the project. */
  async check(principal: Principal, projectId: number, permission?: string): Promise<void> {
    if (isAdmin(principal)) return;
    const member = await this.membership(principal.userId, projectId);
    if (!member) throw forbidden('project.noAccess');
    if (member.isAdmin || !permission) return;
    if (!member.permissions.includes(permission)) throw forbidden();
  }

  /**
   * GET getUserProjectPermission/{userId}: project id → permission strings, ['admin'] where the
   * user administers the project (the web's project check reads this map).
   */
  async permissionMap(userId: number): Promise<Record<string, string[]>> {
    const rows = await this.memberPermissions(eq(bizProjectUser.userId, userId));
    const map: Record<string, string[]> = {};
    for (const row of rows) {
      const key = String(row.projectId);
      if (row.isAdmin === '1') {
        map[key] = [...PROJECT_ADMIN_PERMISSIONS];
        continue;
      }
      const list = map[key] ?? [];
      map[key] = list;
      if (list[0] !== SUPER_ROLE && row.perms && !list.includes(row.perms)) list.push(row.perms);
    }
    return map;
  }
}

/** A condition: the project column is one the user belongs to (for list queries of non-admins). */
export const memberOf = (projectColumn: AnyPgColumn, userId: number) =>
  sql`${projectColumn} in (select ${bizProjectUser.projectId} from ${bizProjectUser} where ${bizProjectUser.userId} = ${userId})`;
