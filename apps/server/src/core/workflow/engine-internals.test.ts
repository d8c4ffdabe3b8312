import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as Elements from 'bpmn-elements';
import { Engine } from 'bpmn-engine';
import { describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error.ts';
import { compileDefinition } from './compile-definition.ts';
import { workflowExpressions } from './engine-bridge.ts';
import {
  type ActivityApi,
  childrenOf,
  dropLoopedDiscard,
  type EngineExecution,
  engineElements,
  holdRun,
  INTERNALS_WRITTEN_FOR,
  innerError,
  onIterations,
  postponedOf,
  stateOf,
} from './engine-internals.ts';
import { HandlerRegistry } from './handlers.ts';
import { ProcessRunner } from './process-runner.ts';

/**
 * engine-internals.ts reaches past bpmn-elements' and bpmn-engine's public API. These tests pin
 * the versions it was written for and exercise every such access on the installed engines: after
 * an upgrade, the first test names the package to re-read, the others the access that broke.
 */

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const require = createRequire(import.meta.url);

function installed(name: string) {
  const entry = require.resolve(name);
  const root = entry.slice(0, entry.lastIndexOf(`node_modules/${name}/`) + `node_modules/${name}`.length);
  return { root, version: (JSON.parse(readFileSync(`${root}/package.json`, 'utf8')) as { version: string }).version };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));
const settle = async () => {
  for (let i = 0; i < 5; i++) await turn();
};

const TWO_TASKS = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" id="defs_two" targetNamespace="t">
  <process id="two" isExecutable="true">
    <startEvent id="start" />
    <sequenceFlow id="f1" sourceRef="start" targetRef="first" />
    <userTask id="first" />
    <sequenceFlow id="f2" sourceRef="first" targetRef="second" />
    <userTask id="second" />
    <sequenceFlow id="f3" sourceRef="second" targetRef="end" />
    <endEvent id="end" />
  </process>
