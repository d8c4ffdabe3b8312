import { defineModule } from '../../core/module.ts';
import { configsModule } from '../configs/index.ts';
import { logininforModule } from '../logininfor/index.ts';
import { usersModule } from '../users/index.ts';
import { AuthRepository } from './auth.repository.ts';
import { authRoutes } from './auth.routes.ts';
import { AuthService } from './auth.service.ts';
import * as tables from './auth.tables.ts';
import { CaptchaService } from './captcha.ts';
import { RateLimiter } from './rate-limit.ts';

/** Login, registration, captcha, refresh and logout. */
export const authModule = defineModule({
  name: 'auth',
  tables,
  services: (kernel) => {
    const repo = new AuthRepository(kernel.db);
    const captcha = new CaptchaService(repo);
    const configs = kernel.use(configsModule).configs;
    const auth = new AuthService({
      db: kernel.db,
      repo,
      users: kernel.use(usersModule).usersRepo,
      logininfor: kernel.use(logininforModule).logininfor,
      sessions: kernel.sessions,
      captcha,
      configs,
    });
    const limiter = new RateLimiter(repo, kernel.config.rateLimit);
    return { auth, captcha, configs, limiter };
  },
  routes: authRoutes,
});
