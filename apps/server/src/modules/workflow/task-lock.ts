import type { Tx } from '../../core/db/client.ts';
import { badRequest } from '../../core/http/app-error.ts';
import type { CompiledDefinition } from '../../core/workflow/process-runner.ts';
import type { Instance, RuntimeRepository, Task } from './runtime.repository.ts';
import type { Actor } from './runtime-types.ts';
import type { StepUnit } from './step-unit.ts';

/** A task whose instance the transaction holds, with its definition. */
export interface Locked {
  instance: Instance;
  task: Task;
  compiled: CompiledDefinition;
  siblings: boolean;
}

/**
 * Locks the task's instance, then checks the task is still open and the actor's — any open task
 * with `anyTask` (a process administrator's 指派, whose route checked the permission).
 */
export async function lockTask(
  repo: RuntimeRepository,
  unit: StepUnit,
  actor: Actor,
  taskId: number,
  tx: Tx,
  { anyTask = false }: { anyTask?: boolean } = {},
): Promise<Locked> {
  const instance = await repo.lockInstanceOfTask(taskId, tx);
  if (!instance) {
    throw badRequest((await repo.task(taskId, tx)) ? 'workflow.instance.notFound' : 'workflow.task.notFound');
  }
  unit.remember(instance, tx);
  // Read again under the lock: another step may have handled it while this one waited.
  const found = await repo.taskFor(taskId, actor, tx);
  const task = found?.task;
  if (task?.status !== 'open') throw badRequest('workflow.task.handled');
  if (!anyTask && !actor.admin && !found?.mine) throw badRequest('workflow.task.notYours');
  const siblings = found?.siblings === true;
  if (instance.status !== 'running' && instance.status !== 'rejected') throw badRequest('workflow.instance.notRunning');
  const compiled = await unit.definitionOf(instance, tx);
  return { instance, task, compiled, siblings };
}
