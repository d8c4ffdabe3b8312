// The approval `bench:workflow` persists and `bench:engine` runs on bpmn-engine alone: start, two
// user tasks (the second offered as a candidate), an exclusive gateway between them.
import { HandlerRegistry } from '../../apps/server/src/core/workflow/handlers.ts';
import {
  type CompiledDefinition,
  compileDefinition,
  ProcessRunner,
  type StepResult,
} from '../../apps/server/src/core/workflow/process-runner.ts';

export const TWO_TASKS = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:flowable="http://flowable.org/bpmn" id="defs_bench" targetNamespace="bench">
  <process id="bench_approval" name="基准审批" isExecutable="true">
    <startEvent id="start" />
    <sequenceFlow id="f1" sourceRef="start" targetRef="first" />
    <userTask id="first" name="初审" flowable:assignee="\${first}" />
    <sequenceFlow id="f2" sourceRef="first" targetRef="gate" />
    <exclusiveGateway id="gate" default="f3" />
    <sequenceFlow id="f3" sourceRef="gate" targetRef="second" />
    <sequenceFlow id="f4" sourceRef="gate" targetRef="end"><conditionExpression xsi:type="tFormalExpression">\${approve == 2}</conditionExpression></sequenceFlow>
    <userTask id="second" name="复审" flowable:candidateUsers="\${second}" />
    <sequenceFlow id="f5" sourceRef="second" targetRef="end" />
    <endEvent id="end" />
  </process>
</definitions>`;

/** start: the start alone (left waiting); recovered: every step from its saved state; live: on the engine the step left. */
export type EngineRun = 'start' | 'recovered' | 'live';

const runner = new ProcessRunner(new HandlerRegistry());
let compiled: CompiledDefinition | undefined;

async function one(run: EngineRun) {
  compiled ??= await compileDefinition(TWO_TASKS);
  const definition = compiled;
  if (run === 'start') {
    await runner.start(definition, { first: 1, second: '2' });
    return;
  }
  const complete = (result: StepResult) =>
    runner.step(
      definition,
      result.state,
      { kind: 'complete', executionId: result.waiting[0]?.executionId ?? '', variables: { approve: 1 } },
      result.variables,
      undefined,
      run === 'live' ? result.live : undefined,
    );
  const done = await complete(await complete(await runner.start(definition, { first: 1, second: '2' })));
  if (!done.completed) throw new Error('the instance did not end');
}

/** `n` approvals in a row on bpmn-engine alone, after 30 to warm up: instances per second and CPU per instance (ms). */
export async function engineRun(run: EngineRun, n: number): Promise<{ rate: number; cpuMs: number }> {
  for (let i = 0; i < 30; i++) await one(run);
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < n; i++) await one(run);
  const used = process.cpuUsage(cpu);
  const seconds = (performance.now() - started) / 1000;
  return { rate: n / seconds, cpuMs: (used.user + used.system) / 1000 / n };
}
