import { useQuery } from '@tanstack/react-query';
import type { ProblemBody, ProblemEditBody, ProblemQuery } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { downloadFrom } from '@/shared/api/download.ts';
import { useListQuery } from '@/shared/api/query-hooks.ts';

export const trackingKeys = {
  all: ['problem'] as const,
  list: (query: ProblemQuery) => ['problem', 'list', query] as const,
  bands: (projectId: number) => ['problem', 'bands', projectId] as const,
};

/** The calls of 问题追踪 (spec 01 §7 "Problem"): a project's model problems. */
export const trackingApi = {
  list: (query: ProblemQuery) => call(API.problems.list, { query }),
  /** The problems counted by band. */
  bands: async (projectId: number) => (await call(API.problems.bands, { query: { projectId } })).data,
  add: (body: ProblemBody) => call(API.problems.add, { body }),
  edit: (body: ProblemEditBody) => call(API.problems.edit, { body }),
  close: (problemId: number) => call(API.problems.close, { params: { id: problemId } }),
  remove: (problemId: number) => call(API.problems.remove, { params: { id: problemId } }),
  /** Marks it read for the caller. */
  read: (problemId: number) => call(API.problems.read, { params: { id: problemId } }),
  readAll: (projectId: number) => call(API.problems.readAll, { query: { projectId, kind: '0' } }),
  /** The filtered list as Excel. */
  export: (query: ProblemQuery) => downloadFrom(API.problems.export, { body: query }, `problem_${Date.now()}.xlsx`),
};

export const useTrackingList = (query: ProblemQuery) =>
  useListQuery(trackingKeys.list(query), () => trackingApi.list(query));

/** Quality ('1') and safety ('2') problems (spec 02 §7 "Quality"). */
export const qualityProblemApi = {
  list: (query: ProblemQuery) => call(API.qualityProblems.list, { query }),
  add: (body: ProblemBody) => call(API.qualityProblems.add, { body }),
  edit: (body: ProblemEditBody) => call(API.qualityProblems.edit, { body }),
  remove: (problemId: number) => call(API.qualityProblems.remove, { params: { id: problemId } }),
  export: (query: ProblemQuery) =>
    downloadFrom(API.qualityProblems.export, { body: query }, `quality_problem_${Date.now()}.xlsx`),
};
export const useQualityProblems = (query: ProblemQuery) =>
  useListQuery([...trackingKeys.list(query), 'quality'], () => qualityProblemApi.list(query));

export const useTrackingBands = (projectId: number) =>
  useQuery({ queryKey: trackingKeys.bands(projectId), queryFn: () => trackingApi.bands(projectId) });
