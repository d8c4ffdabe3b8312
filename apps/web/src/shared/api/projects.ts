import type {
  AjaxResult,
  ProjectBandRow,
  ProjectInfo,
  ProjectNewsMonth,
  ProjectNewsQuery,
  ProjectNewsRow,
  TableResult,
} from '@zj/contract';
import { http } from './request.ts';

/** Project calls used across features (work desk, layout, dashboard, messages). */

/** GET /business/project/bands/{projectId}: the project's bands (bandId). */
export const getProjectBands = async (projectId: number | string) =>
  (await http.get<AjaxResult<ProjectBandRow[]>>(`/business/project/bands/${projectId}`)).data;

/** GET /business/project/getProjectInfo/{id}: the dashboard figures. */
export const getProjectInfo = async (projectId: number | string) =>
  (await http.get<AjaxResult<ProjectInfo>>(`/business/project/getProjectInfo/${projectId}`)).data;

/** POST /business/project/getProjectNews */
export const getProjectNews = (query: ProjectNewsQuery) =>
  http.post<TableResult<ProjectNewsRow>>('/business/project/getProjectNews', query);

/** POST /business/project/getProjectNewsByMonth */
export const getProjectNewsByMonth = async (query: { projectId?: number; months?: number }) =>
  (await http.post<AjaxResult<ProjectNewsMonth[]>>('/business/project/getProjectNewsByMonth', query)).data;

/** POST /business/project/changeStar?projectId=&star= (query parameters, no body): star ('1') or unstar ('0'). */
export const changeStar = (projectId: number, star: boolean) =>
  http.post('/business/project/changeStar', undefined, { params: { projectId, star: star ? '1' : '0' } });
