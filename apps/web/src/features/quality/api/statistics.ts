import { useQuery } from '@tanstack/react-query';
import type { ProblemKind, TREND_PERIODS } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { qualityKeys } from './quality-keys.ts';

export type TrendPeriod = (typeof TREND_PERIODS)[number];

const useFigure = <T>(
  projectId: number,
  kind: ProblemKind,
  what: string,
  read: () => Promise<{ data: T }>,
  args: object = {},
) =>
  useQuery({
    queryKey: qualityKeys.stats(projectId, what, { kind, ...args }),
    queryFn: async () => (await read()).data,
  });

/** The dashboards' figures (SQL aggregates on the server). */
export const useStatusFigures = (projectId: number, kind: ProblemKind) =>
  useFigure(projectId, kind, 'status', () => call(API.quality.statusFigures, { params: { projectId, kind } }));
export const useHazardFigures = (projectId: number, kind: ProblemKind) =>
  useFigure(projectId, kind, 'hazard', () => call(API.quality.hazardFigures, { params: { projectId, kind } }));
export const useTodayFigures = (projectId: number, kind: ProblemKind) =>
  useFigure(projectId, kind, 'today', () => call(API.quality.todayFigures, { params: { projectId, kind } }));
export const useTypeFigures = (projectId: number, kind: ProblemKind) =>
  useFigure(projectId, kind, 'type', () => call(API.quality.typeFigures, { params: { projectId, kind } }));
export const useTrendFigures = (projectId: number, kind: ProblemKind, period: TrendPeriod) =>
  useFigure(projectId, kind, 'trend', () => call(API.quality.trendFigures, { params: { projectId, kind, period } }), {
    period,
  });
