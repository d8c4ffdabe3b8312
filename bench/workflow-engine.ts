// npm run bench:engine -w bench: the ceiling bpmn-engine itself sets on `bench:workflow`, without
// any database — the same two-task approval started and its two tasks completed through
// ProcessRunner, N times in a row, once recovering every step from its saved state (what a step
// costs without the live-engine cache, or on another replica) and once on the live engine.
// Also the start alone (engine built from the compiled definition, run to the first task).
// Prints instances/s and the CPU per instance (1000 / it: one core's ceiling). No budget of its own.
import { engineRun } from './src/engine-approval.ts';

const N = Number(process.env.N ?? 300);

for (const run of ['start', 'recovered', 'live', 'start', 'recovered', 'live'] as const) {
  const { rate, cpuMs } = await engineRun(run, N);
  console.log(
    `${run === 'start' ? 'start only ' : run === 'live' ? 'live engine' : 'recovered  '}: ${rate.toFixed(0)} ` +
      `instances/s (${run === 'start' ? 'started, left waiting' : '3 steps each'}), ` +
      `CPU ${cpuMs.toFixed(2)} ms per instance (one core: ≤ ${(1000 / cpuMs).toFixed(0)}/s)`,
  );
}
