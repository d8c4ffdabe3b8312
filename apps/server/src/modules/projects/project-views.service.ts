import {
  type ApiOut,
  PROJECT_USER_TYPES,
  type ProjectBandRow,
  type ProjectBaseRow,
  type ProjectOrganization,
  type projectDetailRow,
  type projectFullDetail,
  type projectInfo,
  type projectRow,
} from '@zj/contract';
import type { Principal } from '../../core/access/access.ts';
import type { ProjectAccess } from '../../core/project/project-access.ts';
import { type ProjectRecord, projectsSeenBy } from '../../core/project/project-access.ts';
import { baseRowOf, detailRowOf, projectRowOf } from './project-rows.ts';
import type { ProjectViewsRepository } from './project-views.repository.ts';
import type { ProjectsRepository } from './projects.repository.ts';

/** The unit of each member type (dict biz_project_user_type): 0 施工, 1 建设, 2 监理, 3 设计, 4 other. */
const UNIT_OF: Record<string, keyof ProjectRecord | undefined> = {
  '0': 'contractorUnit',
  '1': 'ownerUnit',
  '2': 'supervisorUnit',
  '3': 'designUnit',
};

/** One project as its screens read it: the row, details, dashboard figures, organization. */
export class ProjectViewsService {
  constructor(
    private readonly repo: ProjectsRepository,
    private readonly views: ProjectViewsRepository,
    private readonly access: ProjectAccess,
  ) {}

  private visible(p: Principal, projectId: number): Promise<ProjectRecord> {
    return this.access.requireProjectAccess(p, projectId);
  }

  async get(p: Principal, projectId: number): Promise<ApiOut<typeof projectRow>> {
    return projectRowOf(await this.visible(p, projectId));
  }

  async detail(p: Principal, projectId: number): Promise<ApiOut<typeof projectDetailRow> | null> {
    await this.visible(p, projectId);
    const row = await this.views.detail(projectId);
    return row ? detailRowOf(row) : null;
  }

  async fullDetail(p: Principal, projectId: number): Promise<ApiOut<typeof projectFullDetail>> {
    const project = await this.visible(p, projectId);
    const detail = await this.views.detail(projectId);
    return { ...projectRowOf(project), detail: detail ? detailRowOf(detail) : null };
  }

  /** GET getProjectInfo/{id}: the project with the figures of its dashboard. */
  async info(p: Principal, projectId: number): Promise<ApiOut<typeof projectInfo>> {
    const project = await this.visible(p, projectId);
    const [figures, parent] = await Promise.all([
      this.views.figures(projectId, p.userId),
      project.parentId > 0 ? this.repo.byId(project.parentId, projectsSeenBy(p)) : undefined,
    ]);
    return {
      project: projectRowOf(project),
      parentName: parent?.projectName ?? null,
      memberCount: figures.members,
      childCount: figures.children,
      roleCount: figures.roles,
      newsCount: figures.news,
      membersByType: figures.byType,
      star: figures.starred,
      bandIds: figures.bands.map((b) => b.bandId),
    };
  }

  /**
   * GET getProjectOrganization/{id}: members grouped by the unit they work for. A unit shows when
   * it has members or the project names it.
   */
  async organization(p: Principal, projectId: number): Promise<ProjectOrganization> {
    const project = await this.visible(p, projectId);
    const members = await this.views.members(projectId);
    const units = PROJECT_USER_TYPES.map((userType) => {
      const field = UNIT_OF[userType];
      const unitName = field ? ((project[field] as string | null) ?? null) : null;
      return {
        userType,
        unitName,
        members: members
          .filter((m) => m.userType === userType)
          .map(({ userType: _type, ...m }) => ({ ...m, roleName: m.roleName ?? null })),
      };
    }).filter((u) => u.members.length > 0 || u.unitName);
    return {
      projectId,
      projectName: project.projectName,
      admins: members.filter((m) => m.isAdmin === '1').map((m) => ({ userId: m.userId, nickName: m.nickName })),
      units,
    };
  }

  async bands(p: Principal, projectId: number): Promise<ProjectBandRow[]> {
    await this.visible(p, projectId);
    return this.views.bands(projectId);
  }

  /** GET parent/{projectId}: the parent project, null for a root (or a parent the caller cannot see). */
  async parent(p: Principal, projectId: number): Promise<ProjectBaseRow | null> {
    const project = await this.visible(p, projectId);
    if (project.parentId === 0) return null;
    const parent = await this.repo.byId(project.parentId, projectsSeenBy(p));
    return parent ? baseRowOf(parent) : null;
  }
}
