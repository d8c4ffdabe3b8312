import type { Tx } from '../../core/db/client.ts';
import { badRequest } from '../../core/http/app-error.ts';
import type { SavedState } from '../../core/workflow/process-runner.ts';
import type { Instance, RuntimeRepository, Task } from './runtime.repository.ts';
import { type Actor, SYSTEM } from './runtime-types.ts';
import type { Settler } from './settling.ts';
import { refusing, type StepUnit } from './step-unit.ts';

function waitsFor(instance: Instance, kind: 'message' | 'signal', name: string) {
  return instance.awaiting.find((a) => a.kind === kind && (a.name === name || a.ref === name));
}

const moving = (instance: Pick<Instance, 'status'>) => instance.status === 'running' || instance.status === 'rejected';

/** Timer, message and signal events: what moves an instance without a task being handled. */
export class RuntimeEvents {
  constructor(
    private readonly repo: RuntimeRepository,
    private readonly unit: StepUnit,
    private readonly settler: Settler,
  ) {}

  /**
   * Fires the timers due by `now`: each instance is locked `skip locked` (another replica at work
   * on it keeps it), the timer is checked again under that lock, and the step recovers the
   * instance, whose expired timer fires on resume. Answers how many fired.
   */
  async fireDueTimers(now = new Date(), limit = 50): Promise<number> {
    let fired = 0;
    for (const timer of await this.repo.dueTimers(now, limit)) {
      const done = await this.repo.db.transaction(async (tx) => {
        const instance = await this.repo.instanceIfFree(timer.instanceId, tx);
        if (!instance || !(await this.repo.timerDue(timer.timerId, now, tx))) return false;
        if (!moving(instance)) {
          await this.repo.replaceTimers(instance.instanceId, [], tx);
          return false;
        }
        const compiled = await this.unit.definitionOf(instance, tx);
        const result = await refusing(() =>
          this.unit.runner.step(
            compiled,
            instance.state as SavedState,
            { kind: 'resume' },
            instance.variables,
            tx,
            this.unit.liveOf(instance),
          ),
        );
        await this.settler.comment(instance, null, SYSTEM, 'timeout', timer.elementId, tx, compiled);
        await this.settler.persist(instance, compiled, result, SYSTEM, tx, instance.status);
        await this.settler.changed(instance, tx);
        return true;
      });
      if (done) fired++;
    }
    return fired;
  }

  /**
   * Delivers a message (by name or id) to one instance waiting for it, with variables: its catch
   * event or receive task moves on. Refused when the instance waits for no such message.
   */
  async deliverMessage(actor: Actor, instanceId: number, name: string, variables: Record<string, unknown>, tx?: Tx) {
    return this.unit.inTx(tx, async (tx) => {
      const instance = await this.repo.instance(instanceId, tx, true);
      if (!instance) throw badRequest('workflow.instance.notFound');
      if (!moving(instance)) throw badRequest('workflow.instance.notRunning');
      return this.deliver(actor, instance, 'message', name, variables, tx);
    });
  }

  /**
   * Throws a signal (by name or id) to every instance waiting for it, each in its own transaction
   * (at most `limit`). Answers how many received it.
   */
  async throwSignal(actor: Actor, name: string, variables: Record<string, unknown>, limit = 500): Promise<number> {
    let received = 0;
    for (const instanceId of await this.repo.awaiting('signal', name, limit)) {
      const moved = await this.repo.db.transaction(async (tx) => {
        const instance = await this.repo.instance(instanceId, tx, true);
        if (!instance || !moving(instance)) return false;
        if (!waitsFor(instance, 'signal', name)) return false;
        await this.deliver(actor, instance, 'signal', name, variables, tx);
        return true;
      });
      if (moved) received++;
    }
    return received;
  }

  private async deliver(
    actor: Actor,
    instance: Instance,
    kind: 'message' | 'signal',
    name: string,
    variables: Record<string, unknown>,
    tx: Tx,
  ): Promise<{ instance: Instance; tasks: Task[] }> {
    const awaited = waitsFor(instance, kind, name);
    if (!awaited) throw badRequest('workflow.instance.notAwaiting', { name });
    const compiled = await this.unit.definitionOf(instance, tx);
    const result = await refusing(() =>
      this.unit.runner.step(
        compiled,
        instance.state as SavedState,
        { kind: 'deliver', ref: awaited.ref, variables },
        instance.variables,
        tx,
        this.unit.liveOf(instance),
      ),
    );
    await this.settler.comment(instance, null, actor, kind, awaited.name, tx, compiled);
    const tasks = await this.settler.persist(instance, compiled, result, actor, tx, instance.status);
    return { instance: (await this.unit.current(instance.instanceId, tx)) ?? instance, tasks };
  }
}
