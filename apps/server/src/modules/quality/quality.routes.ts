import {
  AUTHENTICATED,
  ajaxResult,
  idParam,
  msg,
  nameCounts,
  PERMS,
  problemTrend,
  qualityBranchBody,
  qualityBranchQuery,
  qualityBranchRow,
  qualityInspectionBody,
  qualityInspectionQuery,
  qualityInspectionRow,
  qualityItemizeBody,
  qualityItemizeQuery,
  qualityItemizeRow,
  qualityTemplateApplied,
  qualityTemplateApplyBody,
  qualityTemplateBody,
  qualityTemplateQuery,
  qualityTemplateRow,
  statisticsParams,
  statusStatistics,
  tableResult,
  todayProblems,
  trendParams,
  typeStatistics,
} from '@zj/contract';
import { z } from 'zod';
import { principalOf } from '../../core/access/guard-plugin.ts';
import { done, ok, table } from '../../core/http/envelope.ts';
import type { AppInstance } from '../../core/http/types.ts';
import { projectFrom } from '../../core/project/project-ref.ts';
import { projectOfBranch, projectOfItemize } from './quality.repository.ts';
import type { QualityService } from './quality.service.ts';
import type { QualityStatisticsService } from './quality-statistics.service.ts';

const P = PERMS.business.qualityCheck;
const tags = ['quality'];
const log = (businessType: 'insert' | 'delete') => ({ title: '质量检查', businessType }) as const;
const idParams = z.object({ id: idParam });
const branchOfParam = projectFrom.lookup(projectFrom.param('id'), projectOfBranch);
const itemizeOfParam = projectFrom.lookup(projectFrom.param('id'), projectOfItemize);

/** /business/quality: the GB 50300 structure (分部, 分项), inspections and templates (spec 02 §7 "Quality"). */
export async function qualityRoutes(app: AppInstance, deps: { quality: QualityService }) {
  const { quality } = deps;

  app.get(
    '/business/quality/list',
    {
      config: { access: { permission: P.list }, project: projectFrom.query('projectId') },
      schema: {
        tags,
        summary: "A project's 分部工程, in order",
        querystring: qualityBranchQuery,
        response: { 200: tableResult(qualityBranchRow) },
      },
    },
    async (request) => {
      const { rows, total } = await quality.branches(principalOf(request), request.query);
      return table(rows, total);
    },
  );

  app.get(
    '/business/quality/getQualityBranch/:id',
    {
      config: { access: { permission: P.list }, project: branchOfParam },
      schema: { tags, summary: 'One 分部工程', params: idParams, response: { 200: ajaxResult(qualityBranchRow) } },
    },
    async (request) => ok(await quality.branch(principalOf(request), request.params.id)),
  );

  app.post(
    '/business/quality/addQualityBranch',
    {
      config: { access: { permission: P.add }, project: projectFrom.body('projectId'), log: log('insert') },
      schema: {
        tags,
        summary: 'Adds a 分部工程 (its name unique in the project); answers its id',
        body: qualityBranchBody,
        response: { 200: ajaxResult(z.number().int()) },
      },
    },
    async (request) =>
      ok(await quality.addBranch(principalOf(request), request.body), msg('common.success', request.lang)),
  );

  app.delete(
    '/business/quality/delQualityBranch/:id',
    {
      config: { access: { permission: P.remove }, project: branchOfParam, log: log('delete') },
      schema: { tags, summary: 'Deletes a 分部工程 without 分项', params: idParams },
    },
    async (request) => {
      await quality.removeBranch(principalOf(request), request.params.id);
      return done(msg('common.success', request.lang));
    },
  );

  app.get(
    '/business/quality/listItemize',
    {
      config: { access: { permission: P.list }, project: projectFrom.query('projectId') },
      schema: {
        tags,
        summary: "A project's 分项工程 (of one 分部 with branchId), in order",
        querystring: qualityItemizeQuery,
        response: { 200: tableResult(qualityItemizeRow) },
      },
    },
    async (request) => {
      const { rows, total } = await quality.itemizes(principalOf(request), request.query);
      return table(rows, total);
    },
  );

  app.get(
    '/business/quality/getQualityItemize/:id',
    {
      config: { access: { permission: P.list }, project: itemizeOfParam },
      schema: { tags, summary: 'One 分项工程', params: idParams, response: { 200: ajaxResult(qualityItemizeRow) } },
    },
    async (request) => ok(await quality.itemize(principalOf(request), request.params.id)),
  );

  app.post(
    '/business/quality/addQualityItemize',
    {
      config: {
        access: { permission: P.add },
        project: projectFrom.lookup(projectFrom.body('branchId'), projectOfBranch),
        log: log('insert'),
      },
      schema: {
        tags,
        summary: 'Adds a 分项工程 to a 分部 (its name unique in the 分部); answers its id',
        body: qualityItemizeBody,
        response: { 200: ajaxResult(z.number().int()) },
      },
    },
    async (request) =>
      ok(await quality.addItemize(principalOf(request), request.body), msg('common.success', request.lang)),
  );

  app.delete(
    '/business/quality/delQualityItemize/:id',
    {
      config: { access: { permission: P.remove }, project: itemizeOfParam, log: log('delete') },
      schema: { tags, summary: 'Deletes a 分项工程 without inspections', params: idParams },
    },
    async (request) => {
      await quality.removeItemize(principalOf(request), request.params.id);
      return done(msg('common.success', request.lang));
    },
  );

  app.get(
    '/business/quality/listQuality',
    {
      config: { access: { permission: P.list }, project: projectFrom.query('projectId') },
      schema: {
        tags,
        summary: "A project's inspections, newest inspection date first",
        querystring: qualityInspectionQuery,
        response: { 200: tableResult(qualityInspectionRow) },
      },
    },
    async (request) => {
      const { rows, total } = await quality.inspections(principalOf(request), request.query);
      return table(rows, total);
    },
  );

  app.post(
    '/business/quality/addQuality',
    {
      config: {
        access: { permission: P.add },
        project: projectFrom.lookup(projectFrom.body('itemizeId'), projectOfItemize),
        log: log('insert'),
      },
      schema: {
        tags,
        summary: 'Records an inspection of a 检验批 against a 分项工程; answers its id',
        body: qualityInspectionBody,
        response: { 200: ajaxResult(z.number().int()) },
      },
    },
    async (request) =>
      ok(await quality.addInspection(principalOf(request), request.body), msg('common.success', request.lang)),
  );

  app.get(
    '/business/quality/listQualityTemp',
    {
      config: { access: { permission: P.list } },
      schema: {
        tags,
        summary: 'Quality templates with their structure',
        querystring: qualityTemplateQuery,
        response: { 200: tableResult(qualityTemplateRow) },
      },
    },
    async (request) => {
      const { rows, total } = await quality.templates(request.query);
      return table(rows, total);
    },
  );

  app.post(
    '/business/quality/addQualityTemp',
    {
      config: { access: { permission: P.template }, log: log('insert') },
      schema: {
        tags,
        summary: 'Adds a template: 分部 with their 分项 (names unique in the template); answers its id',
        body: qualityTemplateBody,
        response: { 200: ajaxResult(z.number().int()) },
      },
    },
    async (request) =>
      ok(await quality.addTemplate(principalOf(request), request.body), msg('common.success', request.lang)),
  );

  app.post(
    '/business/quality/applyQualityTemp/:id',
    {
      config: { access: { permission: P.add }, project: projectFrom.body('projectId'), log: log('insert') },
      schema: {
        tags,
        summary: "Creates the template's 分部 and 分项 in the project, all or nothing",
        params: idParams,
        body: qualityTemplateApplyBody,
        response: { 200: ajaxResult(qualityTemplateApplied) },
      },
    },
    async (request) =>
      ok(
        await quality.applyTemplate(principalOf(request), request.params.id, request.body.projectId),
        msg('common.success', request.lang),
      ),
  );
}

