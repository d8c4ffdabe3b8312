import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProjectListRow, TableResult } from '@zj/contract';
import { http } from '@/shared/api/request.ts';
import type { ProjectListQuery } from './get-projects.ts';
import { projectKeys } from './project-keys.ts';

/** GET /business/project/selectVwProjectListIsPlace: the archived projects. */
export const getArchivedProjects = (query: ProjectListQuery) =>
  http.get<TableResult<ProjectListRow>>('/business/project/selectVwProjectListIsPlace', query);

export function useArchivedProjects(query: ProjectListQuery) {
  return useQuery({
    queryKey: projectKeys.archived(query),
    queryFn: () => getArchivedProjects(query),
    placeholderData: keepPreviousData,
  });
}
