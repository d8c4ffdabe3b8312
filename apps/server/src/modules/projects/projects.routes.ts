import {
  AUTHENTICATED,
  ajaxResult,
  errorEnvelope,
  idParam,
  msg,
  PERMS,
  projectCreate,
  projectListRow,
  projectPlaceBody,
  projectQuery,
  projectRow,
  projectStarQuery,
  projectUpdate,
  tableResult,
} from '@zj/contract';
import { z } from 'zod';
import { principalOf } from '../../core/access/guard-plugin.ts';
import { done, ok, table } from '../../core/http/envelope.ts';
import type { AppInstance } from '../../core/http/types.ts';
import { projectFrom } from '../../core/project/project-ref.ts';
import { projectLookupRoutes } from './project-lookups.routes.ts';
import { projectNewsRoutes } from './project-news.routes.ts';
import type { ProjectServices } from './project-services.ts';
import { projectViewRoutes } from './project-views.routes.ts';

const P = PERMS.business.project;
const TITLE = '项目管理';
const tags = ['project'];
const paged = { tags, querystring: projectQuery, response: { 200: tableResult(projectListRow) } };

/** /business/project: the lists and the changes of projects; lookups, views and news in their files. */
export async function projectsRoutes(app: AppInstance, services: ProjectServices) {
  const { projects, projectLists } = services;

  app.get('/business/project/list', { config: { access: { permission: P.list } }, schema: paged }, async (request) => {
    const { rows, total } = await projectLists.list(principalOf(request), request.query);
    return table(rows, total);
  });

  app.get(
    '/business/project/getCardProjects',
    { config: { access: { permission: P.list } }, schema: { ...paged, summary: 'Cards: starred first' } },
    async (request) => {
      const { rows, total } = await projectLists.cards(principalOf(request), request.query);
      return table(rows, total);
    },
  );

  app.get(
    '/business/project/selectVwProjectListIsPlace',
    { config: { access: { permission: P.place } }, schema: { ...paged, summary: 'Archived projects' } },
    async (request) => {
      const { rows, total } = await projectLists.archived(principalOf(request), request.query);
      return table(rows, total);
    },
  );

  app.get(
    '/business/project/projectList',
    { config: { access: { permission: P.list } }, schema: { ...paged, summary: 'Sub-projects (parentId)' } },
    async (request) => {
      const { rows, total } = await projectLists.children(principalOf(request), request.query);
      return table(rows, total);
    },
  );

  app.post(
    '/business/project/create',
    {
      // A sub-project is created inside its parent: the caller must be allowed to add there.
      config: {
        access: { permission: P.add },
        project: projectFrom.parent('parentId'),
        log: { title: TITLE, businessType: 'insert' },
      },
      schema: { tags, body: projectCreate, response: { 200: ajaxResult(projectRow) } },
    },
    async (request) =>
      ok(await projects.create(principalOf(request), request.body), msg('common.success', request.lang)),
  );

  app.put(
    '/business/project/update',
    {
      config: {
        access: { permission: P.edit },
        project: projectFrom.body('projectId'),
        log: { title: TITLE, businessType: 'update' },
      },
      schema: { tags, body: projectUpdate, response: { 200: ajaxResult(projectRow) } },
    },
    async (request) =>
      ok(await projects.update(principalOf(request), request.body), msg('common.success', request.lang)),
  );

  app.put(
    '/business/project/place',
    {
      config: {
        access: { permission: P.place },
        project: projectFrom.body('projectId'),
        log: { title: TITLE, businessType: 'update' },
      },
      schema: { tags, summary: 'Archive (1) or restore (0)', body: projectPlaceBody, response: { 200: errorEnvelope } },
    },
    async (request) => {
      await projects.place(principalOf(request), request.body);
      return done(msg('common.success', request.lang));
    },
  );

  app.delete(
    '/business/project/:projectId',
    {
      config: {
        access: { permission: P.remove },
        project: projectFrom.param('projectId'),
        log: { title: TITLE, businessType: 'delete' },
      },
      schema: { tags, params: z.object({ projectId: idParam }), response: { 200: errorEnvelope } },
    },
    async (request) => {
      await projects.remove(principalOf(request), request.params.projectId);
      return done(msg('common.success', request.lang));
    },
  );

  app.post(
    '/business/project/changeStar',
    {
      config: {
        access: AUTHENTICATED,
        project: projectFrom.query('projectId'),
        log: { title: TITLE, businessType: 'other' },
      },
      schema: { tags, summary: 'Star (1) or unstar (0) for the caller', querystring: projectStarQuery },
    },
    async (request) => {
      await projects.star(principalOf(request), request.query.projectId, request.query.star === '1');
      return done(msg('common.success', request.lang));
    },
  );

  await projectLookupRoutes(app, services);
  await projectViewRoutes(app, services);
  await projectNewsRoutes(app, services);
}
