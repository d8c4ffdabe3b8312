import { useQuery } from '@tanstack/react-query';
import type {
  AjaxResult,
  nameCounts,
  ProblemKind,
  problemTrend,
  statusStatistics,
  TREND_PERIODS,
  todayProblems,
} from '@zj/contract';
import type { z } from 'zod';
import { http } from '@/shared/api/request.ts';
import { qualityKeys } from './quality-keys.ts';

export type TrendPeriod = (typeof TREND_PERIODS)[number];
type Out<S extends z.ZodType> = z.input<S>;

const get = async <T>(path: string) => (await http.get<AjaxResult<T>>(path)).data;

const useFigure = <T>(projectId: number, kind: ProblemKind, what: string, path: string, args: object = {}) =>
  useQuery({
    queryKey: qualityKeys.stats(projectId, what, { kind, ...args }),
    queryFn: () => get<T>(path),
  });

/** GET /business/quality/{what}/{projectId}/{kind}: the dashboards' figures (SQL aggregates on the server). */
export const useStatusFigures = (projectId: number, kind: ProblemKind) =>
  useFigure<Out<typeof statusStatistics>>(
    projectId,
    kind,
    'status',
    `/business/quality/safetyStatusStatistics/${projectId}/${kind}`,
  );
export const useHazardFigures = (projectId: number, kind: ProblemKind) =>
  useFigure<Out<typeof nameCounts>>(
    projectId,
    kind,
    'hazard',
    `/business/quality/safetyHazardStatistics/${projectId}/${kind}`,
  );
export const useTodayFigures = (projectId: number, kind: ProblemKind) =>
  useFigure<Out<typeof todayProblems>>(projectId, kind, 'today', `/business/quality/todayProblem/${projectId}/${kind}`);
export const useTypeFigures = (projectId: number, kind: ProblemKind) =>
  useFigure<Out<typeof nameCounts>>(
    projectId,
    kind,
    'type',
    `/business/quality/problemTypeStatistics/${projectId}/${kind}`,
  );
export const useTrendFigures = (projectId: number, kind: ProblemKind, period: TrendPeriod) =>
  useFigure<Out<typeof problemTrend>>(
    projectId,
    kind,
    'trend',
    `/business/quality/problemTrend/${projectId}/${kind}/${period}`,
    { period },
  );
