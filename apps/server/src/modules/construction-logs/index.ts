import { CONSTRUCTION_LOG_PERMS } from '@zj/contract';
import { defineModule } from '../../core/module.ts';
import { filesModule } from '../files/index.ts';
import { planTasksNamed, projectLeafTaskPage } from '../plans/index.ts';
import { problemsModule } from '../problems/index.ts';
import { MENUS } from './construction-logs.menus.ts';
import { ConstructionLogsRepository, projectOfLog } from './construction-logs.repository.ts';

export { type LoggedWorkRow, loggedWorkOf } from './construction-logs.repository.ts';

import { constructionLogsRoutes } from './construction-logs.routes.ts';
import { ConstructionLogsService } from './construction-logs.service.ts';
import * as tables from './construction-logs.tables.ts';
import { problemsFoundBy } from './problems-found.ts';

/**
 * 施工日志 (issue 26): a project's construction dailies — one a day, its sections as jsonb, problems
 * found of the same project (asked of the problems module), plan tasks of the same project (the
 * plans module's lookup), photos of the one upload path — signed
 * by their author and read-only from then on. Its page is the menu plan's 218.
 */
export const constructionLogsModule = defineModule({
  name: 'construction-logs',
  tables,
  menus: MENUS,
  permissions: Object.values(CONSTRUCTION_LOG_PERMS),
  services: (kernel) => {
    const logs = new ConstructionLogsService(
      new ConstructionLogsRepository(kernel.db),
      kernel.projects,
      kernel.use(filesModule).files,
      kernel.uploads,
      problemsFoundBy(kernel.use(problemsModule).problems),
      {
        named: (taskIds) => planTasksNamed(taskIds, kernel.db),
        options: (projectId, keyword, page) => projectLeafTaskPage(projectId, keyword, page, kernel.db),
      },
    );
    return { logs };
  },
  routes: constructionLogsRoutes,
  projectLookups: { constructionLog: projectOfLog },
});
