import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import type { ProjectListQuery } from './get-projects.ts';
import { projectKeys } from './project-keys.ts';

/** The card view (starred first). */
export const getCardProjects = (query: ProjectListQuery) => call(API.projects.cards, { query });

export function useCardProjects(query: ProjectListQuery, enabled = true) {
  return useQuery({
    queryKey: projectKeys.cards(query),
    queryFn: () => getCardProjects(query),
    placeholderData: keepPreviousData,
    enabled,
  });
}
