import { and, eq, type SQL } from 'drizzle-orm';
import { isAdmin, type Principal } from '../../core/access/access.ts';
import { memberOf, type ProjectRef } from '../../core/access/project-access.ts';
import { notFound } from '../../core/http/app-error.ts';
import type { ProjectRecord } from './project-rows.ts';
import type { ProjectsRepository } from './projects.repository.ts';
import { bizProject } from './projects.tables.ts';

/**
 * The projects a caller sees: every live project for system admins, otherwise the live projects
 * they are a member of (biz_project_user). Every project query of this module adds it.
 */
export function visibleTo(principal: Principal): SQL {
  const live = eq(bizProject.delFlag, '0');
  return isAdmin(principal) ? live : (and(live, memberOf(bizProject.projectId, principal.userId)) as SQL);
}

/** A live project the caller sees (404 otherwise; the route guard has already said 403 to strangers). */
export async function visibleProject(
  repo: ProjectsRepository,
  p: Principal,
  projectId: number,
): Promise<ProjectRecord> {
  const project = await repo.byId(projectId, visibleTo(p));
  if (!project) throw notFound();
  return project;
}

/**
 * A project reference for `config.project` that names only projects that exist: an id that no
 * project ever had is left to the handler, which answers 404 (its queries are limited by
 * `visibleTo`), while a project of someone else's still gets the guard's 403.
 */
export function knownProject(from: ProjectRef): ProjectRef {
  const ref: ProjectRef = async (request, db) => {
    const projectId = await from(request, db);
    if (projectId === undefined) return undefined;
    const [row] = await db
      .select({ id: bizProject.projectId })
      .from(bizProject)
      .where(eq(bizProject.projectId, projectId))
      .limit(1);
    return row ? projectId : undefined;
  };
  // The same field as the wrapped reference (the project-scope test reads it).
  return from.from ? Object.assign(ref, { from: from.from }) : ref;
}
