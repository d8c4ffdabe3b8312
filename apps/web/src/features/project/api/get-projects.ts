import type { ProjectQuery } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { type Paged, useListQuery } from '@/shared/api/query-hooks.ts';
import { projectKeys } from './project-keys.ts';

/** The search fields of the project lists. */
export type ProjectFilters = Pick<ProjectQuery, 'projectName' | 'projectCode' | 'status' | 'projectType'>;
export type ProjectListQuery = Paged<ProjectFilters>;

/** The table view. */
export const getProjects = (query: ProjectListQuery) => call(API.projects.list, { query });

export const useProjects = (query: ProjectListQuery, enabled = true) =>
  useListQuery(projectKeys.list(query), () => getProjects(query), enabled);
