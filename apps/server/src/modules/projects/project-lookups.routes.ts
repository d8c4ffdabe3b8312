import {
  AUTHENTICATED,
  ajaxResult,
  idParam,
  joinedProjectRow,
  projectBandRow,
  projectBaseRow,
  projectMapRow,
  projectTreeNode,
  projectTreeQuery,
} from '@zj/contract';
import { z } from 'zod';
import { principalOf } from '../../core/access/guard-plugin.ts';
import { ok } from '../../core/http/envelope.ts';
import type { AppInstance } from '../../core/http/types.ts';
import { projectFrom } from '../../core/project/project-ref.ts';
import type { ProjectServices } from './project-services.ts';

const tags = ['project'];
const signedIn = { access: AUTHENTICATED };
const byProject = { tags, params: z.object({ projectId: idParam }) };
const ofProject = { ...signedIn, project: projectFrom.param('projectId') };

/** Lookups any signed-in user makes about the projects they see: pickers, trees, the map. */
export async function projectLookupRoutes(app: AppInstance, { projectLists, projectViews }: ProjectServices) {
  app.get(
    '/business/project/getBaseProjectList',
    { config: signedIn, schema: { tags, response: { 200: ajaxResult(z.array(projectBaseRow)) } } },
    async (request) => ok(await projectLists.base(principalOf(request))),
  );

  app.get(
    '/business/project/treelist',
    {
      config: signedIn,
      schema: { tags, querystring: projectTreeQuery, response: { 200: ajaxResult(z.array(projectTreeNode)) } },
    },
    async (request) => ok(await projectLists.tree(principalOf(request), request.query.projectName)),
  );

  app.get(
    '/business/project/userProjectTreelist',
    {
      config: signedIn,
      schema: {
        tags,
        summary: "The tree of a user's projects (others' only for admins)",
        querystring: projectTreeQuery,
        response: { 200: ajaxResult(z.array(projectTreeNode)) },
      },
    },
    async (request) => ok(await projectLists.userTree(principalOf(request), request.query)),
  );

  app.get(
    '/business/project/userJoinProject',
    { config: signedIn, schema: { tags, response: { 200: ajaxResult(z.array(joinedProjectRow)) } } },
    async (request) => ok(await projectLists.joined(principalOf(request))),
  );

  app.get(
    '/business/project/mapList',
    { config: signedIn, schema: { tags, response: { 200: ajaxResult(z.array(projectMapRow)) } } },
    async (request) => ok(await projectLists.map(principalOf(request))),
  );

  app.get(
    '/business/project/bands/:projectId',
    { config: ofProject, schema: { ...byProject, response: { 200: ajaxResult(z.array(projectBandRow)) } } },
    async (request) => ok(await projectViews.bands(principalOf(request), request.params.projectId)),
  );

  app.get(
    '/business/project/parent/:projectId',
    {
      config: ofProject,
      schema: {
        ...byProject,
        summary: 'The parent project (null for a root)',
        response: { 200: ajaxResult(projectBaseRow.nullable()) },
      },
    },
    async (request) => ok(await projectViews.parent(principalOf(request), request.params.projectId)),
  );
}
