import { ajaxResult, handlerNameList, PERMS } from '@zj/contract';
import { ok } from '../../core/http/envelope.ts';
import type { AppInstance } from '../../core/http/types.ts';
import type { HandlerRegistry } from '../../core/workflow/handlers.ts';

/**
 * GET /flowable/handler/list: the names of the engine's handler registry, for the designer's
 * listener drawer (the model screens' permission: whoever may open a model may see them).
 */
export async function handlerRoutes(app: AppInstance, deps: { handlers: HandlerRegistry }) {
  app.get(
    '/flowable/handler/list',
    {
      config: { access: { permission: PERMS.flowable.model.query } },
      schema: {
        tags: ['workflow'],
        summary: 'The names of the registered workflow handlers (listener classes, script bodies)',
        response: { 200: ajaxResult(handlerNameList) },
      },
    },
    async () => ok(deps.handlers.names()),
  );
}
