import {
  type AjaxResult,
  type ProjectBandRow,
  type ProjectInfo,
  type ProjectNewsMonth,
  type ProjectNewsQuery,
  type ProjectNewsRow,
  type ProjectTreeNode,
  SUPER_USER_ID,
  type TableResult,
} from '@zj/contract';
import { http } from './request.ts';

/** Project calls used across features (work desk, layout, dashboard, messages). */

/**
 * The project tree (spec 01 §6): user 1 loads every project without a user filter; others pass
 * their userId and queryFlag 'a' and get only the projects they belong to.
 */
export async function getProjectTree(userId: number): Promise<ProjectTreeNode[]> {
  const answer =
    userId === SUPER_USER_ID
      ? await http.get<AjaxResult<ProjectTreeNode[]>>('/business/project/treelist')
      : await http.get<AjaxResult<ProjectTreeNode[]>>('/business/project/userProjectTreelist', {
          userId,
          queryFlag: 'a',
        });
  return answer.data;
}

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
