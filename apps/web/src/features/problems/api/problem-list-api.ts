import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  AjaxResult,
  ProblemBandRow,
  ProblemBody,
  ProblemEditBody,
  ProblemQuery,
  ProblemRow,
  TableResult,
} from '@zj/contract';
import { download } from '@/shared/api/download.ts';
import { http } from '@/shared/api/request.ts';

const P = '/business/problem';

export const trackingKeys = {
  all: ['problem'] as const,
  list: (query: ProblemQuery) => ['problem', 'list', query] as const,
  bands: (projectId: number) => ['problem', 'bands', projectId] as const,
};

/** The calls of 问题追踪 (spec 01 §7 "Problem"): a project's model problems. */
export const trackingApi = {
  /** GET /business/problem/list */
  list: (query: ProblemQuery) => http.get<TableResult<ProblemRow>>(`${P}/list`, { ...query }),
  /** GET /business/problem/getListView: the problems counted by band. */
  bands: async (projectId: number) =>
    (await http.get<AjaxResult<ProblemBandRow[]>>(`${P}/getListView`, { projectId })).data,
  /** POST /business/problem */
  add: (body: ProblemBody) => http.post(P, body),
  /** PUT /business/problem */
  edit: (body: ProblemEditBody) => http.put(P, body),
  /** PUT /business/problem/close/{id} */
  close: (problemId: number) => http.put(`${P}/close/${problemId}`),
  /** DELETE /business/problem/{id} */
  remove: (problemId: number) => http.delete(`${P}/${problemId}`),
  /** GET /business/problem/readProblem/{id}: marks it read for the caller. */
  read: (problemId: number) => http.get(`${P}/readProblem/${problemId}`),
  /** GET /business/problem/readAllProblem */
  readAll: (projectId: number) => http.get(`${P}/readAllProblem`, { projectId, kind: '0' }),
  /** POST /business/problem/export: the filtered list as Excel. */
  export: (query: ProblemQuery) => download(`${P}/export`, { ...query }, `problem_${Date.now()}.xlsx`),
};

export const useTrackingList = (query: ProblemQuery) =>
  useQuery({
    queryKey: trackingKeys.list(query),
    queryFn: () => trackingApi.list(query),
    placeholderData: keepPreviousData,
  });

const Q = '/business/quality';

/** Quality ('1') and safety ('2') problems (spec 02 §7 "Quality"). */
export const qualityProblemApi = {
  /** GET listQualityProblem */
  list: (query: ProblemQuery) => http.get<TableResult<ProblemRow>>(`${Q}/listQualityProblem`, { ...query }),
  /** POST addQualityProblem */
  add: (body: ProblemBody) => http.post(`${Q}/addQualityProblem`, body),
  /** PUT editQualityProblem */
  edit: (body: ProblemEditBody) => http.put(`${Q}/editQualityProblem`, body),
  /** DELETE delQualityProblem/{id} */
  remove: (problemId: number) => http.delete(`${Q}/delQualityProblem/${problemId}`),
  /** POST exportQualityProblem */
  export: (query: ProblemQuery) =>
    download(`${Q}/exportQualityProblem`, { ...query }, `quality_problem_${Date.now()}.xlsx`),
};

export const useQualityProblems = (query: ProblemQuery) =>
  useQuery({
    queryKey: [...trackingKeys.list(query), 'quality'],
    queryFn: () => qualityProblemApi.list(query),
    placeholderData: keepPreviousData,
  });

export const useTrackingBands = (projectId: number) =>
  useQuery({ queryKey: trackingKeys.bands(projectId), queryFn: () => trackingApi.bands(projectId) });
