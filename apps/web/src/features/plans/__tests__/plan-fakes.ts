import type { PlanDetail, PlanRow, PlanTaskRow } from '@zj/contract';

/** A plan of project 7 as GET /business/plan/list answers it (编制中, no tasks). */
export const planRow = (planId: number, planName: string, over: Partial<PlanRow> = {}): PlanRow => ({
  planId,
  projectId: 7,
  parentId: null,
  planName,
  planGroup: '0',
  tag: '',
  sort: planId,
  status: '0',
  versionNo: 0,
  startDate: '2026-03-02',
  finishDate: '2026-03-13',
  taskCount: 3,
  progress: 25,
  plannedProgress: null,
  rejectReason: null,
  orderId: null,
  remark: '',
  createBy: 'planner',
  createTime: '2026-11-20 09:00:00',
  updateTime: null,
  ...over,
});

/** A scheduled task (Monday 2 March 2026 onwards, weekends off). */
export const task = (taskId: number, taskName: string, over: Partial<PlanTaskRow> = {}): PlanTaskRow => ({
  taskId,
  uid: taskId,
  sort: taskId,
  outlineLevel: 1,
  parentId: null,
  wbs: String(taskId),
  taskName,
  duration: 2,
  milestone: false,
  summary: false,
  startNoEarlierThan: null,
  start: '2026-03-02',
  finish: '2026-03-03',
  percentComplete: 0,
  actualStart: null,
  actualFinish: null,
  baselineStart: null,
  baselineFinish: null,
  totalFloat: 0,
  freeFloat: 0,
  critical: false,
  boundCount: 0,
  remark: '',
  ...over,
});

/**
 * 主体结构 (summary of 基础 and 主体, 基础 → 主体 FS) and the milestone 封顶 after 主体 (FS +1):
 * the critical path 基础 → 主体 → 封顶.
 */
export const planDetail = (over: Partial<PlanDetail> = {}): PlanDetail => ({
  ...planRow(1, '总进度计划'),
  calendar: { weekendDays: [0, 6], holidays: ['2026-04-06'], workdays: [] },
  tasks: [
    task(10, '主体结构', { summary: true, duration: 7, finish: '2026-03-10', critical: true }),
    task(11, '基础', {
      outlineLevel: 2,
      parentId: 10,
      critical: true,
      baselineStart: '2026-03-02',
      baselineFinish: '2026-03-03',
    }),
    task(12, '主体', {
      outlineLevel: 2,
      parentId: 10,
      duration: 5,
      start: '2026-03-04',
      finish: '2026-03-10',
      critical: true,
    }),
    task(13, '封顶', { duration: 0, milestone: true, start: '2026-03-12', finish: '2026-03-12', critical: true }),
  ],
  links: [
    { linkId: 1, fromTaskId: 11, toTaskId: 12, type: 'FS', lag: 0 },
    { linkId: 2, fromTaskId: 12, toTaskId: 13, type: 'FS', lag: 1 },
  ],
  duration: 9,
  shared: false,
  ...over,
});
