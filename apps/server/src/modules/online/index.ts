import { defineModule } from '../../core/module.ts';
import { MENUS } from './online.menus.ts';
import { OnlineRepository } from './online.repository.ts';
import { onlineRoutes } from './online.routes.ts';
import { OnlineService } from './online.service.ts';

/** 在线用户: the live sessions, and force logout. */
export const onlineModule = defineModule({
  name: 'online',
  menus: MENUS,
  services: ({ db, sessions }) => ({ online: new OnlineService(new OnlineRepository(db), sessions) }),
  routes: onlineRoutes,
});
