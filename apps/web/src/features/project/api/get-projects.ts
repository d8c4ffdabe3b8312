import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProjectQuery } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { projectKeys } from './project-keys.ts';

/** The search fields of the project lists. */
export type ProjectFilters = Pick<ProjectQuery, 'projectName' | 'projectCode' | 'status' | 'projectType'>;
export type ProjectListQuery = ProjectFilters & { pageNum: number; pageSize: number };

/** The table view. */
export const getProjects = (query: ProjectListQuery) => call(API.projects.list, { query });

export function useProjects(query: ProjectListQuery, enabled = true) {
  return useQuery({
    queryKey: projectKeys.list(query),
    queryFn: () => getProjects(query),
    placeholderData: keepPreviousData,
    enabled,
  });
}
