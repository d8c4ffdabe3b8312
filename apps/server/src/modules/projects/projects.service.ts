import {
  type ApiOut,
  PERMS,
  type projectCreate,
  type projectDetailBody,
  type projectPlaceBody,
  type projectRow,
  type projectUpdate,
} from '@zj/contract';
import type { z } from 'zod';
import type { Principal } from '../../core/access/access.ts';
import { isUniqueViolation } from '../../core/db/errors.ts';
import type { Uploads } from '../../core/files/uploads.ts';
import { badRequest } from '../../core/http/app-error.ts';
import { sanitizeRichText } from '../../core/http/rich-text.ts';
import { type ProjectAccess, type ProjectRecord, projectsSeenBy } from '../../core/project/project-access.ts';
import { recordProjectNews } from '../../core/project/project-news.ts';
import { setUpProject } from '../../core/project/project-setup.ts';
import { orNull, projectRowOf, projectValuesOf } from './project-rows.ts';
import type { ProjectViewsRepository } from './project-views.repository.ts';
import type { ProjectsRepository, ProjectValues } from './projects.repository.ts';

type CreateBody = z.infer<typeof projectCreate>;
type UpdateBody = z.infer<typeof projectUpdate>;

/** Project changes: create, update, archive, delete, star, details (spec 01 §7 /business/project). */
export class ProjectsService {
  constructor(
    private readonly repo: ProjectsRepository,
    private readonly views: ProjectViewsRepository,
    private readonly access: ProjectAccess,
    private readonly uploads: Pick<Uploads, 'claim'>,
  ) {}

  /** A live project the caller sees (404 otherwise; the route guard has already said 403 to strangers). */
  visible(p: Principal, projectId: number): Promise<ProjectRecord> {
    return this.access.requireProjectAccess(p, projectId);
  }

  /** The parent of a new or moved project: visible, live, not archived. */
  private async parentFor(p: Principal, parentId: number): Promise<ProjectRecord> {
    const parent = await this.repo.byId(parentId, projectsSeenBy(p));
    if (!parent) throw badRequest('project.notFound');
    if (parent.isPlace === '1') throw badRequest('project.placed');
    return parent;
  }

  private async checkFields(body: CreateBody, exceptId?: number) {
    if (body.startDate && body.plannedEndDate && body.plannedEndDate < body.startDate)
      throw badRequest('project.endBeforeStart');
    const name = { name: body.projectName };
    if (await this.repo.nameTaken(body.parentId, body.projectName, exceptId))
      throw badRequest('project.nameExists', name);
    const code = orNull(body.projectCode);
    if (code && (await this.repo.codeTaken(code, exceptId))) throw badRequest('project.codeExists', name);
  }

