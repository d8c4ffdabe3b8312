import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProjectListRow, TableResult } from '@zj/contract';
import { http } from '@/shared/api/request.ts';
import type { ProjectListQuery } from './get-projects.ts';
import { projectKeys } from './project-keys.ts';

/** GET /business/project/getCardProjects: the card view (starred first). */
export const getCardProjects = (query: ProjectListQuery) =>
  http.get<TableResult<ProjectListRow>>('/business/project/getCardProjects', query);

export function useCardProjects(query: ProjectListQuery, enabled = true) {
  return useQuery({
    queryKey: projectKeys.cards(query),
    queryFn: () => getCardProjects(query),
    placeholderData: keepPreviousData,
    enabled,
  });
}
