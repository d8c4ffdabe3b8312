import { defineModule } from '../../core/module.ts';
import { messagesModule } from '../messages/index.ts';
import { createProjectRoleServices } from './project-role-services.ts';
import { MENUS } from './project-roles.menus.ts';
import { projectOfRole } from './project-roles.repository.ts';
import { projectRolesRoutes } from './project-roles.routes.ts';

/** /business/projectRole: project roles and members (the tables are the project kernel's). */
export const projectRolesModule = defineModule({
  name: 'project-roles',
  menus: MENUS,
  services: (kernel) => createProjectRoleServices(kernel.db, kernel.projects, kernel.use(messagesModule).messages),
  routes: projectRolesRoutes,
  projectLookups: { projectRole: projectOfRole },
});
