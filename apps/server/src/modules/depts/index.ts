import { defineModule } from '../../core/module.ts';
import { MENUS } from './depts.menus.ts';
import { DeptsRepository } from './depts.repository.ts';
import { deptsRoutes } from './depts.routes.ts';
import { DeptsService } from './depts.service.ts';

export type { DeptsService } from './depts.service.ts';

/** 企业管理: the department tree (its table, sys_dept, is the kernel's identity). */
export const deptsModule = defineModule({
  name: 'depts',
  menus: MENUS,
  services: ({ db }) => ({ depts: new DeptsService(new DeptsRepository(db)) }),
  routes: deptsRoutes,
});
