// `npm start` on an existing DATA_DIR: the time from the command to the first answer of the web
// app (GET /cbim-cloud-ui/). Run alone with `npm run bench:start -w bench`, or as part of `npm run bench`.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const BUDGET_RESTART_S = 3;
/** The first start on a new DATA_DIR: migrations, the seed and the demo project (issue 23). */
const BUDGET_FIRST_S = 8;
const ROOT = resolve(import.meta.dirname, '..');
const RESTARTS = 3;

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Stops `npm start` and everything it started (its own process group). */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = once(child, 'exit');
  process.kill(-child.pid, 'SIGTERM');
  await exited;
}

/** Seconds from `npm start` to the web app's first answer. */
async function timedStart(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'ignore',
    detached: true,
  });
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  try {
    for (;;) {
      if (exited) throw new Error('npm start exited before answering');
      try {
        const res = await fetch(`http://127.0.0.1:${port}/cbim-cloud-ui/`);
        await res.arrayBuffer();
        if (res.ok) return (performance.now() - started) / 1000;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 25));
    }
  } finally {
    await stop(child);
  }
}

/** The first start (migrations, seed, a web build if its sources changed), then timed restarts. */
export async function measureRestart(): Promise<{ first: number; restarts: number[]; median: number }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'zj-start-'));
  try {
    const first = await timedStart(dataDir);
    const restarts: number[] = [];
    for (let i = 0; i < RESTARTS; i++) restarts.push(await timedStart(dataDir));
    const median = [...restarts].sort((a, b) => a - b)[Math.floor(RESTARTS / 2)] ?? Number.POSITIVE_INFINITY;
    return { first, restarts, median };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Prints the measurement and answers the missed budget, if any. */
export async function startTimeBench(): Promise<string | undefined> {
  const { first, restarts, median } = await measureRestart();
  console.log(`\nnpm start on an existing DATA_DIR until GET /cbim-cloud-ui/ answers`);
  console.log(`  first start (new DATA_DIR): ${first.toFixed(2)} s`);
  console.log(`  restarts: ${restarts.map((s) => s.toFixed(2)).join(', ')} s; median ${median.toFixed(2)} s`);
  console.log(`  budget: restarts ≤ ${BUDGET_RESTART_S} s, first start ≤ ${BUDGET_FIRST_S} s`);
  if (median > BUDGET_RESTART_S) return `npm start restart ${median.toFixed(2)} s > ${BUDGET_RESTART_S} s`;
  return first > BUDGET_FIRST_S ? `npm start first start ${first.toFixed(2)} s > ${BUDGET_FIRST_S} s` : undefined;
}

if (import.meta.filename === process.argv[1]) {
  const failure = await startTimeBench();
  if (failure) {
    console.error(`\nBudget missed: ${failure}`);
    process.exit(1);
  }
  console.log('\nBudget met.');
}
