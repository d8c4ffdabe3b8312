// npm run bench:engine -w bench: the ceiling bpmn-engine itself sets on `bench:workflow`, without
// any database — the same two-task approval started and its two tasks completed through
// ProcessRunner, N times in a row, once recovering every step from its saved state (what a step
// costs without the live-engine cache, or on another replica) and once on the live engine.
// Also the start alone (engine built from the compiled definition, run to the first task).
// Prints instances/s and the CPU per instance (1000 / it: one core's ceiling). No budget of its own.
import { readFileSync } from 'node:fs';
import { HandlerRegistry } from '../apps/server/src/core/workflow/handlers.ts';
import { compileDefinition, ProcessRunner, type StepResult } from '../apps/server/src/core/workflow/process-runner.ts';

const N = Number(process.env.N ?? 300);
const source = readFileSync(new URL('./workflow-throughput.ts', import.meta.url), 'utf8');
const xml = (/const TWO_TASKS = `([\s\S]*?)`;/.exec(source)?.[1] ?? '').replace(/\\\$/g, '$');
const compiled = await compileDefinition(xml);
const runner = new ProcessRunner(new HandlerRegistry());

async function one(live: boolean | 'start') {
  if (live === 'start') {
    await runner.start(compiled, { first: 1, second: '2' });
    return;
  }
  const complete = (result: StepResult) =>
    runner.step(
      compiled,
      result.state,
      { kind: 'complete', executionId: result.waiting[0]?.executionId ?? '', variables: { approve: 1 } },
      result.variables,
      undefined,
      live ? result.live : undefined,
    );
  const started = await runner.start(compiled, { first: 1, second: '2' });
  const done = await complete(await complete(started));
  if (!done.completed) throw new Error('the instance did not end');
}

for (const live of ['start', false, true, 'start', false, true] as const) {
  for (let i = 0; i < 30; i++) await one(live);
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < N; i++) await one(live);
  const used = process.cpuUsage(cpu);
  const seconds = (performance.now() - started) / 1000;
  const perInstance = (used.user + used.system) / 1000 / N;
  console.log(
    `${live === 'start' ? 'start only ' : live ? 'live engine' : 'recovered  '}: ${(N / seconds).toFixed(0)} ` +
      `instances/s (${live === 'start' ? 'started, left waiting' : '3 steps each'}), ` +
      `CPU ${perInstance.toFixed(2)} ms per instance (one core: ≤ ${(1000 / perInstance).toFixed(0)}/s)`,
  );
}
