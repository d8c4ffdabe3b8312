// npm run bench:workflow -w bench (DATABASE_URL required): approval throughput of the workflow
// engine on PostgreSQL from one server process — each instance is started, then its two user
// tasks are completed, every step persisted (state, tasks, candidates, history, messages) in its
// own transaction, as the API does it. WORKERS instances run concurrently for DURATION_S. Before
// it, in the same process, the same approval on bpmn-engine alone (the live engine, as
// `bench:engine`). Exits non-zero unless the CPU per persisted approval, Node and PostgreSQL
// together, is ≤ 22 ms and the persisted throughput ≥ 0.55 × the live engine's.
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { hashPassword } from '../apps/server/src/core/auth/password.ts';
import { openDatabase } from '../apps/server/src/core/db/client.ts';
import { sysUser } from '../apps/server/src/core/identity/users.tables.ts';
import { type Actor, workflowModule } from '../apps/server/src/modules/workflow/index.ts';
import { seed } from '../apps/server/src/seed.ts';
import { postgresCpuMs } from './real-server.ts';
import { scratchDatabase } from './scratch-db.ts';
import { engineRun, TWO_TASKS } from './src/engine-approval.ts';

const BUDGET_CPU_MS = 22;
const BUDGET_RATIO = 0.55;
const WORKERS = Number(process.env.WORKERS ?? 16);
const DURATION_S = Number(process.env.DURATION_S ?? 10);

const scratch = await scratchDatabase('zj_bench_wf');
const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 20 });
let exitCode = 1;
try {
  await database.migrate();
  await seed(database.db);
  const app = await buildApp({
    config: {
      ...loadConfig({ DATA_DIR: '/tmp/zj-bench-wf', WEB_DIST: '' }),
      logLevel: 'warn',
      databaseUrl: scratch.url,
      workflowTimerMs: 0,
      // LIVE_ENGINES=0 recovers every step from its row (the cost without the live-engine cache).
      workflowLiveEngines: Number(process.env.LIVE_ENGINES ?? 1000),
    },
    database,
    logger: false,
  });
  await app.ready();
  const { workflow, runtime } = app.kernel.use(workflowModule);
  const model = await workflow.importModel({ xml: TWO_TASKS }, 'admin');
  await workflow.deploy(model.modelId, 'admin', 'zh');

  const password = await hashPassword('bench123');
  const users = await database.db
    .insert(sysUser)
    .values(
      Array.from({ length: 2 * WORKERS + 1 }, (_, i) => ({
        userName: `wf${i}`,
        nickName: `审批人${i}`,
        deptId: 103,
        password,
      })),
    )
    .returning({ userId: sysUser.userId, userName: sysUser.userName });
  const actorOf = (u: { userId: number; userName: string }): Actor => ({
    userId: u.userId,
    userName: u.userName,
    deptId: 103,
    roleIds: [],
    admin: false,
  });
  const starter = actorOf(users[0] as { userId: number; userName: string });

  let done = 0;
  let failed = 0;
  async function one(worker: number, n: number) {
    const first = actorOf(users[1 + worker] as { userId: number; userName: string });
    const second = actorOf(users[1 + WORKERS + worker] as { userId: number; userName: string });
    const { tasks } = await runtime.start(starter, {
      definitionKey: 'bench_approval',
      bizTable: 'bench',
      bizId: `${worker}-${n}`,
      variables: { first: first.userId, second: String(second.userId) },
    });
    const { tasks: next } = await runtime.complete(first, tasks[0]?.taskId ?? 0, { variables: { approve: 1 } });
    const { instance } = await runtime.complete(second, next[0]?.taskId ?? 0, { variables: { approve: 1 } });
    if (instance.status !== 'completed') throw new Error(`instance ${instance.instanceId} is ${instance.status}`);
  }
  // Warm-up: compile the definition, fill the pools and caches.
  await Promise.all(Array.from({ length: WORKERS }, (_, w) => one(w, -1)));

  // The ceiling bpmn-engine sets, measured side by side (no database: one core, one after the other).
  const engine = await engineRun('live', Number(process.env.ENGINE_N ?? 300));

  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const pgBefore = postgresCpuMs();
  const deadline = started + DURATION_S * 1000;
  await Promise.all(
    Array.from({ length: WORKERS }, async (_, w) => {
      for (let n = 0; performance.now() < deadline; n++) {
        try {
          await one(w, n);
          done++;
        } catch (error) {
          failed++;
          if (failed < 5) console.error(error);
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const pgPerInstance = (postgresCpuMs() - pgBefore) / Math.max(done, 1);
  const rate = done / seconds;
  // The Node process's own CPU per instance (engine, queries, drivers): 1000 / it is what one core
  // could do with the database free, whatever else runs on the machine.
  const cpuPerInstance = (cpu.user + cpu.system) / 1000 / Math.max(done, 1);
  const totalCpu = cpuPerInstance + pgPerInstance;
  const ratio = rate / engine.rate;
  console.log(
    `workflow: ${done} instances (start + 2 user tasks, persisted) in ${seconds.toFixed(1)} s with ${WORKERS} concurrent: ` +
      `${rate.toFixed(0)} instances/s, ${failed} failed; ` +
      `Node CPU ${cpuPerInstance.toFixed(2)} ms per instance (one core: ≤ ${(1000 / cpuPerInstance).toFixed(0)}/s), ` +
      `PostgreSQL CPU ${pgPerInstance.toFixed(2)} ms per instance`,
  );
  console.log(
    `engine alone (live engine, same run): ${engine.rate.toFixed(0)} instances/s, CPU ${engine.cpuMs.toFixed(2)} ms per instance`,
  );
  console.log(
    `budgets: CPU per persisted approval ${totalCpu.toFixed(1)} ms (≤ ${BUDGET_CPU_MS}); ` +
      `persisted / live-engine throughput ${ratio.toFixed(2)} (≥ ${BUDGET_RATIO})`,
  );
  exitCode = totalCpu <= BUDGET_CPU_MS && ratio >= BUDGET_RATIO && failed === 0 ? 0 : 1;
  console.log(exitCode === 0 ? 'PASS' : 'FAIL');
  await app.close();
} finally {
  await database.close();
  await scratch.drop();
}
process.exit(exitCode);
