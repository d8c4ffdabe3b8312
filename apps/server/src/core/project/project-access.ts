import { PROJECT_ADMIN_PERMISSIONS, SUPER_ROLE } from '@zj/contract';
import { and, asc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { isAdmin, type Principal } from '../access/access.ts';
import type { AccessCache } from '../access/access-cache.ts';
import type { Db, Tx } from '../db/client.ts';
import { AppError, forbidden } from '../http/app-error.ts';
import { sysMenu } from '../identity/menus.tables.ts';
import { sysUser } from '../identity/users.tables.ts';
import { bizProjectRole, bizProjectRoleMenu } from './project-roles.tables.ts';
import { bizProject, bizProjectUser } from './projects.tables.ts';

/** A project row as the kernel reads it. */
export type ProjectRecord = typeof bizProject.$inferSelect;

/**
 * The projects a user may see: every live project for system admins, otherwise the live projects
 * they are a member of. `column` is the project id column of the rows to filter (the project
 * table's own by default); every project-scoped list adds this condition.
 */
export function projectsSeenBy(principal: Principal, column: AnyPgColumn = bizProject.projectId): SQL {
  const live = sql`${column} in (select ${bizProject.projectId} from ${bizProject} where ${bizProject.delFlag} = '0')`;
  if (column === bizProject.projectId) {
    const own = eq(bizProject.delFlag, '0');
    return isAdmin(principal) ? own : (and(own, memberProjects(column, principal.userId)) as SQL);
  }
  return isAdmin(principal) ? live : (and(live, memberProjects(column, principal.userId)) as SQL);
}

/** `column` is a project the user belongs to (whatever its state). */
export const memberProjects = (column: AnyPgColumn, userId: number) =>
  sql`${column} in (select ${bizProjectUser.projectId} from ${bizProjectUser} where ${bizProjectUser.userId} = ${userId})`;

/** 404 '项目不存在'. */
export const projectNotFound = () => new AppError(404, 'project.notFound');

/** What one request already knows of its caller's projects: the row and the permissions granted. */
interface Checked {
  project: ProjectRecord;
  granted: Set<string>;
}
/** Keyed by the principal, which lives for one request (the guard's session read makes it). */
const checked = new WeakMap<Principal, Map<number, Checked>>();

/**
 * The project kernel's access rules (spec 01 §6): system admins pass everything; otherwise the
 * caller must be a member of the live project, and a route's permission must also be granted in
 * that project (project admins hold all of a project's permissions).
 */
export class ProjectAccess {
  /** Run by the guard of every project route: prepared once by name (no SQL building per request). */
  private readonly liveProject;
  private readonly membership;

  constructor(
    private readonly db: Db,
    /** Granted reads kept for a moment (see AccessCache); none without one. */
    private readonly kept?: AccessCache,
  ) {
    const projectId = sql.placeholder('projectId');
    this.liveProject = db
      .select()
      .from(bizProject)
      .where(and(eq(bizProject.projectId, projectId), eq(bizProject.delFlag, '0')))
      .limit(1)
      .prepare('project_live');
    // The project with the caller's membership, its admin flag and whether the role grants the
    // permission (always, when no permission is asked).
    const permission = sql.placeholder('permission');
    const granted = sql<boolean>`(cast(${permission} as text) is null or exists (select 1 from ${bizProjectRole} join ${bizProjectRoleMenu} on ${bizProjectRoleMenu.roleId} = ${bizProjectRole.roleId} join ${sysMenu} on ${sysMenu.menuId} = ${bizProjectRoleMenu.menuId} and ${sysMenu.status} = '0' where ${bizProjectRole.roleId} = ${bizProjectUser.roleId} and ${bizProjectRole.status} = '0' and ${sysMenu.perms} = ${permission}))`;
    this.membership = db
      .select({ project: bizProject, isAdmin: bizProjectUser.isAdmin, granted })
      .from(bizProject)
      .leftJoin(
        bizProjectUser,
        and(eq(bizProjectUser.projectId, bizProject.projectId), eq(bizProjectUser.userId, sql.placeholder('userId'))),
      )
      .where(eq(bizProject.projectId, projectId))
      .limit(1)
      .prepare('project_membership');
  }

  /**
   * The one check, used by the route guard and again by every project-scoped service method:
   * answers the project row, or refuses — 404 when no live project has the id (for admins, and
   * for anyone when no project ever had it), 403 when the caller is not a member or lacks the
   * permission. The guard and the service of one request share one read.
   */
  async requireProjectAccess(principal: Principal, projectId: number, permission?: string): Promise<ProjectRecord> {
    const seen = checked.get(principal) ?? new Map<number, Checked>();
    checked.set(principal, seen);
    const known = seen.get(projectId);
    if (known && (!permission || known.granted.has(permission))) return known.project;
    const project = await this.read(principal, projectId, permission);
    const granted = known?.granted ?? new Set<string>();
    if (permission) granted.add(permission);
    seen.set(projectId, { project, granted });
    return project;
  }

  /** Forgets what this request read of a project (after the request changed it). */
  forget(principal: Principal, projectId: number): void {
    checked.get(principal)?.delete(projectId);
  }

  private async read(principal: Principal, projectId: number, permission?: string): Promise<ProjectRecord> {
    const admin = isAdmin(principal);
    const key = `${principal.userId}:${admin ? 'a' : 'm'}:${projectId}:${permission ?? ''}`;
    const kept = this.kept?.project<ProjectRecord>(key);
    if (kept) return kept;
    const project = await this.readNow(principal, admin, projectId, permission);
    this.kept?.keepProject(key, project);
    return project;
  }

  private async readNow(
    principal: Principal,
    admin: boolean,
    projectId: number,
    permission?: string,
  ): Promise<ProjectRecord> {
    if (admin) {
      const [row] = await this.liveProject.execute({ projectId });
      if (!row) throw projectNotFound();
      return row;
    }
    const [row] = await this.membership.execute({
      projectId,
      userId: principal.userId,
      permission: permission ?? null,
    });
    if (!row) throw projectNotFound();
    if (row.isAdmin === null || row.project.delFlag !== '0') throw forbidden('project.noAccess');
    if (row.isAdmin !== '1' && !row.granted) throw forbidden();
    return row.project;
  }

  /** Is the user a member of at least one live project? */
  async belongsToAnyProject(userId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ projectId: bizProjectUser.projectId })
      .from(bizProjectUser)
      .innerJoin(bizProject, and(eq(bizProject.projectId, bizProjectUser.projectId), eq(bizProject.delFlag, '0')))
      .where(eq(bizProjectUser.userId, userId))
      .limit(1);
    return row !== undefined;
  }

  /**
   * A user's memberships of live projects with the permission strings of their enabled role's
   * enabled menus: one row per permission (perms null when there is none).
   */
  private memberPermissions(userId: number) {
    return this.db
      .select({ projectId: bizProjectUser.projectId, isAdmin: bizProjectUser.isAdmin, perms: sysMenu.perms })
      .from(bizProjectUser)
      .innerJoin(bizProject, and(eq(bizProject.projectId, bizProjectUser.projectId), eq(bizProject.delFlag, '0')))
      .leftJoin(bizProjectRole, and(eq(bizProjectRole.roleId, bizProjectUser.roleId), eq(bizProjectRole.status, '0')))
      .leftJoin(bizProjectRoleMenu, eq(bizProjectRoleMenu.roleId, bizProjectRole.roleId))
      .leftJoin(sysMenu, and(eq(sysMenu.menuId, bizProjectRoleMenu.menuId), eq(sysMenu.status, '0')))
      .where(eq(bizProjectUser.userId, userId));
  }

  /**
   * The menus a user's project roles grant in the live projects they belong to (enabled roles,
   * enabled menus), or 'all' when they administer one: the project group of their sidebar.
   */
  async grantedMenus(userId: number): Promise<Set<number> | 'all'> {
    const rows = await this.db
      .select({ isAdmin: bizProjectUser.isAdmin, menuId: bizProjectRoleMenu.menuId })
      .from(bizProjectUser)
      .innerJoin(bizProject, and(eq(bizProject.projectId, bizProjectUser.projectId), eq(bizProject.delFlag, '0')))
      .leftJoin(bizProjectRole, and(eq(bizProjectRole.roleId, bizProjectUser.roleId), eq(bizProjectRole.status, '0')))
      .leftJoin(bizProjectRoleMenu, eq(bizProjectRoleMenu.roleId, bizProjectRole.roleId))
      .where(eq(bizProjectUser.userId, userId));
    if (rows.some((r) => r.isAdmin === '1')) return 'all';
    return new Set(rows.flatMap((r) => (r.menuId === null ? [] : [r.menuId])));
  }

  /**
   * The enabled users of a live project who hold a permission there: its admins and the members
   * whose enabled role grants an enabled menu with it (at most `limit`, by user id).
   */
  async membersGranted(projectId: number, permission: string, tx: Tx = this.db, limit = 500): Promise<number[]> {
    const grants = sql`exists (select 1 from ${bizProjectRole} join ${bizProjectRoleMenu} on ${bizProjectRoleMenu.roleId} = ${bizProjectRole.roleId} join ${sysMenu} on ${sysMenu.menuId} = ${bizProjectRoleMenu.menuId} and ${sysMenu.status} = '0' where ${bizProjectRole.roleId} = ${bizProjectUser.roleId} and ${bizProjectRole.status} = '0' and ${sysMenu.perms} = ${permission})`;
    const rows = await tx
      .select({ userId: bizProjectUser.userId })
      .from(bizProjectUser)
      .innerJoin(bizProject, and(eq(bizProject.projectId, bizProjectUser.projectId), eq(bizProject.delFlag, '0')))
      .innerJoin(
        sysUser,
        and(eq(sysUser.userId, bizProjectUser.userId), eq(sysUser.status, '0'), eq(sysUser.delFlag, '0')),
      )
      .where(and(eq(bizProjectUser.projectId, projectId), or(eq(bizProjectUser.isAdmin, '1'), grants)))
      .orderBy(asc(bizProjectUser.userId))
      .limit(limit);
    return rows.map((r) => r.userId);
  }

  /**
   * GET getUserProjectPermission/{userId}: project id → permission strings, ['admin'] where the
   * user administers the project (the web's project check reads this map).
   */
  async permissionMap(userId: number): Promise<Record<string, string[]>> {
    const rows = await this.memberPermissions(userId);
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
