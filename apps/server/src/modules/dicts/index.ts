import { defineModule, type Kernel } from '../../core/module.ts';
import { MENUS } from './dicts.menus.ts';
import { DictsRepository } from './dicts.repository.ts';
import { dictsRoutes } from './dicts.routes.ts';
import { seedDicts } from './dicts.seed.ts';
import { DictsService } from './dicts.service.ts';
import * as tables from './dicts.tables.ts';

const services = ({ db }: Kernel) => ({ dicts: new DictsService(new DictsRepository(db)) });

export type { DictsService } from './dicts.service.ts';

/** 字典管理: dictionary types and data. */
export const dictsModule = defineModule({
  name: 'dicts',
  tables,
  menus: MENUS,
  services,
  routes: dictsRoutes,
  seed: seedDicts,
});
