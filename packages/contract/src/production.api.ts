import { answer, api, endpoint, projectAt } from './endpoint.ts';
import {
  SCHEDULE_COMPARE_PERMS as C,
  compareCurve,
  compareCurveQuery,
  compareDayQuery,
  compareDayRow,
  compareTaskRow,
  PRODUCTION_PERMS as P,
  productionChart,
  productionChartQuery,
  productionItemBody,
  productionPlanQuery,
  productionPlanRow,
  productionQuery,
  productionRow,
  scheduleCompareQuery,
} from './production.ts';

/** The project of a plan (the plans module's lookup). */
const planAt = projectAt.lookupOf('plan');

/** 生产进度 (issue 26): planned against actual quantities per leaf task and period. */
export const productionApi = api('production', {
  plans: endpoint({
    method: 'GET',
    path: '/business/production/plans',
    summary: "The project's plans to choose from, by name, paged",
    query: productionPlanQuery,
    answer: answer.table(productionPlanRow),
    access: { permission: P.list },
    project: projectAt.query('projectId'),
  }),
  list: endpoint({
    method: 'GET',
    path: '/business/production/list',
    summary:
      "A plan's leaf tasks with unit, planned and logged quantities, and both per period (day/week/month) of a range",
    query: productionQuery,
    answer: answer.table(productionRow),
    access: { permission: P.list },
    project: planAt(projectAt.query('planId')),
  }),
  chart: endpoint({
    method: 'GET',
    path: '/business/production/chart',
    summary: 'Planned against actual quantity per period of one task, or of every task of one unit',
    query: productionChartQuery,
    answer: answer.row(productionChart),
    access: { permission: P.list },
    project: planAt(projectAt.query('planId')),
  }),
  setItem: endpoint({
    method: 'PUT',
    path: '/business/production/item',
    summary: "Sets a leaf task's unit and planned quantity",
    body: productionItemBody,
    answer: answer.done(),
    access: { permission: P.edit },
    project: planAt(projectAt.body('planId')),
    log: { title: '生产进度', businessType: 'update' },
  }),
});

/** 每日对比 (issue 26): planned against earned percent of a plan per day, and the S-curve. */
export const scheduleCompareApi = api('scheduleCompare', {
  plans: endpoint({
    method: 'GET',
    path: '/business/schedule/compare/plans',
    summary: "The project's plans to choose from, by name, paged",
    query: productionPlanQuery,
    answer: answer.table(productionPlanRow),
    access: { permission: C.compare },
    project: projectAt.query('projectId'),
  }),
  list: endpoint({
    method: 'GET',
    path: '/business/schedule/compare/list',
    summary: "A plan's days in a range: planned and actual percent, deviation, increments, tasks behind (paged)",
    query: scheduleCompareQuery,
    answer: answer.table(compareDayRow),
    access: { permission: C.compare },
    project: planAt(projectAt.query('planId')),
  }),
  curve: endpoint({
    method: 'GET',
    path: '/business/schedule/compare/curve',
    summary: "The S-curve: every day of the range with cumulative planned and earned percent and the day's increments",
    query: compareCurveQuery,
    answer: answer.row(compareCurve),
    access: { permission: C.compare },
    project: planAt(projectAt.query('planId')),
  }),
  day: endpoint({
    method: 'GET',
    path: '/business/schedule/compare/day',
    summary: 'The tasks planned to progress on a day, with planned and reported progress (paged)',
    query: compareDayQuery,
    answer: answer.table(compareTaskRow),
    access: { permission: C.compare },
    project: planAt(projectAt.query('planId')),
  }),
});
