import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HandlerRegistry, setVariableHandler } from './handlers.ts';
import { compileDefinition, ProcessRunner, type StepResult } from './process-runner.ts';

const countersign = readFileSync(new URL('./fixtures/countersign.bpmn20.xml', import.meta.url), 'utf8');

/** The countersign process with start and end execution listeners on its multi-instance task. */
const withListeners = (sequential: boolean) =>
  countersign.replace(
    '<multiInstanceLoopCharacteristics isSequential="false"',
    '<extensionElements><flowable:executionListener event="start" class="record" />' +
      '<flowable:executionListener event="end" class="record" /></extensionElements>' +
      `<multiInstanceLoopCharacteristics isSequential="${sequential}"`,
  );

async function run(xml: string, live: boolean) {
  const calls: string[] = [];
  const registry = new HandlerRegistry().register('record', ({ event, elementId }) => {
    calls.push(`${event}:${elementId}`);
  });
  const compiled = await compileDefinition(xml);
  const runner = new ProcessRunner(registry);
  const complete = (result: StepResult) =>
    runner.step(
      compiled,
      result.state,
      { kind: 'complete', executionId: result.waiting[0]?.executionId ?? '', variables: { approve: 1 } },
      result.variables,
      undefined,
      live ? result.live : undefined,
    );
  let result = await runner.start(compiled, { initiator: 1, approvers: [2, 3, 4] });
  const seen: string[][] = [];
  for (let i = 0; i < 5 && !result.completed; i++) {
    result = await complete(result);
    seen.push([...calls]);
  }
  return { calls, seen, completed: result.completed };
}

describe('execution listeners on a multi-instance task', () => {
  for (const sequential of [false, true]) {
    for (const live of [true, false]) {
      it(`run once when it starts and once when it completes (${sequential ? 'sequential' : 'parallel'}, ${live ? 'live engine' : 'recovered at each step'})`, async () => {
        const { calls, seen, completed } = await run(withListeners(sequential), live);
        expect(completed).toBe(true);
        // submit, then two of the three approvals (completion condition ≥ 0.5), then the final task.
        expect(seen[0]).toEqual(['start:sign']);
        expect(seen[1]).toEqual(['start:sign']);
        expect(seen[2]).toEqual(['start:sign', 'end:sign']);
        expect(calls).toEqual(['start:sign', 'end:sign']);
      });
    }
  }
});

const TAKE = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:flowable="http://flowable.org/bpmn" id="defs_take" targetNamespace="test">
  <process id="take" isExecutable="true">
    <startEvent id="start" />
    <sequenceFlow id="f1" sourceRef="start" targetRef="gate">
      <extensionElements>
        <flowable:executionListener event="take" class="record" />
        <flowable:executionListener event="take" class="setVariable">
          <flowable:field name="name" stringValue="route" />
          <flowable:field name="value"><flowable:expression>\${amount > 100 ? 'big' : 'small'}</flowable:expression></flowable:field>
        </flowable:executionListener>
      </extensionElements>
    </sequenceFlow>
    <exclusiveGateway id="gate" default="toSmall">
      <extensionElements><flowable:executionListener event="start" class="record" /></extensionElements>
    </exclusiveGateway>
    <sequenceFlow id="toBig" sourceRef="gate" targetRef="big">
      <conditionExpression xsi:type="tFormalExpression">\${route == 'big'}</conditionExpression>
    </sequenceFlow>
    <sequenceFlow id="toSmall" sourceRef="gate" targetRef="small" />
    <userTask id="big" flowable:assignee="1" />
    <userTask id="small" flowable:assignee="1" />
  </process>
</definitions>`;

describe('take listeners on a sequence flow', () => {
  it('run when the flow is taken, before the start listeners of where it leads, and decide the gateway after it', async () => {
    const calls: string[] = [];
    const registry = new HandlerRegistry()
      .register('setVariable', setVariableHandler)
      .register('record', ({ event, elementId }) => {
        calls.push(`${event}:${elementId}`);
      });
    const runner = new ProcessRunner(registry);
    const compiled = await compileDefinition(TAKE);
    const result = await runner.start(compiled, { amount: 500 });
    expect(calls).toEqual(['take:f1', 'start:gate']);
    expect(result.variables.route).toBe('big');
    expect(result.waiting.map((w) => w.elementId)).toEqual(['big']);
  });
});
