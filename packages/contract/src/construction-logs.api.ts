import { z } from 'zod';
import { idParam } from './common.ts';
import {
  constructionLogBody,
  constructionLogCalendarDay,
  constructionLogCalendarQuery,
  constructionLogDetail,
  constructionLogEditBody,
  constructionLogQuery,
  constructionLogRow,
  logPlanTaskQuery,
  logPlanTaskRow,
  CONSTRUCTION_LOG_PERMS as P,
} from './construction-logs.ts';
import { answer, api, endpoint, logAs, projectAt } from './endpoint.ts';

const log = logAs('施工日志');
/** The project of a log, found by the construction-logs module's lookup. */
const logAt = projectAt.lookupOf('constructionLog');
const logParams = z.object({ logId: idParam });

/** 施工日志 (issue 26): a project's construction dailies, one a day, signed by their author. */
export const constructionLogsApi = api('constructionLog', {
  list: endpoint({
    method: 'GET',
    path: '/business/schedule/log/list',
    summary: "A project's construction dailies, newest day first (a month or a day range, an author)",
    query: constructionLogQuery,
    answer: answer.table(constructionLogRow),
    access: { permission: P.list },
    project: projectAt.query('projectId'),
  }),
  calendar: endpoint({
    method: 'GET',
    path: '/business/schedule/log/calendar',
    summary: 'The days of a month (month=YYYY-MM) that have a log: its id, signed or not, its author',
    query: constructionLogCalendarQuery,
    answer: answer.row(z.array(constructionLogCalendarDay)),
    access: { permission: P.list },
    project: projectAt.query('projectId'),
  }),
  planTasks: endpoint({
    method: 'GET',
    path: '/business/schedule/log/planTasks',
    summary: "The project's leaf plan tasks a work row may name (the task picker), by WBS or name, paged",
    query: logPlanTaskQuery,
    answer: answer.table(logPlanTaskRow),
    access: { permission: P.list },
    project: projectAt.query('projectId'),
  }),
  get: endpoint({
    method: 'GET',
    path: '/business/schedule/log/:logId',
    summary: 'One construction daily with all its sections',
    params: logParams,
    answer: answer.row(constructionLogDetail),
    access: { permission: P.list },
    project: logAt(projectAt.param('logId')),
  }),
  add: endpoint({
    method: 'POST',
    path: '/business/schedule/log',
    summary: "Writes a project's log of a day (one a day, not in the future); answers its id",
    body: constructionLogBody,
    answer: answer.row(z.number().int()),
    access: { permission: P.add },
    project: projectAt.body('projectId'),
    log: log('insert'),
  }),
  edit: endpoint({
    method: 'PUT',
    path: '/business/schedule/log',
    summary: 'Changes a log that is not signed yet',
    body: constructionLogEditBody,
    answer: answer.done(),
    access: { permission: P.edit },
    project: logAt(projectAt.body('logId')),
    log: log('update'),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/business/schedule/log/:logId',
    summary: 'Deletes a log that is not signed yet',
    params: logParams,
    answer: answer.done(),
    access: { permission: P.remove },
    project: logAt(projectAt.param('logId')),
    log: log('delete'),
  }),
  sign: endpoint({
    method: 'PUT',
    path: '/business/schedule/log/sign/:logId',
    summary: 'The author signs the log; from then on it is read-only',
    params: logParams,
    answer: answer.done(),
    access: { permission: P.sign },
    project: logAt(projectAt.param('logId')),
    log: log('update'),
  }),
});
