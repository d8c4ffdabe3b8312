import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { useListQuery } from '@/shared/api/query-hooks.ts';
import type { ProjectListQuery } from './get-projects.ts';
import { projectKeys } from './project-keys.ts';

/** The card view (starred first). */
export const getCardProjects = (query: ProjectListQuery) => call(API.projects.cards, { query });

export const useCardProjects = (query: ProjectListQuery, enabled = true) =>
  useListQuery(projectKeys.cards(query), () => getCardProjects(query), enabled);
