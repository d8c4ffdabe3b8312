import { defineModule } from '../../core/module.ts';
import { MENUS } from './online.menus.ts';
import { onlineRoutes } from './online.routes.ts';

/** 在线用户: the live sessions, and force logout. */
export const onlineModule = defineModule({
  name: 'online',
  tables: {},
  menus: MENUS,
  services: ({ db, zone, sessions }) => ({ db, zone, sessions }),
  routes: onlineRoutes,
});
