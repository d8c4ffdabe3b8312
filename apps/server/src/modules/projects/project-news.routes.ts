import {
  AUTHENTICATED,
  ajaxResult,
  projectNewsByMonthQuery,
  projectNewsMonth,
  projectNewsQuery,
  projectNewsRow,
  tableResult,
} from '@zj/contract';
import { z } from 'zod';
import { principalOf } from '../../core/access/guard-plugin.ts';
import { ok, table } from '../../core/http/envelope.ts';
import type { AppInstance } from '../../core/http/types.ts';
import { projectFrom } from '../../core/project/project-ref.ts';
import type { ProjectServices } from './project-services.ts';

const tags = ['project'];
/**
 * A named project must be the caller's; without one the news of all their projects are read.
 * Reads (POST only because the original's clients call them so): not in the operation log.
 */
const config = { access: AUTHENTICATED, project: projectFrom.body('projectId'), log: false as const };

/** Project news (项目动态): POST reads, as the original platform calls them. */
export async function projectNewsRoutes(app: AppInstance, { projectNews }: ProjectServices) {
  app.post(
    '/business/project/getProjectNews',
    { config, schema: { tags, body: projectNewsQuery, response: { 200: tableResult(projectNewsRow) } } },
    async (request) => {
      const { rows, total } = await projectNews.page(principalOf(request), request.body, request.lang);
      return table(rows, total);
    },
  );

  app.post(
    '/business/project/getProjectNewsByMonth',
    {
      config,
      schema: {
        tags,
        summary: 'News per month (YYYY-MM) of the last months, oldest first',
        body: projectNewsByMonthQuery,
        response: { 200: ajaxResult(z.array(projectNewsMonth)) },
      },
    },
    async (request) => ok(await projectNews.byMonth(principalOf(request), request.body)),
  );
}