  /** The unique code index can still refuse a concurrent save: answer it like the check. */
  private async uniqueGuard<T>(body: CreateBody, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (isUniqueViolation(error)) throw badRequest('project.codeExists', { name: body.projectName });
      throw error;
    }
  }

  /** Creates a project with its default role, the creator as project admin, and a news row. */
  async create(p: Principal, body: CreateBody): Promise<ApiOut<typeof projectRow>> {
    await this.checkFields(body);
    const parent = body.parentId > 0 ? await this.parentFor(p, body.parentId) : undefined;
    const ancestors = parent ? `${parent.ancestors},${parent.projectId}` : '0';
    const created = await this.uniqueGuard(body, () =>
      this.repo.db.transaction(async (tx) => {
        const row = await this.repo.insert({ ...projectValuesOf(body), ancestors, createBy: p.userName }, tx);
        await this.uploads.claim([row.cover, row.description], tx);
        await setUpProject(tx, row.projectId, p);
        await recordProjectNews(tx, [
          {
            projectId: row.projectId,
            newsType: 'create',
            key: 'news.create',
            params: { project: row.projectName },
            createBy: p.userName,
          },
        ]);
        return row;
      }),
    );
    return projectRowOf(created);
  }

  /** Updates a project; moving it rewrites the ancestors below it in the same transaction. */
  async update(p: Principal, body: UpdateBody): Promise<ApiOut<typeof projectRow>> {
    const current = await this.visible(p, body.projectId);
    if (current.isPlace === '1') throw badRequest('project.placed');
    const selfParent = () => badRequest('project.selfParent', { name: body.projectName });
    if (body.parentId === body.projectId) throw selfParent();
    await this.checkFields(body, body.projectId);
    let ancestors = current.ancestors;
    let move: { oldPrefix: string; newPrefix: string } | undefined;
    if (body.parentId !== current.parentId) {
      if (body.parentId > 0) {
        const parent = await this.parentFor(p, body.parentId);
        if (parent.ancestors.split(',').includes(String(body.projectId))) throw selfParent();
        // Moving below a project adds a child to it, as creating one there would.
        await this.access.requireProjectAccess(p, parent.projectId, PERMS.business.project.add);
        ancestors = `${parent.ancestors},${parent.projectId}`;
      } else ancestors = '0';
      move = { oldPrefix: `${current.ancestors},${current.projectId}`, newPrefix: `${ancestors},${current.projectId}` };
    }
    const values: Partial<ProjectValues> = {
      ...projectValuesOf(body),
      ancestors,
      updateBy: p.userName,
      updateTime: new Date(),
    };
    const updated = await this.uniqueGuard(body, () =>
      this.repo.db.transaction(async (tx) => {
        const row = await this.repo.update(tx, body.projectId, values, move);
        await this.uploads.claim([values.cover, values.description], tx);
        await recordProjectNews(tx, [
          {
            projectId: body.projectId,
            newsType: 'update',
            key: 'news.update',
            params: { project: body.projectName },
            createBy: p.userName,
          },
        ]);
        return row;
      }),
    );
    // The row as the update left it: the project is read once per update (by the guard).
    this.access.forget(p, body.projectId);
    return projectRowOf(updated);
  }

  /** Archives ('1') or restores ('0') a project; a call that changes nothing writes nothing. */
  async place(p: Principal, body: z.infer<typeof projectPlaceBody>): Promise<void> {
    const current = await this.visible(p, body.projectId);
    if (current.isPlace === body.isPlace) return;
    const archive = body.isPlace === '1';
    await this.repo.db.transaction(async (tx) => {
      const now = new Date();
      await this.repo.update(tx, body.projectId, {
        isPlace: body.isPlace,
        placeTime: archive ? now : null,
        updateBy: p.userName,
        updateTime: now,
      });
      await recordProjectNews(tx, [
        {
          projectId: body.projectId,
          newsType: archive ? 'place' : 'restore',
          key: archive ? 'news.archive' : 'news.restore',
          params: { project: current.projectName },
          createBy: p.userName,
        },
      ]);
    });
  }

  /** Soft-deletes a project without live sub-projects. */
  async remove(p: Principal, projectId: number): Promise<void> {
    await this.visible(p, projectId);
    await this.repo.db.transaction(async (tx) => {
      if ((await this.repo.liveChildren(projectId, tx)) > 0) throw badRequest('project.hasChildren');
      await this.repo.update(tx, projectId, { delFlag: '2', updateBy: p.userName, updateTime: new Date() });
    });
  }

  async star(p: Principal, projectId: number, star: boolean): Promise<void> {
    await this.visible(p, projectId);
    await this.repo.setStar(p.userId, projectId, star);
  }

  /** Saves the figures of a project, the overview's rich text sanitised. */
  async saveDetail(p: Principal, body: z.infer<typeof projectDetailBody>): Promise<void> {
    const project = await this.visible(p, body.projectId);
    if (project.isPlace === '1') throw badRequest('project.placed');
    const { projectId, ...figures } = body;
    const values = {
      totalInvestment: figures.totalInvestment ?? null,
      buildingArea: figures.buildingArea ?? null,
      floorsAbove: figures.floorsAbove ?? null,
      floorsBelow: figures.floorsBelow ?? null,
      contractDays: figures.contractDays ?? null,
      overview: sanitizeRichText(figures.overview),
    };
    await this.repo.db.transaction(async (tx) => {
      await this.views.saveDetail(projectId, values, p.userName, tx);
      await this.uploads.claim([values.overview], tx);
      await recordProjectNews(tx, [
        {
          projectId,
          newsType: 'update',
          key: 'news.overview',
          params: { project: project.projectName },
          createBy: p.userName,
        },
      ]);
    });
  }
}
