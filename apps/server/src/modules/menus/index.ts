import { defineModule } from '../../core/module.ts';
import { MENUS } from './menus.menus.ts';
import { MenusRepository } from './menus.repository.ts';
import { menusRoutes } from './menus.routes.ts';
import { MenusService } from './menus.service.ts';

/** 菜单管理 and the routers of the signed-in user (its table, sys_menu, is the kernel's identity). */
export const menusModule = defineModule({
  name: 'menus',
  menus: MENUS,
  services: ({ db, projects }) => ({
    menus: new MenusService(new MenusRepository(db), (userId) => projects.grantedMenus(userId)),
  }),
  routes: menusRoutes,
});
