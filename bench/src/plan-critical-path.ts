// npm run bench:plan -w bench (no database): the plans module's scheduling core on the plan of
// plan-critical-path-plan.ts (10 000 tasks, 1 000 of them summaries, 15 000 links of all four
// types with lags), on the default China calendar.
// Budgets: the critical path (forward and backward pass, floats, summaries, dates) ≤ 200 ms, the
// median of RUNS runs after a warm-up; MSPDI import of the plan's own export ≤ 3 s, the median of
// 3 runs after one. Exits non-zero when either is missed.
import { criticalPath, readMspdi, writeMspdi } from '../../apps/server/src/modules/plans/schedule/index.ts';
import { generatePlan } from './plan-critical-path-plan.ts';

const RUNS = Number(process.env.RUNS ?? 15);
const CP_BUDGET_MS = 200;
const IMPORT_BUDGET_MS = 3000;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
function time<T>(f: () => T) {
  const cpu = process.cpuUsage();
  const t0 = performance.now();
  const value = f();
  const wall = performance.now() - t0;
  const used = process.cpuUsage(cpu);
  return { value, wall, cpu: (used.user + used.system) / 1000 };
}

const plan = generatePlan();
console.log(`plan: ${plan.tasks.length} tasks, ${plan.links.length} links`);

for (let i = 0; i < 5; i++) criticalPath(plan);
const cpRuns = Array.from({ length: RUNS }, () => time(() => criticalPath(plan)));
const result = (cpRuns[0] as (typeof cpRuns)[number]).value;
const cpWall = median(cpRuns.map((r) => r.wall));
console.log(
  `critical path: median ${cpWall.toFixed(1)} ms wall, ${median(cpRuns.map((r) => r.cpu)).toFixed(1)} ms CPU ` +
    `(${RUNS} runs, min ${Math.min(...cpRuns.map((r) => r.wall)).toFixed(1)}, max ${Math.max(...cpRuns.map((r) => r.wall)).toFixed(1)}); ` +
    `finish ${result.finish}, ${result.duration} working days, ${result.tasks.filter((t) => t.critical).length} critical tasks` +
    ` — budget ${CP_BUDGET_MS} ms: ${cpWall <= CP_BUDGET_MS ? 'PASS' : 'FAIL'}`,
);

const exportRun = time(() => writeMspdi(plan));
const xml = exportRun.value;
console.log(`MSPDI export: ${exportRun.wall.toFixed(0)} ms, ${(xml.length / 1024 / 1024).toFixed(1)} MB of XML`);
readMspdi(xml);
const importRuns = Array.from({ length: 3 }, () => time(() => readMspdi(xml)));
const imported = (importRuns[0] as (typeof importRuns)[number]).value;
const importWall = median(importRuns.map((r) => r.wall));
const intact = imported.read.tasks === plan.tasks.length && imported.read.links === plan.links.length;
console.log(
  `MSPDI import: median ${importWall.toFixed(0)} ms wall, ${median(importRuns.map((r) => r.cpu)).toFixed(0)} ms CPU ` +
    `(${imported.read.tasks} tasks, ${imported.read.links} links, ${imported.leftOut.length} kinds left out) ` +
    `— budget ${IMPORT_BUDGET_MS} ms: ${importWall <= IMPORT_BUDGET_MS && intact ? 'PASS' : 'FAIL'}`,
);

if (cpWall > CP_BUDGET_MS || importWall > IMPORT_BUDGET_MS || !intact || imported.leftOut.length) process.exit(1);
