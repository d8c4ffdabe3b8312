import type { Tx } from '../../core/db/client.ts';
import { bizProjectRole, bizProjectRoleMenu } from './project-roles.tables.ts';
import { bizProjectUser } from './projects.tables.ts';

/** The default project role of a new project: '项目成员', read-only pages of the project group. */
export const DEFAULT_PROJECT_ROLE = { roleName: '项目成员', roleKey: 'member', roleSort: 1 } as const;
/**
 * Its menus: the project directory, project list/query buttons, member management (roles,
 * members, organization pages, without their buttons) and recently visited.
 */
export const DEFAULT_PROJECT_ROLE_MENUS = [2, 1110, 1111, 233, 520, 521, 522, 236] as const;

/**
 * What every new project starts with, in the caller's transaction: the default role and its
 * founder as project admin (holding the default role, so they keep reading if demoted).
 * Answers the default role's id.
 */
export async function setUpProject(
  tx: Tx,
  projectId: number,
  founder: { userId: number; userName: string },
): Promise<number> {
  const [role] = await tx
    .insert(bizProjectRole)
    .values({ ...DEFAULT_PROJECT_ROLE, projectId, createBy: founder.userName })
    .returning({ roleId: bizProjectRole.roleId });
  if (!role) throw new Error('project role insert returned nothing');
  await tx
    .insert(bizProjectRoleMenu)
    .values(DEFAULT_PROJECT_ROLE_MENUS.map((menuId) => ({ roleId: role.roleId, menuId })));
  await tx.insert(bizProjectUser).values({
    projectId,
    userId: founder.userId,
    roleId: role.roleId,
    isAdmin: '1',
    userType: '0',
    createBy: founder.userName,
  });
  return role.roleId;
}
