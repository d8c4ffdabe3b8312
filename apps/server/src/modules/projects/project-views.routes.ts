import {
  ajaxResult,
  errorEnvelope,
  idParam,
  msg,
  PERMS,
  projectDetailBody,
  projectDetailRow,
  projectFullDetail,
  projectInfo,
  projectOrganization,
  projectRow,
} from '@zj/contract';
import { z } from 'zod';
import { principalOf } from '../../core/access/guard-plugin.ts';
import { done, ok } from '../../core/http/envelope.ts';
import type { AppInstance } from '../../core/http/types.ts';
import { projectFrom } from '../../core/project/project-ref.ts';
import type { ProjectServices } from './project-services.ts';

const P = PERMS.business.project;
const tags = ['project'];
const params = z.object({ projectId: idParam });
const inProject = (permission: string) => ({
  access: { permission },
  project: projectFrom.param('projectId'),
});

/** One project: its row, details, dashboard figures and organization; saving its details. */
export async function projectViewRoutes(app: AppInstance, { projects, projectViews }: ProjectServices) {
  app.get(
    '/business/project/getProjectInfo/:projectId',
    { config: inProject(P.query), schema: { tags, params, response: { 200: ajaxResult(projectInfo) } } },
    async (request) => ok(await projectViews.info(principalOf(request), request.params.projectId)),
  );

  app.get(
    '/business/project/detail/:projectId',
    { config: inProject(P.query), schema: { tags, params, response: { 200: ajaxResult(projectFullDetail) } } },
    async (request) => ok(await projectViews.fullDetail(principalOf(request), request.params.projectId)),
  );

  app.get(
    '/business/project/getProjectDetail/:projectId',
    {
      config: inProject(P.query),
      schema: { tags, params, response: { 200: ajaxResult(projectDetailRow.nullable()) } },
    },
    async (request) => ok(await projectViews.detail(principalOf(request), request.params.projectId)),
  );

  app.get(
    '/business/project/getProjectOrganization/:projectId',
    {
      config: inProject(P.organization),
      schema: { tags, params, response: { 200: ajaxResult(projectOrganization) } },
    },
    async (request) => ok(await projectViews.organization(principalOf(request), request.params.projectId)),
  );

  app.get(
    '/business/project/:projectId',
    { config: inProject(P.query), schema: { tags, params, response: { 200: ajaxResult(projectRow) } } },
    async (request) => ok(await projectViews.get(principalOf(request), request.params.projectId)),
  );

  app.post(
    '/business/project/saveProjectDetail',
    {
      config: {
        access: { permission: P.edit },
        project: projectFrom.body('projectId'),
        log: { title: '项目概况', businessType: 'update' },
      },
      schema: { tags, body: projectDetailBody, response: { 200: errorEnvelope } },
    },
    async (request) => {
      await projects.saveDetail(principalOf(request), request.body);
      return done(msg('common.success', request.lang));
    },
  );
}
