import type { ProjectNewsQuery } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from './call.ts';

/** Project calls used across features (work desk, layout, dashboard, messages). */

/** The project's bands (bandId). */
export const getProjectBands = async (projectId: number | string) =>
  (await call(API.projects.bands, { params: { projectId } })).data;

/** The dashboard figures. */
export const getProjectInfo = async (projectId: number | string) =>
  (await call(API.projects.info, { params: { projectId } })).data;

/** A page of news: of one project, or of all the caller's projects. */
export const getProjectNews = (query: ProjectNewsQuery) => call(API.projects.news, { body: query });

/** News per month of the last `months` months. */
export const getProjectNewsByMonth = async (query: { projectId?: number; months?: number }) =>
  (await call(API.projects.newsByMonth, { body: query })).data;

/** Star or unstar a project for the caller (query parameters, no body). */
export const changeStar = (projectId: number, star: boolean) =>
  call(API.projects.star, { query: { projectId, star: star ? '1' : '0' } });