</definitions>`;

/** A bare engine on a compiled definition, with its listener. */
async function engineOf(xml: string, variables: Record<string, unknown> = {}) {
  const compiled = await compileDefinition(xml);
  const engine = new Engine({
    name: compiled.processId,
    sourceContext: compiled.sourceContext,
    expressions: workflowExpressions(),
  });
  const { EventEmitter } = await import('node:events');
  const listener = new EventEmitter();
  return { engine, listener, start: () => engine.execute({ listener, variables }) };
}

describe('bpmn engine internals (engine-internals.ts)', () => {
  it('are the versions engine-internals.ts was written for, and one bpmn-elements serves both', () => {
    const elements = installed('bpmn-elements');
    const engine = installed('bpmn-engine');
    expect({ 'bpmn-elements': elements.version, 'bpmn-engine': engine.version }).toEqual(INTERNALS_WRITTEN_FOR);
    // bpmn-engine runs on the bpmn-elements compiled definitions are resolved with (no copy of its own).
    const engineRequire = createRequire(`${engine.root}/package.json`);
    expect(engineRequire.resolve('bpmn-elements').startsWith(elements.root)).toBe(true);
  });

  it('refuse a zero timer cycle from an expression: TimerEventDefinition.parse, the ActivityError inner', async () => {
    expect(Object.hasOwn(Elements.TimerEventDefinition.prototype, 'parse')).toBe(true);
    expect(engineElements().TimerEventDefinition).not.toBe(Elements.TimerEventDefinition);
    const xml = fixture('escalation.bpmn20.xml')
      .replace('<timeDuration>${timeout}</timeDuration>', '<timeCycle>${cycle}</timeCycle>')
      .replace('cancelActivity="true"', 'cancelActivity="false"');
    const runner = new ProcessRunner(new HandlerRegistry());
    const error = await runner
      .start(await compileDefinition(xml), { initiator: 1, cycle: 'R3/PT0S' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).key).toBe('workflow.model.zeroTimer');
    expect(innerError(Object.assign(new Error('wrapped'), { inner: error }))).toBe(error);
  });

  it('hold an activity on format-run-q until released, and fail it by the error routing key', async () => {
    for (const outcome of ['release', 'fail'] as const) {
      const { engine, listener, start } = await engineOf(TWO_TASKS);
      const started: string[] = [];
      const errors: unknown[] = [];
      let hold: ReturnType<typeof holdRun> | undefined;
      listener.on('activity.enter', (api: ActivityApi) => {
        if (api.id === 'first' && api.owner.broker) hold = holdRun(api.owner.broker, 'run.enter.zj-test');
      });
      listener.on('activity.start', (api: ActivityApi) => started.push(api.id));
      engine.on('error', (error: unknown) => errors.push(error));
      await start();
      await settle();
      expect(hold).toBeDefined();
      expect(started).toEqual(['start']);
      if (outcome === 'release') hold?.release();
      else hold?.fail(new Error('refused'));
      await settle();
      if (outcome === 'release') expect(started).toEqual(['start', 'first']);
      else expect(errors).toHaveLength(1);
    }
  });

  it('count multi-instance iterations on the execution exchange, and find them among the postponed', async () => {
    const { listener, engine, start } = await engineOf(fixture('countersign.bpmn20.xml'), {
      initiator: 1,
      approvers: [2, 3, 4],
    });
    const iterations: (number | undefined)[] = [];
    listener.on('activity.enter', (api: ActivityApi) => {
      if (api.content.isMultiInstance && api.owner.broker)
        onIterations(api.owner.broker, (content) => {
          if (content.isMultiInstance) iterations.push(content.index);
        });
    });
    await start();
    await settle();
    const submit = postponedOf(engine).find((api) => api.id === 'submit');
    expect(submit).toBeDefined();
    submit?.signal({});
    await settle();
    expect(iterations.filter((index) => typeof index === 'number')).toEqual([0, 1, 2]);
    const sign = postponedOf(engine).find((api) => api.id === 'sign') as ActivityApi;
    const children = childrenOf(sign);
    expect(children).toHaveLength(3);
    expect(new Set(children.map((child) => child.executionId)).size).toBe(3);
    expect(children.every((child) => child.id === 'sign' && child.executionId !== sign.executionId)).toBe(true);
  });

  it('record the element that set a timer (Timers.register), and the message and signal awaited', async () => {
    const runner = new ProcessRunner(new HandlerRegistry());
    const timed = await runner.start(await compileDefinition(fixture('escalation.bpmn20.xml')), {
      initiator: 1,
      timeout: 'PT1H',
    });
    expect(timed.timers.map((timer) => timer.elementId)).toEqual(['overdue']);
    const events = await compileDefinition(fixture('message-signal.bpmn20.xml'));
    const waiting = await runner.start(events, { initiator: 1 });
    expect(waiting.awaiting).toEqual([{ kind: 'message', ref: 'Message_paid', name: '付款确认' }]);
    const working = await runner.step(events, waiting.state, { kind: 'deliver', ref: 'Message_paid' });
    expect(working.awaiting).toEqual([{ kind: 'signal', ref: 'Signal_stop', name: '全面停工' }]);
  });

  it("put the engine's state together as getState() does, less the sources", async () => {
    const { engine, start } = await engineOf(TWO_TASKS);
    await start();
    await settle();
    await stateOf(engine); // the first reads the engine's version from getState()
    const built = await stateOf<Record<string, unknown>>(engine);
    const full = (await engine.getState()) as unknown as { definitions: Record<string, unknown>[] };
    for (const definition of full.definitions) delete definition.source;
    expect(JSON.parse(JSON.stringify(built))).toEqual(JSON.parse(JSON.stringify(full)));
  });

  it('drop a discard queued on the task a token moved back to (run-q, activityQ, elements.postponed)', async () => {
    const { engine, start } = await engineOf(fixture('revise-loop.bpmn20.xml'), { initiator: 1, approver: 2 });
    const execution = (await start()) as unknown as EngineExecution;
    await settle();
    postponedOf(engine)
      .find((api) => api.id === 'submit')
      ?.signal({});
    await settle();
    const process = execution.definitions[0]?.getProcesses()[0] as unknown as { execution: Record<symbol, unknown> };
    const processExecution = process.execution;
    expect(Array.isArray((processExecution[Symbol.for('activityQ')] as { messages?: unknown }).messages)).toBe(true);
    expect((processExecution[Symbol.for('elements')] as { postponed?: unknown }).postponed).toBeInstanceOf(Set);
    // Reject to the submitter: start `submit` again, withdraw `approve`.
    const target = execution.definitions[0]?.getProcesses()[0]?.getActivityById('submit');
    const broker = (target as unknown as { broker: { getQueue(name: string): { messages: unknown[] } | undefined } })
      .broker;
    expect(Array.isArray(broker.getQueue('run-q')?.messages)).toBe(true);
    target?.run();
    await settle();
    for (const api of postponedOf(engine)) if (api.id === 'approve') api.discard();
    await settle();
    // The withdrawn task's discard ran round the loop: a discard of `back` waits on `submit`.
    expect(postponedOf(engine).map((api) => api.id)).toEqual(['submit', 'back']);
    dropLoopedDiscard(execution, target);
    await settle();
    expect(postponedOf(engine).map((api) => api.id)).toEqual(['submit']);
  });
});
