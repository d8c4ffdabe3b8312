import { msg } from '@zj/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error.ts';
import { HandlerRegistry, setVariableHandler } from './handlers.ts';
import { compileDefinition, ProcessRunner } from './process-runner.ts';
import type { RunLimits } from './run-guard.ts';

/**
 * The engine's bounds on bpmn-engine alone (no database): models that deploy would refuse, or
 * that pass deploy and never wait at run time (a value from the form), are stopped with a refusal
 * naming the element, and the event loop gets its turns meanwhile.
 */

const processOf = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xmlns:flowable="http://flowable.org/bpmn" id="defs" targetNamespace="t">
  <process id="p" isExecutable="true"><startEvent id="start" />${body}<endEvent id="end" /></process>
</definitions>`;
const setX = `<extensionElements><flowable:field name="name" stringValue="x" /><flowable:field name="value" stringValue="1" /></extensionElements>`;
const condition = (text: string) => `<conditionExpression xsi:type="tFormalExpression">${text}</conditionExpression>`;

/** A service task and a gateway going round until `x == 2`, which never comes. */
const serviceLoop = processOf(`
  <sequenceFlow id="f1" sourceRef="start" targetRef="svc" />
  <serviceTask id="svc" name="计算" flowable:delegateExpression="\${setVariable}">${setX}</serviceTask>
  <sequenceFlow id="f2" sourceRef="svc" targetRef="gw" />
  <exclusiveGateway id="gw" name="再来" />
  <sequenceFlow id="back" sourceRef="gw" targetRef="svc">${condition('${x == 1}')}</sequenceFlow>
  <sequenceFlow id="out" sourceRef="gw" targetRef="end">${condition('${x == 2}')}</sequenceFlow>`);
/** Plain tasks and a gateway: a synchronous chain in the engine (no handler to wait for). */
const taskLoop = processOf(`
  <sequenceFlow id="f1" sourceRef="start" targetRef="t" /><task id="t" />
  <sequenceFlow id="f2" sourceRef="t" targetRef="gw" /><exclusiveGateway id="gw" default="back" />
  <sequenceFlow id="back" sourceRef="gw" targetRef="t" />
  <sequenceFlow id="out" sourceRef="gw" targetRef="end">${condition('${n == 2}')}</sequenceFlow>`);
const multi = (loop: string, task = 'userTask id="sign" name="会签" flowable:assignee="${initiator}"') => {
  const tag = task.split(' ')[0];
  return processOf(`<sequenceFlow id="f1" sourceRef="start" targetRef="sign" />
  <${task}>${tag === 'serviceTask' ? setX : ''}${loop}</${tag}>
  <sequenceFlow id="f2" sourceRef="sign" targetRef="end" />`);
};
const byCardinality = (text: string) =>
  multi(
    `<multiInstanceLoopCharacteristics isSequential="false"><loopCardinality>${text}</loopCardinality></multiInstanceLoopCharacteristics>`,
  );
const timerCycle = processOf(`
  <sequenceFlow id="f1" sourceRef="start" targetRef="wait" /><userTask id="wait" flowable:assignee="1" />
  <sequenceFlow id="f2" sourceRef="wait" targetRef="end" />
  <boundaryEvent id="remind" name="提醒" attachedToRef="wait" cancelActivity="false">
    <timerEventDefinition><timeCycle>\${cycle}</timeCycle></timerEventDefinition>
  </boundaryEvent>
  <sequenceFlow id="f3" sourceRef="remind" targetRef="noted" /><endEvent id="noted" />`);

const registry = () => new HandlerRegistry().register('setVariable', setVariableHandler);
const runner = (limits: Partial<RunLimits> = {}) => new ProcessRunner(registry(), limits);

/**
 * The refusal a run ends with (its catalogue key and parameters), how long it took, and how many
 * times a 2 ms timer fired while it ran (the event loop had its turns).
 */
async function refusal(run: () => Promise<unknown>) {
  let ticks = 0;
  const ticker = setInterval(() => {
    ticks += 1;
  }, 2);
  const started = performance.now();
  try {
    await run();
    return { key: 'none', params: {}, ms: performance.now() - started, ticks };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { key: error.key, params: error.params ?? {}, ms: performance.now() - started, ticks };
  } finally {
    clearInterval(ticker);
  }
}

describe('engine bounds', () => {
  it('stops a loop that never waits after the step bound, naming the element, and yields meanwhile', async () => {
    const definition = await compileDefinition(serviceLoop);
    const out = await refusal(() => runner({ maxSteps: 400, maxRunMs: 0 }).start(definition, {}));
    expect(out.key).toBe('workflow.engine.tooManySteps');
    expect(out.params).toEqual({ element: expect.stringMatching(/^(计算 \[svc\]|再来 \[gw\])$/), max: 400 });
    expect(msg(out.key as 'workflow.engine.tooManySteps', 'zh', { element: '再来 [gw]', max: 400 })).toBe(
      '流程在元素 再来 [gw] 处超过了一次操作的步数上限（400 步），可能是一个不等待的循环；本次操作已撤销',
    );
    expect(msg('workflow.engine.tooManySteps', 'en', { element: '再来 [gw]', max: 400 })).toBe(
      'The process exceeded the limit of 400 steps for one action at element 再来 [gw] (a loop that never waits?); nothing was saved',
    );
    // The synchronous chain too (before the bound it overflowed the stack, or spun for ever).
    const tasks = await refusal(async () =>
      runner({ maxSteps: 3000, maxRunMs: 0 }).start(await compileDefinition(taskLoop), { n: 1 }),
    );
    expect(tasks).toMatchObject({ key: 'workflow.engine.tooManySteps', params: { max: 3000 } });
  });

  it('stops a run over its time, however many steps, giving the event loop a turn at least every slice', async () => {
    const definition = await compileDefinition(serviceLoop);
    const out = await refusal(() => runner({ maxSteps: 0, maxRunMs: 600 }).start(definition, {}));
    expect(out).toMatchObject({ key: 'workflow.engine.tooLong', params: { ms: 600 } });
    expect(out.ms).toBeGreaterThanOrEqual(600);
    // The run yields after every slice (ENGINE_SLICE_MS) and a due timer runs before it resumes:
    // a 2 ms timer fired again and again while it ran (a count of turns, not a time budget). The
    // step bounds below are tested without a time bound (maxRunMs 0), however slow the machine.
    expect(out.ticks).toBeGreaterThanOrEqual(2);
    expect(msg('workflow.engine.tooLong', 'zh', { element: 'gw', ms: 600 })).toBe(
      '流程在元素 gw 处超过了一次操作的运行时间上限（600 毫秒），可能是一个不等待的循环；本次操作已撤销',
    );
  });

  it('counts the steps of every run of one transaction together', async () => {
    const definition = await compileDefinition(byCardinality('2'));
    // start, the multi-instance task and its two iterations: 4 steps a start.
    const bounded = runner({ maxSteps: 6 });
    const tx = {};
    const first = await bounded.start(definition, { initiator: 1 }, tx);
    expect(first.waiting).toHaveLength(2);
    const second = await refusal(() => bounded.start(definition, { initiator: 1 }, tx));
    expect(second).toMatchObject({ key: 'workflow.engine.tooManySteps', params: { element: '会签 [sign]', max: 6 } });
    // Another transaction has its own budget.
    expect((await bounded.start(definition, { initiator: 1 }, {})).waiting).toHaveLength(2);
  });

  it('caps the instances of a multi-instance activity: cardinality from the form, a literal, a collection', async () => {
    const fromForm = await compileDefinition(byCardinality('${n}'));
    expect((await runner().start(fromForm, { n: 3, initiator: 1 })).waiting).toHaveLength(3);
    for (const n of [1001, 10_000_000]) {
      const out = await refusal(() => runner().start(fromForm, { n, initiator: 1 }));
      expect(out).toMatchObject({
        key: 'workflow.engine.tooManyInstances',
        params: { element: '会签 [sign]', count: n, max: 1000 },
      });
      expect(out.ms).toBeLessThan(1000);
    }
    expect(msg('workflow.engine.tooManyInstances', 'zh', { element: '会签 [sign]', count: 10000000, max: 1000 })).toBe(
      '多实例元素 会签 [sign] 要创建 10000000 个实例，超过了上限 1000；本次操作已撤销',
    );
    const literal = await compileDefinition(byCardinality('10000000'));
    expect(await refusal(() => runner({ maxMultiInstances: 50 }).start(literal, { initiator: 1 }))).toMatchObject({
      key: 'workflow.engine.tooManyInstances',
      params: { count: 10_000_000, max: 50 },
    });
    const collection = await compileDefinition(
      multi(
        '<multiInstanceLoopCharacteristics isSequential="true" flowable:collection="${people}" flowable:elementVariable="who" />',
        'userTask id="sign" name="会签" flowable:assignee="${who}"',
      ),
    );
    const people = Array.from({ length: 1001 }, (_, i) => i + 1);
    expect(await refusal(() => runner().start(collection, { people }))).toMatchObject({
      key: 'workflow.engine.tooManyInstances',
      params: { count: 1001 },
    });
    // Service tasks run their iterations at once: 10 000 000 of them held the server.
    const services = await compileDefinition(
      multi(
        '<multiInstanceLoopCharacteristics isSequential="false"><loopCardinality>${n}</loopCardinality></multiInstanceLoopCharacteristics>',
        'serviceTask id="sign" name="会签" flowable:delegateExpression="${setVariable}"',
      ),
    );
    expect(await refusal(() => runner().start(services, { n: 10_000_000 }))).toMatchObject({
      key: 'workflow.engine.tooManyInstances',
    });
    expect((await runner().start(services, { n: 1000 })).completed).toBe(true);
  });

  it('stops iterations that never end (a sequential loop whose completion condition never holds)', async () => {
    const forever = await compileDefinition(
      multi(
        '<multiInstanceLoopCharacteristics isSequential="true"><completionCondition>${x == 2}</completionCondition></multiInstanceLoopCharacteristics>',
        'serviceTask id="sign" name="会签" flowable:delegateExpression="${setVariable}"',
      ),
    );
    const out = await refusal(() => runner({ maxSteps: 2000, maxRunMs: 0 }).start(forever, { x: 1 }));
    expect(out).toMatchObject({ key: 'workflow.engine.tooManySteps', params: { element: '会签 [sign]', max: 2000 } });
  });

  it('refuses a timer cycle of zero interval that an expression gave (it repeats inside the timer)', async () => {
    const definition = await compileDefinition(timerCycle);
    expect(await refusal(() => runner().start(definition, { cycle: 'R/PT0S' }))).toMatchObject({
      key: 'workflow.model.zeroTimer',
      params: { element: '提醒 [remind]', value: 'R/PT0S' },
    });
    const hourly = await runner().start(definition, { cycle: 'R/PT1H' });
    expect(hourly.waiting.map((task) => task.elementId)).toEqual(['wait']);
    expect(hourly.timers.map((timer) => timer.elementId)).toEqual(['remind']);
  });
});
