import type { ProjectRoleCreate, ProjectRoleUpdate } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { useInvalidatingMutation } from '@/shared/api/query-hooks.ts';
import { memberKeys } from './member-keys.ts';

/** A new role, or the role of `roleId`. */
export const saveProjectRole = (body: ProjectRoleCreate | ProjectRoleUpdate) =>
  'roleId' in body ? call(API.projectRoles.edit, { body }) : call(API.projectRoles.add, { body });

export const useSaveProjectRole = (projectId: number) =>
  useInvalidatingMutation(saveProjectRole, memberKeys.project(projectId));
