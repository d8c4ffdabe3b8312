import { projectsApi as api, msg } from '@zj/contract';
import { principalOf } from '../../core/access/guard-plugin.ts';
import { said, serve } from '../../core/http/serve.ts';
import type { AppInstance } from '../../core/http/types.ts';
import type { ProjectServices } from './project-services.ts';

/**
 * /business/project: the lists and the changes of projects, the lookups any signed-in user makes
 * about the projects they see (pickers, trees, the map), one project's views, and its news.
 */
export async function projectsRoutes(app: AppInstance, services: ProjectServices) {
  const { projects, projectLists, projectViews, projectNews } = services;
  // Lists
  serve(app, api.list, async (request) => projectLists.list(principalOf(request), request.query));
  serve(app, api.cards, async (request) => projectLists.cards(principalOf(request), request.query));
  serve(app, api.archived, async (request) => projectLists.archived(principalOf(request), request.query));
  serve(app, api.children, async (request) => projectLists.children(principalOf(request), request.query));
  // Changes
  serve(app, api.create, async (request) =>
    said(msg('common.success', request.lang), await projects.create(principalOf(request), request.body)),
  );
  serve(app, api.update, async (request) =>
    said(msg('common.success', request.lang), await projects.update(principalOf(request), request.body)),
  );
  serve(app, api.place, async (request) => void (await projects.place(principalOf(request), request.body)));
  serve(
    app,
    api.remove,
    async (request) => void (await projects.remove(principalOf(request), request.params.projectId)),
  );
  serve(app, api.star, async (request) => {
    const { projectId, star } = request.query;
    return void (await projects.star(principalOf(request), projectId, star === '1'));
  });
  // Lookups
  serve(app, api.base, async (request) => projectLists.base(principalOf(request)));
  serve(app, api.tree, async (request) => projectLists.tree(principalOf(request), request.query.projectName));
  serve(app, api.userTree, async (request) => projectLists.userTree(principalOf(request), request.query));
  serve(app, api.joined, async (request) => projectLists.joined(principalOf(request)));
  serve(app, api.map, async (request) => projectLists.map(principalOf(request)));
  serve(app, api.bands, async (request) => projectViews.bands(principalOf(request), request.params.projectId));
  serve(app, api.parent, async (request) => projectViews.parent(principalOf(request), request.params.projectId));
  // One project
  serve(app, api.info, async (request) => projectViews.info(principalOf(request), request.params.projectId));
  serve(app, api.fullDetail, async (request) =>
    projectViews.fullDetail(principalOf(request), request.params.projectId),
  );
  serve(app, api.detail, async (request) => projectViews.detail(principalOf(request), request.params.projectId));
  serve(app, api.organization, async (request) =>
    projectViews.organization(principalOf(request), request.params.projectId),
  );
  serve(app, api.get, async (request) => projectViews.get(principalOf(request), request.params.projectId));
  serve(app, api.saveDetail, async (request) => void (await projects.saveDetail(principalOf(request), request.body)));
  // News
  serve(app, api.news, async (request) => projectNews.page(principalOf(request), request.body, request.lang));
  serve(app, api.newsByMonth, async (request) => projectNews.byMonth(principalOf(request), request.body));
}
