import { RoleGrantRule } from '../../core/access/role-grant.ts';
import { defineModule, type Kernel } from '../../core/module.ts';
import { configsModule } from '../configs/index.ts';
import { deptsModule } from '../depts/index.ts';
import { filesModule } from '../files/index.ts';
import { logininforModule } from '../logininfor/index.ts';
import { UserChecks } from './user-checks.ts';
import { userImportRoutes } from './user-import.routes.ts';
import { UserImportService } from './user-import.service.ts';
import { userProfileRoutes } from './user-profile.routes.ts';
import { UserProfileService } from './user-profile.service.ts';
import { UserSessionService } from './user-session.service.ts';
import { MENUS } from './users.menus.ts';
import { UsersRepository } from './users.repository.ts';
import { usersRoutes } from './users.routes.ts';
import { UsersService } from './users.service.ts';

export type { UsersRepository } from './users.repository.ts';
export type { UsersService } from './users.service.ts';

function usersServices(kernel: Kernel) {
  const repo = new UsersRepository(kernel.db);
  const checks = new UserChecks(repo, new RoleGrantRule(kernel.db));
  const { configs } = kernel.use(configsModule);
  return {
    usersRepo: repo,
    users: new UsersService(repo, checks, kernel.sessions, kernel.projects),
    session: new UserSessionService(kernel.sessions, configs),
    profile: new UserProfileService(
      repo,
      checks,
      kernel.use(logininforModule).logininfor,
      kernel.sessions,
      kernel.uploads,
    ),
    imports: new UserImportService(repo, configs),
    files: kernel.use(filesModule).files,
    depts: kernel.use(deptsModule).depts,
  };
}

/** 用户管理, the personal centre and the session view (getInfo); users are the kernel's identity. */
export const usersModule = defineModule({
  name: 'users',
  menus: MENUS,
  services: usersServices,
  routes: async (app, services) => {
    await usersRoutes(app, services);
    await userProfileRoutes(app, services);
    await userImportRoutes(app, services);
  },
});
