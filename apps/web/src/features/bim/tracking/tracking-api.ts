import type { ViewpointBody } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

export const modelTrackingKeys = {
  all: ['bim', 'tracking'] as const,
  bands: (projectId: number) => ['bim', 'tracking', 'bands', projectId] as const,
  viewpoints: (projectId: number) => ['bim', 'tracking', 'viewpoints', projectId] as const,
};

/** The calls of 问题追踪's model side: bands, saved viewpoints. */
export const modelTrackingApi = {
  bands: async (projectId: number) => (await call(API.models.bandList, { query: { projectId } })).rows,
  /** Every saved viewpoint of the project (the pins). */
  viewpoints: async (projectId: number) => (await call(API.models.viewpointList, { query: { projectId } })).rows,
  /** One problem's viewpoints, newest first. */
  problemViewpoints: async (projectId: number, problemId: number) =>
    (await call(API.models.viewpointList, { query: { projectId, problemId } })).rows,
  /** The component's name for a problem's 关联构件. */
  element: async (versionId: number, globalId: string) =>
    (await call(API.models.elementGet, { params: { versionId, globalId } })).data,
  addViewpoint: async (body: ViewpointBody) => (await call(API.models.viewpointAdd, { body })).data.viewpointId,
};
