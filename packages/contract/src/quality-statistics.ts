import { z } from 'zod';
import { num } from './common.ts';
import { problemKind } from './problems.ts';
import { apiTime } from './time.ts';

/**
 * The figures of 质量看板 and 安全看板 (spec 02 §7 "Statistics", all GET), over the problems of
 * one project and one kind. Path parameters: {a} the project id, {b} the problem kind ('1'
 * quality, '2' safety, '0' model), and for the trend {c} the period. Days are those of the
 * display zone. Reading them needs 质量看板's permission (business:quality:dashboard) for kinds
 * 0 and 1, 安全看板's (business:safety:dashboard) for kind 2, in the project.
 */

/** /safetyStatusStatistics/{projectId}/{kind} … /todayProblem/{projectId}/{kind} … */
export const statisticsParams = z.object({
  projectId: num(z.number().int().min(1)),
  kind: problemKind,
});

/** Trend periods: the last 7 or 30 days by day, or the last 12 months by month. */
export const TREND_PERIODS = ['week', 'month', 'year'] as const;
export const trendParams = statisticsParams.extend({ period: z.enum(TREND_PERIODS) });

/** GET /business/quality/safetyStatusStatistics/{projectId}/{kind}: problems by status (1, 2, 3). */
export const statusStatistics = z.object({
  total: z.number().int(),
  /** 1 信息确认, 2 申请完成, 3 整改完成: every status, 0 when none. */
  byStatus: z.array(z.object({ status: z.number().int(), count: z.number().int() })),
  /** Not 整改完成 and past its due date. */
  overdue: z.number().int(),
});

/**
 * GET /business/quality/safetyHazardStatistics/{projectId}/{kind}: the distribution of hazards —
 * safety problems by hazard type (高空作业, 用电, 用水, 消防, 文明施工, then any other), quality
 * and model problems by level (一般, 重要, 次要). Every listed name appears, 0 when none.
 */
export const nameCounts = z.array(z.object({ name: z.string(), count: z.number().int() }));

/** A problem as the figures list it (today's newest, a report's month). */
export const figureProblemRow = z.object({
  problemId: z.number().int(),
  name: z.string(),
  level: z.string(),
  type: z.string(),
  status: z.number().int(),
  createBy: z.string(),
  createTime: apiTime,
});

/** GET /business/quality/todayProblem/{projectId}/{kind}: today's figures and today's newest problems (10). */
export const todayProblems = z.object({
  /** Created today. */
  added: z.number().int(),
  /** 整改完成 and last changed today. */
  completed: z.number().int(),
  /** Not yet 整改完成 (whenever created). */
  open: z.number().int(),
  rows: z.array(figureProblemRow),
});

/** GET /business/quality/problemTypeStatistics/{projectId}/{kind}: problems by type (随机抽查, …), most first. */
export const typeStatistics = nameCounts;

/**
 * GET /business/quality/problemTrend/{projectId}/{kind}/{period}: per day (week, month) or month
 * (year), oldest first, every one listed: problems created, and problems 整改完成 last changed then.
 */
export const problemTrend = z.array(
  z.object({ date: z.string(), added: z.number().int(), completed: z.number().int() }),
);

/** GET /business/quality/qualityReport/{projectId}?month=YYYY-MM (质量报告, business:quality:report in the project). */
export const qualityReportParams = z.object({ projectId: num(z.number().int().min(1)) });
export const qualityReportQuery = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month: YYYY-MM'),
});

/** At most this many of the month's problems are listed in a report (the figures count them all). */
export const QUALITY_REPORT_ROWS = 500;

/**
 * The monthly quality report of a project: the month's inspections (检验批 by result), the
 * quality problems found in the month (by level and type, how many were completed in the month)
 * and those still open now, and the month's problems themselves (oldest first). Days and months
 * are those of the display zone.
 */
export const qualityReport = z.object({
  month: z.string(),
  inspections: z.object({ total: z.number().int(), passed: z.number().int(), failed: z.number().int() }),
  problems: z.object({
    /** Found (created) in the month. */
    added: z.number().int(),
    /** 整改完成 and last changed in the month. */
    completed: z.number().int(),
    /** Not yet 整改完成 now (whenever found), and of those past their due date. */
    open: z.number().int(),
    overdue: z.number().int(),
  }),
  /** The month's problems by level (一般, 重要, 次要 always listed) and by type, most first. */
  byLevel: nameCounts,
  byType: nameCounts,
  rows: z.array(figureProblemRow.extend({ dueDate: z.string().nullable(), rectificationCount: z.number().int() })),
});
export type QualityReport = z.input<typeof qualityReport>;
