import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { useListQuery } from '@/shared/api/query-hooks.ts';
import type { ProjectListQuery } from './get-projects.ts';
import { projectKeys } from './project-keys.ts';

/** The archived projects. */
export const getArchivedProjects = (query: ProjectListQuery) => call(API.projects.archived, { query });

export const useArchivedProjects = (query: ProjectListQuery) =>
  useListQuery(projectKeys.archived(query), () => getArchivedProjects(query));
