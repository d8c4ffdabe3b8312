import { workflowApi as api } from '@zj/contract';
import { serve } from '../../core/http/serve.ts';
import type { AppInstance } from '../../core/http/types.ts';
import type { HandlerRegistry } from '../../core/workflow/handlers.ts';

/**
 * GET /flowable/handler/list: the names of the engine's handler registry, for the designer's
 * listener drawer (the model screens' permission: whoever may open a model may see them).
 */
export async function handlerRoutes(app: AppInstance, deps: { handlers: HandlerRegistry }) {
  serve(app, api.handlers, async () => deps.handlers.names());
}
