import type { storedText } from '@zj/contract';
import type { Tx } from '../../core/db/client.ts';
import type { MessagesService } from '../messages/index.ts';
import type { Instance } from './runtime.repository.ts';
import type { Actor, RuntimeService, StartInput } from './runtime.service.ts';

/**
 * A business record's application (a plan's, a measure's), in the caller's transaction: when the
 * record's last approval (`orderId`) was rejected and the caller started it, that approval goes on
 * (its first step again, with the form's `values`); otherwise `forget` clears the record's approval
 * and a new one starts with `input`. The runtime's status hook then sets the record's state.
 */
export async function applyForApproval(
  runtime: RuntimeService,
  actor: Actor,
  orderId: number | null,
  values: Record<string, unknown>,
  input: StartInput,
  forget: () => Promise<void>,
  tx: Tx,
): Promise<void> {
  const previous = orderId === null ? undefined : await runtime.instance(orderId, tx);
  if (previous?.status === 'rejected' && previous.starterId === actor.userId) {
    await runtime.resubmit(actor, previous.instanceId, { variables: values }, tx);
    return;
  }
  await forget();
  await runtime.start(actor, input, tx);
}

/**
 * The outcome of a record's approval, told to whoever started it and to the record's applicant
 * (once each), in the step's transaction.
 */
export async function tellApplicants(
  messages: MessagesService,
  tx: Tx,
  instance: Instance,
  record: { applyUserId: number | null; projectId: number },
  text: ReturnType<typeof storedText>,
  content: string | null,
): Promise<void> {
  const recipients = [...new Set([instance.starterId, record.applyUserId].filter((x): x is number => x !== null))];
  await messages.send(
    recipients.map((recipient) => ({
      recipient,
      ...text,
      content,
      relateTable: 'workflow_instance' as const,
      relateId: instance.instanceId,
      projectId: record.projectId,
      createBy: instance.starterName,
    })),
    tx,
  );
}
