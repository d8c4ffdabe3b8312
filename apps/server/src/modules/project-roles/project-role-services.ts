import type { Db } from '../../core/db/client.ts';
import type { ProjectAccess } from '../../core/project/project-access.ts';
import type { MessagesService } from '../messages/index.ts';
import { ProjectMembersRepository } from './project-members.repository.ts';
import { ProjectMembersService } from './project-members.service.ts';
import { ProjectRolesRepository } from './project-roles.repository.ts';
import { ProjectRolesService } from './project-roles.service.ts';

/** The services of /business/projectRole, wired from the database (app.ts spreads them in). */
export function createProjectRoleServices(db: Db, access: ProjectAccess, messages: Pick<MessagesService, 'send'>) {
  const roles = new ProjectRolesRepository(db);
  return {
    projectRoles: new ProjectRolesService(roles, access),
    projectMembers: new ProjectMembersService(new ProjectMembersRepository(db), roles, messages),
  };
}

export type ProjectRoleServices = ReturnType<typeof createProjectRoleServices>;
