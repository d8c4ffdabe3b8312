import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import type { ProjectListQuery } from './get-projects.ts';
import { projectKeys } from './project-keys.ts';

/** The archived projects. */
export const getArchivedProjects = (query: ProjectListQuery) => call(API.projects.archived, { query });

export function useArchivedProjects(query: ProjectListQuery) {
  return useQuery({
    queryKey: projectKeys.archived(query),
    queryFn: () => getArchivedProjects(query),
    placeholderData: keepPreviousData,
  });
}
