import { RoleGrantRule } from '../../core/access/role-grant.ts';
import { defineModule } from '../../core/module.ts';
import { deptsModule } from '../depts/index.ts';
import { usersModule } from '../users/index.ts';
import { MENUS } from './roles.menus.ts';
import { RolesRepository } from './roles.repository.ts';
import { rolesRoutes } from './roles.routes.ts';
import { RolesService } from './roles.service.ts';

/** 角色管理: roles, their menus, data scopes and holders (the tables are the kernel's identity). */
export const rolesModule = defineModule({
  name: 'roles',
  menus: MENUS,
  services: (kernel) => ({
    roles: new RolesService(
      new RolesRepository(kernel.db),
      kernel.use(usersModule).users,
      new RoleGrantRule(kernel.db),
    ),
    depts: kernel.use(deptsModule).depts,
  }),
  routes: rolesRoutes,
});
