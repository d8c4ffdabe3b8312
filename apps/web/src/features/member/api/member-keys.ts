/** Query keys of the member screens; everything of one project sits under ['member', projectId]. */
export const memberKeys = {
  project: (projectId: number) => ['member', projectId] as const,
  roles: (projectId: number, query?: object) => ['member', projectId, 'roles', query ?? {}] as const,
  roleOptions: (projectId: number) => ['member', projectId, 'role-options'] as const,
  users: (projectId: number, query?: object) => ['member', projectId, 'users', query ?? {}] as const,
  organization: (projectId: number) => ['member', projectId, 'organization'] as const,
};
