import { configsApi as api, CONFIG_KEY_READERS, isPublicConfigKey, PERMS } from '@zj/contract';
import { allows } from '../../core/access/access.ts';
import { principalOf } from '../../core/access/guard-plugin.ts';
import { forbidden } from '../../core/http/app-error.ts';
import { said, serve } from '../../core/http/serve.ts';
import type { AppInstance } from '../../core/http/types.ts';
import { sendXlsx } from '../../core/http/xlsx.ts';
import { CONFIG_SHEET, configColumns } from './config-sheet.ts';
import type { ConfigsService } from './configs.service.ts';

const P = PERMS.system.config;

export async function configsRoutes(app: AppInstance, { configs }: { configs: ConfigsService }) {
  serve(app, api.list, async (request) => configs.list(request.query));
  serve(app, api.valueOf, async (request) => {
    const key = request.params.configKey;
    const p = principalOf(request);
    const reader = Object.hasOwn(CONFIG_KEY_READERS, key) ? CONFIG_KEY_READERS[key] : undefined;
    const readable =
      isPublicConfigKey(key) ||
      allows({ permission: P.query }, p) ||
      (reader !== undefined && allows({ permission: reader }, p));
    if (!readable) throw forbidden();
    const value = await configs.valueOf(key);
    // RuoYi answers the value in msg; data carries it too.
    return said(value, value);
  });
  // Nothing is cached (every replica reads the table); kept for RuoYi clients.
  serve(app, api.refreshCache, async () => undefined);
  serve(app, api.get, async (request) => configs.get(request.params.configId));
  serve(app, api.add, async (request) => void (await configs.add(request.body, principalOf(request).userName)));
  serve(app, api.edit, async (request) => void (await configs.edit(request.body, principalOf(request).userName)));
  serve(app, api.remove, async (request) => void (await configs.remove(request.params.configIds)));
  serve(app, api.export, async (request, reply) =>
    sendXlsx(reply, CONFIG_SHEET, configColumns, await configs.exportRows(request.body ?? {})),
  );
}
