import { defineModule } from '../../core/module.ts';
import { MENUS } from './operlog.menus.ts';
import { OperLogRepository } from './operlog.repository.ts';
import { operlogRoutes } from './operlog.routes.ts';
import { OperLogService } from './operlog.service.ts';

/** 操作日志: the rows the kernel's operation-log hook writes (the table is the kernel's). */
export const operlogModule = defineModule({
  name: 'operlog',
  menus: MENUS,
  services: ({ db }) => ({ operlog: new OperLogService(new OperLogRepository(db)) }),
  routes: operlogRoutes,
});
