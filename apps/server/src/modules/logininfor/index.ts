import { defineModule } from '../../core/module.ts';
import { MENUS } from './logininfor.menus.ts';
import { LogininforRepository } from './logininfor.repository.ts';
import { logininforRoutes } from './logininfor.routes.ts';
import { LogininforService } from './logininfor.service.ts';
import * as tables from './logininfor.tables.ts';

export type { LogininforService } from './logininfor.service.ts';

/** 登录日志: every login attempt, and the wrong-password locks that 账户解锁 clears. */
export const logininforModule = defineModule({
  name: 'logininfor',
  tables,
  menus: MENUS,
  services: ({ db }) => ({ logininfor: new LogininforService(new LogininforRepository(db)) }),
  routes: logininforRoutes,
});
