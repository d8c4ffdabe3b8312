import { useQuery } from '@tanstack/react-query';
import { getProjectRoles } from './get-project-roles.ts';
import { memberKeys } from './member-keys.ts';

/** The most roles a project offers in a select (the list's largest page). */
const ROLE_OPTIONS_MAX = 500;

/** The project's enabled roles, for the role selects of the member screens. */
export function useRoleOptions(projectId: number) {
  return useQuery({
    queryKey: memberKeys.roleOptions(projectId),
    queryFn: async () => {
      const page = await getProjectRoles({ projectId, status: '0', pageNum: 1, pageSize: ROLE_OPTIONS_MAX });
      return page.rows.map((role) => ({ label: role.roleName, value: role.roleId }));
    },
  });
}
