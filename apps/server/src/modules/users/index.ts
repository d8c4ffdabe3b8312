import { defineModule } from '../../core/module.ts';
import { configsModule } from '../configs/index.ts';
import { filesModule } from '../files/index.ts';
import { logininforModule } from '../logininfor/index.ts';
import { MENUS } from './users.menus.ts';
import { UsersRepository } from './users.repository.ts';
import { usersRoutes } from './users.routes.ts';
import { UsersService } from './users.service.ts';

export type { UsersRepository } from './users.repository.ts';
export type { UsersService } from './users.service.ts';

/** 用户管理, the personal centre and the session view (getInfo); users are the kernel's identity. */
export const usersModule = defineModule({
  name: 'users',
  tables: {},
  menus: MENUS,
  services: (kernel) => {
    const repo = new UsersRepository(kernel.db);
    return {
      usersRepo: repo,
      users: new UsersService(kernel.zone, repo),
      logininfor: kernel.use(logininforModule).logininfor,
      configs: kernel.use(configsModule).configs,
      files: kernel.use(filesModule).files,
      zone: kernel.zone,
    };
  },
  routes: usersRoutes,
});
