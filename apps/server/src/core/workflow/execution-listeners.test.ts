import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HandlerRegistry } from './handlers.ts';
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
