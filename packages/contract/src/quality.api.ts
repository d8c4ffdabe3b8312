import { z } from 'zod';
import { idParam } from './common.ts';
import { answer, api, endpoint, logAs, projectAt } from './endpoint.ts';
import { AUTHENTICATED, PERMS } from './permissions.ts';
import {
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
} from './quality.ts';
import {
  nameCounts,
  problemTrend,
  qualityReport,
  qualityReportParams,
  qualityReportQuery,
  statisticsParams,
  statusStatistics,
  todayProblems,
  trendParams,
  typeStatistics,
} from './quality-statistics.ts';

const P = PERMS.business.qualityCheck;
const log = logAs('质量检查');
const idParams = z.object({ id: idParam });
const branchOfParam = projectAt.lookup('qualityBranch', projectAt.param('id'));
const itemizeOfParam = projectAt.lookup('qualityItemize', projectAt.param('id'));
const newId = answer.row(z.number().int());

/** A dashboard figure: open to members of the project; the service requires the dashboard permission of the kind. */
const figure = <A extends ReturnType<typeof answer.row>>(path: string, summary: string, ans: A) =>
  endpoint({
    method: 'GET',
    path,
    summary,
    params: statisticsParams,
    answer: ans,
    access: AUTHENTICATED,
    project: projectAt.param('projectId'),
  });

/**
 * 质量检查: /business/quality — the GB 50300 structure (分部, 分项), inspections and templates
 * (spec 02 §7 "Quality"), the dashboards' figures ({projectId} project, {kind} problem kind,
 * {period} period; spec 02 §7 "Statistics") and 质量报告. (The quality problems under the same
 * path are the problems module's.)
 */
export const qualityApi = api('quality', {
  // 分部工程
  branches: endpoint({
    method: 'GET',
    path: '/business/quality/list',
    summary: "A project's 分部工程, in order",
    query: qualityBranchQuery,
    answer: answer.table(qualityBranchRow),
    access: { permission: P.list },
    project: projectAt.query('projectId'),
  }),
  branch: endpoint({
    method: 'GET',
    path: '/business/quality/getQualityBranch/:id',
    summary: 'One 分部工程',
    params: idParams,
    answer: answer.row(qualityBranchRow),
    access: { permission: P.list },
    project: branchOfParam,
  }),
  addBranch: endpoint({
    method: 'POST',
    path: '/business/quality/addQualityBranch',
    summary: 'Adds a 分部工程 (its name unique in the project); answers its id',
    body: qualityBranchBody,
    answer: newId,
    access: { permission: P.add },
    project: projectAt.body('projectId'),
    log: log('insert'),
  }),
  removeBranch: endpoint({
    method: 'DELETE',
    path: '/business/quality/delQualityBranch/:id',
    summary: 'Deletes a 分部工程 without 分项',
    params: idParams,
    answer: answer.done(),
    access: { permission: P.remove },
    project: branchOfParam,
    log: log('delete'),
  }),
  // 分项工程
  itemizes: endpoint({
    method: 'GET',
    path: '/business/quality/listItemize',
    summary: "A project's 分项工程 (of one 分部 with branchId), in order",
    query: qualityItemizeQuery,
    answer: answer.table(qualityItemizeRow),
    access: { permission: P.list },
    project: projectAt.query('projectId'),
  }),
  itemize: endpoint({
    method: 'GET',
    path: '/business/quality/getQualityItemize/:id',
    summary: 'One 分项工程',
    params: idParams,
    answer: answer.row(qualityItemizeRow),
    access: { permission: P.list },
    project: itemizeOfParam,
  }),
  addItemize: endpoint({
    method: 'POST',
    path: '/business/quality/addQualityItemize',
    summary: 'Adds a 分项工程 to a 分部 (its name unique in the 分部); answers its id',
    body: qualityItemizeBody,
    answer: newId,
    access: { permission: P.add },
    project: projectAt.lookup('qualityBranch', projectAt.body('branchId')),
    log: log('insert'),
  }),
  removeItemize: endpoint({
    method: 'DELETE',
    path: '/business/quality/delQualityItemize/:id',
    summary: 'Deletes a 分项工程 without inspections',
    params: idParams,
    answer: answer.done(),
    access: { permission: P.remove },
    project: itemizeOfParam,
    log: log('delete'),
  }),
  // Inspections
  inspections: endpoint({
    method: 'GET',
    path: '/business/quality/listQuality',
    summary: "A project's inspections, newest inspection date first",
    query: qualityInspectionQuery,
    answer: answer.table(qualityInspectionRow),
    access: { permission: P.list },
    project: projectAt.query('projectId'),
  }),
  addInspection: endpoint({
    method: 'POST',
    path: '/business/quality/addQuality',
    summary: 'Records an inspection of a 检验批 against a 分项工程; answers its id',
    body: qualityInspectionBody,
    answer: newId,
    access: { permission: P.add },
    project: projectAt.lookup('qualityItemize', projectAt.body('itemizeId')),
    log: log('insert'),
  }),
  // Templates
  templates: endpoint({
    method: 'GET',
    path: '/business/quality/listQualityTemp',
    summary: 'Quality templates with their structure',
    query: qualityTemplateQuery,
    answer: answer.table(qualityTemplateRow),
    access: { permission: P.list },
  }),
  addTemplate: endpoint({
    method: 'POST',
    path: '/business/quality/addQualityTemp',
    summary: 'Adds a template: 分部 with their 分项 (names unique in the template); answers its id',
    body: qualityTemplateBody,
    answer: newId,
    access: { permission: P.template },
    log: log('insert'),
  }),
  applyTemplate: endpoint({
    method: 'POST',
    path: '/business/quality/applyQualityTemp/:id',
    summary: "Creates the template's 分部 and 分项 in the project, all or nothing",
    params: idParams,
    body: qualityTemplateApplyBody,
    answer: answer.row(qualityTemplateApplied),
    access: { permission: P.add },
    project: projectAt.body('projectId'),
    log: log('insert'),
  }),
  // The dashboards' figures
  statusFigures: figure(
    '/business/quality/safetyStatusStatistics/:projectId/:kind',
    'Problems of the kind by status, and how many are overdue',
    answer.row(statusStatistics),
  ),
  hazardFigures: figure(
    '/business/quality/safetyHazardStatistics/:projectId/:kind',
    'Safety problems by hazard type; quality and model problems by level',
    answer.row(nameCounts),
  ),
  todayFigures: figure(
    '/business/quality/todayProblem/:projectId/:kind',
    "Today's figures and today's newest problems",
    answer.row(todayProblems),
  ),
  typeFigures: figure(
    '/business/quality/problemTypeStatistics/:projectId/:kind',
    'Problems by type, most first',
    answer.row(typeStatistics),
  ),
  trendFigures: endpoint({
    method: 'GET',
    path: '/business/quality/problemTrend/:projectId/:kind/:period',
    summary: 'Problems created and completed per day (week, month) or month (year), oldest first',
    params: trendParams,
    answer: answer.row(problemTrend),
    access: AUTHENTICATED,
    project: projectAt.param('projectId'),
  }),
  // 质量报告
  report: endpoint({
    method: 'GET',
    path: '/business/quality/qualityReport/:projectId',
    summary: "A project's month: inspections by result, quality problems found, completed and open, the problems",
    params: qualityReportParams,
    query: qualityReportQuery,
    answer: answer.row(qualityReport),
    access: { permission: P.report },
    project: projectAt.param('projectId'),
  }),
});
