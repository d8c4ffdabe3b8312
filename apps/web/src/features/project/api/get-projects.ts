import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProjectListRow, ProjectQuery, TableResult } from '@zj/contract';
import { http } from '@/shared/api/request.ts';
import { projectKeys } from './project-keys.ts';

/** The search fields of the project lists. */
export type ProjectFilters = Pick<ProjectQuery, 'projectName' | 'projectCode' | 'status' | 'projectType'>;
export type ProjectListQuery = ProjectFilters & { pageNum: number; pageSize: number };

/** GET /business/project/list: the table view. */
export const getProjects = (query: ProjectListQuery) =>
  http.get<TableResult<ProjectListRow>>('/business/project/list', query);

export function useProjects(query: ProjectListQuery, enabled = true) {
  return useQuery({
    queryKey: projectKeys.list(query),
    queryFn: () => getProjects(query),
    placeholderData: keepPreviousData,
    enabled,
  });
}
