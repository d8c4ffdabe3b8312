import type {
  ApiOut,
  joinedProjectRow,
  ProjectBaseRow,
  ProjectMapRow,
  ProjectTreeNode,
  projectListRow,
  projectQuery,
  projectTreeQuery,
} from '@zj/contract';
import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { isAdmin, type Principal } from '../../core/access/access.ts';
import { contains } from '../../core/db/filters.ts';
import { forbidden } from '../../core/http/app-error.ts';
import { memberProjects, type ProjectRecord, projectsSeenBy } from '../../core/project/project-access.ts';
import { bizProject } from '../../core/project/projects.tables.ts';
import { baseRowOf, projectRowOf, projectTree } from './project-rows.ts';
import type { ProjectViewsRepository } from './project-views.repository.ts';
import type { ProjectsRepository } from './projects.repository.ts';

type Query = z.infer<typeof projectQuery>;
/** Unpaged lookups (pickers, trees, the map) stop here. */
export const LOOKUP_LIMIT = 2000;

/** The project lists: tables and cards, archived projects, pickers, trees and the map. */
export class ProjectListsService {
  constructor(
    private readonly repo: ProjectsRepository,
    private readonly views: ProjectViewsRepository,
  ) {}

  private listRow = (r: {
    project: ProjectRecord;
    star: boolean;
    memberCount: number;
    childCount: number;
  }): ApiOut<typeof projectListRow> => ({
    ...projectRowOf(r.project),
    star: Boolean(r.star),
    memberCount: r.memberCount,
    childCount: r.childCount,
  });

  private async page(p: Principal, query: Query, opts: { archived: boolean; starredFirst?: boolean; extra?: SQL }) {
    const condition = and(this.repo.condition(query, projectsSeenBy(p), p.userId, opts.archived), opts.extra);
    const { rows, total } = await this.repo.page(condition, p.userId, query, opts.starredFirst);
    return { rows: rows.map(this.listRow), total };
  }

  /** GET list: the visible projects in work (parentId filters one level). */
  list(p: Principal, query: Query) {
    return this.page(p, query, { archived: false });
  }

  /** GET getCardProjects: the same, starred first. */
  cards(p: Principal, query: Query) {
    return this.page(p, query, { archived: false, starredFirst: true });
  }

  /** GET selectVwProjectListIsPlace: the visible archived projects. */
  archived(p: Principal, query: Query) {
    return this.page(p, query, { archived: true });
  }

  /** GET projectList: sub-projects of a parent, or every sub-project when none is named. */
  children(p: Principal, query: Query) {
    return this.page(p, query, {
      archived: false,
      ...(query.parentId === undefined ? { extra: ne(bizProject.parentId, 0) } : {}),
    });
  }

  /** GET getBaseProjectList: id and name of every visible project, archived ones included. */
  async base(p: Principal): Promise<ProjectBaseRow[]> {
    return (await this.repo.names(projectsSeenBy(p), LOOKUP_LIMIT)).map(baseRowOf);
  }

  /** GET treelist: the visible projects in work as a tree. */
  async tree(p: Principal, projectName?: string): Promise<ProjectTreeNode[]> {
    const condition = and(
      projectsSeenBy(p),
      eq(bizProject.isPlace, '0'),
      contains(bizProject.projectName, projectName),
    );
    return projectTree(await this.repo.names(condition, LOOKUP_LIMIT));
  }

  /** GET userProjectTreelist: the projects in work a user belongs to; others' trees only for admins. */
  async userTree(p: Principal, query: z.infer<typeof projectTreeQuery>): Promise<ProjectTreeNode[]> {
    const userId = query.userId ?? p.userId;
    if (userId !== p.userId && !isAdmin(p)) throw forbidden('project.noAccess');
    const condition = and(
      eq(bizProject.delFlag, '0'),
      eq(bizProject.isPlace, '0'),
      memberProjects(bizProject.projectId, userId),
      contains(bizProject.projectName, query.projectName),
    );
    return projectTree(await this.repo.names(condition, LOOKUP_LIMIT));
  }

  /** GET userJoinProject: the caller's projects in work with their place in each. */
  async joined(p: Principal): Promise<ApiOut<typeof joinedProjectRow>[]> {
    const rows = await this.views.joined(
      p.userId,
      and(eq(bizProject.delFlag, '0'), eq(bizProject.isPlace, '0')),
      LOOKUP_LIMIT,
    );
    return rows.map((r) => ({
      ...baseRowOf(r),
      status: r.status,
      cover: r.cover,
      isAdmin: r.isAdmin,
      userType: r.userType,
      roleId: r.roleId,
      roleName: r.roleName,
      star: r.starred !== null,
      joinTime: r.joinTime,
    }));
  }

  /** GET mapList: visible projects in work that have coordinates. */
  map(p: Principal): Promise<ProjectMapRow[]> {
    return this.repo.located(and(projectsSeenBy(p), eq(bizProject.isPlace, '0')), LOOKUP_LIMIT);
  }
}
