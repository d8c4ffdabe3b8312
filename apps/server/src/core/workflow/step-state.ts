import type { CompiledDefinition } from './compile-definition.ts';
import {
  type ActivityApi,
  childrenOf,
  type EngineExecution,
  type EngineInstance,
  postponedOf,
} from './engine-internals.ts';
import { evaluateTemplate } from './expressions.ts';
import { behaviourExtensions } from './listeners.ts';
import { type UserTaskSpec, userTaskSpec } from './user-task-spec.ts';

/**
 * The state a step reads and leaves: the saved engine state, the process variables, and what
 * waits outside the engine — user tasks for people, call activities for called processes.
 */

export type SavedState = Record<string, unknown> & { definitions?: Record<string, unknown>[] };

/** A user task now waiting for a person. */
export interface WaitingTask {
  executionId: string;
  elementId: string;
  name: string;
  /** The task as the model wrote it: assignee, candidates, form, buttons, due date, … */
  spec: UserTaskSpec;
  /** Variables of this iteration of a multi-instance task (its element variable, loopCounter). */
  local: Record<string, unknown>;
}

/** A call activity waiting for its called process (by key, latest version) to end. */
export interface WaitingCall {
  executionId: string;
  elementId: string;
  calledElement: string;
  /** Variables handed to the called process: `in` mappings (source/sourceExpression → target), or all. */
  input: Record<string, unknown>;
}

export type StepAction =
  /** Complete a waiting task: its output (for multi-instance completion) and variables to set first. */
  | { kind: 'complete'; executionId: string; variables?: Record<string, unknown> }
  /**
   * Move the token: start `to` (an earlier user task) and withdraw the waiting executions named
   * (rejection to a previous task, to the starter's task).
   */
  | { kind: 'move'; to: string; from: string[]; variables?: Record<string, unknown> }
  /** Only recover and resume: timers that are due fire on the way. */
  | { kind: 'resume' }
  /** Delivers a message or a signal (the id of its bpmn:Message / bpmn:Signal) to what waits for it. */
  | { kind: 'deliver'; ref: string; variables?: Record<string, unknown> };

export const USER_TASK = 'bpmn:UserTask';
export const CALL_ACTIVITY = 'bpmn:CallActivity';
/** What waits for someone outside the engine: a person (user task) or another process (call activity). */
const WAIT_TYPES = new Set([USER_TASK, CALL_ACTIVITY]);
export const USER_TASKS = new Set([USER_TASK]);
export const CALLS = new Set([CALL_ACTIVITY]);

/**
 * The process variables. The definition and each process run on their own clone of the engine's
 * environment: the process's is the one its activities read, and the one saved.
 */
export function variablesOf(execution: EngineExecution): Record<string, unknown> {
  const definition = execution.definitions[0];
  const process = definition?.getProcesses()[0];
  return process?.environment?.variables ?? definition?.environment.variables ?? execution.environment.variables;
}

/** bpmn-elements copies the process's run message (fields, content, properties) into its variables. */
const ENGINE_KEYS = new Set(['fields', 'content', 'properties']);

export function publicVariables(variables: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(variables).filter(([key]) => !ENGINE_KEYS.has(key)));
}

export function setVariables(execution: EngineExecution, variables: Record<string, unknown> | undefined) {
  if (!variables) return;
  for (const definition of execution.definitions) {
    Object.assign(definition.environment.variables, variables);
    for (const process of definition.getProcesses()) {
      if (process.environment) Object.assign(process.environment.variables, variables);
    }
  }
}

export function findActivity(execution: EngineExecution, id: string) {
  for (const definition of execution.definitions) {
    for (const process of definition.getProcesses()) {
      const activity = process.getActivityById(id);
      if (activity) return activity;
    }
  }
  return null;
}

/**
 * The executions waiting outside the engine now (of `types`), by execution id: each iteration of a
 * multi-instance task on its own, those inside sub-processes too.
 */
export function collectWaiting(engine: EngineInstance, types = WAIT_TYPES): Map<string, ActivityApi> {
  const waiting = new Map<string, ActivityApi>();
  const visit = (api: ActivityApi, depth: number) => {
    if (depth > 20) return;
    const inner = childrenOf(api);
    if (WAIT_TYPES.has(api.type)) {
      if (!types.has(api.type)) return;
      const looped = Boolean(api.owner.behaviour.loopCharacteristics);
      if (!looped) waiting.set(api.executionId, api);
      else for (const it of inner) waiting.set(it.executionId, it);
      return;
    }
    for (const child of inner) visit(child, depth + 1);
  };
  for (const api of postponedOf(engine)) visit(api, 0);
  return waiting;
}

export function toWaiting(api: ActivityApi, definition: CompiledDefinition): WaitingTask {
  const spec = userTaskSpec(api.owner.behaviour);
  const local: Record<string, unknown> = {};
  const content = api.content;
  if (content.isMultiInstance) {
    const elementVariable = spec.multiInstance?.elementVariable;
    if (elementVariable && elementVariable in content) local[elementVariable] = content[elementVariable];
    local.loopCounter = content.index;
  }
  return {
    executionId: api.executionId,
    elementId: api.id,
    name: definition.names.get(api.id) ?? api.id,
    spec,
    local,
  };
}

/** A called process's variables as they come back: through the call's `out` mappings (all without). */
export function mapOut(behaviour: Record<string, unknown>, variables: Record<string, unknown>) {
  const outs = behaviourExtensions(behaviour, 'Out');
  if (outs.length === 0) return variables;
  // `variables="all"`: every variable comes back, and the mappings on top.
  const mapped: Record<string, unknown> = outs.some((out) => out.variables === 'all') ? { ...variables } : {};
  for (const out of outs) {
    const source = String(out.source ?? '');
    const target = String(out.target ?? source);
    if (!target) continue;
    if (typeof out.sourceExpression === 'string') mapped[target] = evaluateTemplate(out.sourceExpression, variables);
    else if (source && source in variables) mapped[target] = variables[source];
  }
  return mapped;
}

export function toCall(api: ActivityApi, variables: Record<string, unknown>): WaitingCall {
  const behaviour = api.owner.behaviour;
  const ins = behaviourExtensions(behaviour, 'In');
  const visible = publicVariables(variables);
  const all = ins.length === 0 || ins.some((mapping) => mapping.variables === 'all');
  const input: Record<string, unknown> = all ? { ...visible } : {};
  for (const mapping of ins) {
    const target = String(mapping.target ?? mapping.source ?? '');
    if (!target) continue;
    if (typeof mapping.sourceExpression === 'string')
      input[target] = evaluateTemplate(mapping.sourceExpression, visible);
    else if (typeof mapping.source === 'string') input[target] = visible[mapping.source] ?? null;
  }
  const called = String(behaviour.calledElement ?? '');
  return {
    executionId: api.executionId,
    elementId: api.id,
    calledElement: String(evaluateTemplate(called, visible) ?? ''),
    input,
  };
}
