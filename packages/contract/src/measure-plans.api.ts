import { z } from 'zod';
import { idList, idParam } from './common.ts';
import { answer, api, endpoint, logAs, projectAt } from './endpoint.ts';
import {
  measureApplyBody,
  measureApproval,
  measureBody,
  measureCompleteBody,
  measureDetail,
  measureEditBody,
  measureQuery,
  measureRow,
  MEASURE_PERMS as P,
} from './measure-plans.ts';

const log = logAs('措施计划');
/** The project of a measure, found by the measure-plans module's lookup. */
const measureAt = projectAt.lookupOf('measurePlan');
const measureParams = z.object({ measureId: idParam });

/** 措施计划 (issue 26): a project's safety, technical, quality and environmental measures. */
export const measurePlansApi = api('measurePlan', {
  list: endpoint({
    method: 'GET',
    path: '/business/measure/list',
    summary: "A project's measures, nearest deadline first (category, status, owner, deadline range, overdue, keyword)",
    query: measureQuery,
    answer: answer.table(measureRow),
    access: { permission: P.list },
    project: projectAt.query('projectId'),
  }),
  get: endpoint({
    method: 'GET',
    path: '/business/measure/:measureId',
    summary: 'One measure with its content, attachments, rejection reason and completion',
    params: measureParams,
    answer: answer.row(measureDetail),
    access: { permission: P.query },
    project: measureAt(projectAt.param('measureId')),
  }),
  approval: endpoint({
    method: 'GET',
    path: '/business/measure/approval/:measureId',
    summary: "A measure's approval state and the steps of its current or last approval",
    params: measureParams,
    answer: answer.row(measureApproval),
    access: { permission: P.query },
    project: measureAt(projectAt.param('measureId')),
  }),
  add: endpoint({
    method: 'POST',
    path: '/business/measure',
    summary: 'Adds a measure (草稿) to a project; its owner must be a member of the project; answers its id',
    body: measureBody,
    answer: answer.row(z.number().int()),
    access: { permission: P.add },
    project: projectAt.body('projectId'),
    log: log('insert'),
  }),
  edit: endpoint({
    method: 'PUT',
    path: '/business/measure',
    summary: 'Changes a measure that is 草稿 or 已驳回',
    body: measureEditBody,
    answer: answer.done(),
    access: { permission: P.edit },
    project: measureAt(projectAt.body('measureId')),
    log: log('update'),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/business/measure/:measureIds',
    summary:
      'Deletes measures (comma-joined ids) that are not in approval; each must be of a project where the caller may delete',
    params: z.object({ measureIds: idList }),
    answer: answer.done(),
    access: { permission: P.remove },
    log: log('delete'),
  }),
  apply: endpoint({
    method: 'POST',
    path: '/business/measure/apply',
    summary: 'Submits a 草稿 or 已驳回 measure for approval through the process 措施审批',
    body: measureApplyBody,
    answer: answer.done(),
    access: { permission: P.apply },
    project: measureAt(projectAt.body('measureId')),
    log: log('update'),
  }),
  complete: endpoint({
    method: 'POST',
    path: '/business/measure/complete',
    summary: 'Closes an approved measure (已完成) with its completion note and files',
    body: measureCompleteBody,
    answer: answer.done(),
    access: { permission: P.complete },
    project: measureAt(projectAt.body('measureId')),
    log: log('update'),
  }),
});