/**
 * The dashboards' figures (spec 02 §7 "Statistics"): {a} project id, {b} problem kind, {c} period.
 * Open to members of the project; the service requires the dashboard permission of the kind.
 */
export async function qualityStatisticsRoutes(app: AppInstance, deps: { statistics: QualityStatisticsService }) {
  const { statistics } = deps;
  const config = { access: AUTHENTICATED, project: projectFrom.param('projectId') };
  const schema = (summary: string) => ({ tags, summary, params: statisticsParams });

  app.get(
    '/business/quality/safetyStatusStatistics/:projectId/:kind',
    {
      config,
      schema: {
        ...schema('Problems of the kind by status, and how many are overdue'),
        response: { 200: ajaxResult(statusStatistics) },
      },
    },
    async (request) => ok(await statistics.status(principalOf(request), request.params.projectId, request.params.kind)),
  );

  app.get(
    '/business/quality/safetyHazardStatistics/:projectId/:kind',
    {
      config,
      schema: {
        ...schema('Safety problems by hazard type; quality and model problems by level'),
        response: { 200: ajaxResult(nameCounts) },
      },
    },
    async (request) =>
      ok(await statistics.hazards(principalOf(request), request.params.projectId, request.params.kind)),
  );

  app.get(
    '/business/quality/todayProblem/:projectId/:kind',
    {
      config,
      schema: {
        ...schema("Today's figures and today's newest problems"),
        response: { 200: ajaxResult(todayProblems) },
      },
    },
    async (request) =>
      ok(await statistics.todayFigures(principalOf(request), request.params.projectId, request.params.kind)),
  );

  app.get(
    '/business/quality/problemTypeStatistics/:projectId/:kind',
    {
      config,
      schema: { ...schema('Problems by type, most first'), response: { 200: ajaxResult(typeStatistics) } },
    },
    async (request) => ok(await statistics.types(principalOf(request), request.params.projectId, request.params.kind)),
  );

  app.get(
    '/business/quality/problemTrend/:projectId/:kind/:period',
    {
      config,
      schema: {
        tags,
        summary: 'Problems created and completed per day (week, month) or month (year), oldest first',
        params: trendParams,
        response: { 200: ajaxResult(problemTrend) },
      },
    },
    async (request) => {
      const { projectId, kind, period } = request.params;
      return ok(await statistics.trend(principalOf(request), projectId, kind, period));
    },
  );
}
