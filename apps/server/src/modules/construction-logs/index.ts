import { CONSTRUCTION_LOG_PERMS } from '@zj/contract';
import { AppError, badRequest } from '../../core/http/app-error.ts';
import { defineModule } from '../../core/module.ts';
import { filesModule } from '../files/index.ts';
import { problemsModule } from '../problems/index.ts';
import { MENUS } from './construction-logs.menus.ts';
import { ConstructionLogsRepository, projectOfLog } from './construction-logs.repository.ts';
import { constructionLogsRoutes } from './construction-logs.routes.ts';
import { ConstructionLogsService, type ProblemsOfProject } from './construction-logs.service.ts';
import * as tables from './construction-logs.tables.ts';

/**
 * 施工日志 (issue 26): a project's construction dailies — one a day, its sections as jsonb, problems
 * found of the same project (asked of the problems module), photos of the one upload path — signed
 * by their author and read-only from then on. Its page is the menu plan's 218.
 */
export const constructionLogsModule = defineModule({
  name: 'construction-logs',
  tables,
  menus: MENUS,
  permissions: Object.values(CONSTRUCTION_LOG_PERMS),
  services: (kernel) => {
    const { problems } = kernel.use(problemsModule);
    // Each problem must be one the caller may read, of the log's project; its name is kept with the log.
    const problemsOf: ProblemsOfProject = async (p, projectId, problemIds) => {
      const found = [];
      for (const problemId of problemIds) {
        const refused = () => badRequest('constructionLog.problem', { id: problemId });
        const problem = await problems.require(p, problemId, null).catch((error: unknown) => {
          throw error instanceof AppError ? refused() : error;
        });
        if (problem.projectId !== projectId) throw refused();
        found.push({ problemId, name: problem.name });
      }
      return found;
    };
    const logs = new ConstructionLogsService(
      new ConstructionLogsRepository(kernel.db),
      kernel.projects,
      kernel.use(filesModule).files,
      kernel.uploads,
      problemsOf,
    );
    return { logs };
  },
  routes: constructionLogsRoutes,
  projectLookups: { constructionLog: projectOfLog },
});
