import { defineModule } from '../../core/module.ts';
import { MENUS } from './configs.menus.ts';
import { ConfigsRepository } from './configs.repository.ts';
import { configsRoutes } from './configs.routes.ts';
import { seedConfigs } from './configs.seed.ts';
import { ConfigsService } from './configs.service.ts';
import * as tables from './configs.tables.ts';

export { CONFIG_KEYS, type ConfigsService } from './configs.service.ts';

/** 参数设置: system parameters (sys_config), some of them read by other modules. */
export const configsModule = defineModule({
  name: 'configs',
  tables,
  menus: MENUS,
  services: ({ db, config }) => ({
    configs: new ConfigsService(new ConfigsRepository(db), { captchaEnabled: config.captchaEnabled }),
  }),
  routes: configsRoutes,
  seed: seedConfigs,
});
