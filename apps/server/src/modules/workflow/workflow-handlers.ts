import type { Tx } from '../../core/db/client.ts';
import { HandlerRegistry, notifyHandler, setVariableHandler } from '../../core/workflow/handlers.ts';
import type { MessagesService } from '../messages/index.ts';

/**
 * The handlers models may name (deploy refuses any other): `setVariable`, and `notify`, which
 * sends a message to the user ids of its `to` field (`starter` is the process's `initiator`).
 * Modules add their hooks (`quality.onApproved`) here as they land.
 */
export function workflowHandlers(messages: MessagesService): HandlerRegistry {
  return new HandlerRegistry().register('setVariable', setVariableHandler).register(
    'notify',
    notifyHandler(async ({ to, text, variables, tx }) => {
      const recipients = to
        .split(',')
        .map((part) => (part.trim() === 'starter' ? variables.initiator : part.trim()))
        .map(Number)
        .filter((id) => Number.isSafeInteger(id) && id > 0);
      await messages.send(
        [...new Set(recipients)].map((recipient) => ({ recipient, title: text || '流程通知' })),
        tx as Tx | undefined,
      );
    }),
  );
}
