import type { Db } from '../../core/db/client.ts';
import type { Uploads } from '../../core/files/uploads.ts';
import type { ProjectAccess } from '../../core/project/project-access.ts';
import { ProjectListsService } from './project-lists.service.ts';
import { ProjectNewsRepository } from './project-news.repository.ts';
import { ProjectNewsService } from './project-news.service.ts';
import { ProjectViewsRepository } from './project-views.repository.ts';
import { ProjectViewsService } from './project-views.service.ts';
import { ProjectsRepository } from './projects.repository.ts';
import { ProjectsService } from './projects.service.ts';

/** The services of /business/project, wired from the database (app.ts spreads them in). */
export function createProjectServices(db: Db, access: ProjectAccess, uploads: Pick<Uploads, 'claim'>) {
  const repo = new ProjectsRepository(db);
  const views = new ProjectViewsRepository(db);
  return {
    projects: new ProjectsService(repo, views, access, uploads),
    projectLists: new ProjectListsService(repo, views),
    projectViews: new ProjectViewsService(repo, views, access),
    projectNews: new ProjectNewsService(new ProjectNewsRepository(db)),
  };
}

export type ProjectServices = ReturnType<typeof createProjectServices>;
