import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The real server in its own process (as `npm start` runs it) on the database at `databaseUrl`,
 * so the load generator does not share its event loop. Resolves once it is listening.
 */
export async function startRealServer(databaseUrl: string, env: NodeJS.ProcessEnv = {}) {
  const port = 21_000 + Math.floor(Math.random() * 10_000);
  // PROFILE=<dir>: the server writes a V8 CPU profile there when it stops (open it in Chrome DevTools).
  const profile = process.env.PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.PROFILE}`] : [];
  const server = spawn(process.execPath, [...profile, '--import', 'tsx', 'src/main.ts'], {
    cwd: join(import.meta.dirname, '../apps/server'),
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'zj-bench-server-')),
      PORT: String(port),
      WEB_DIST: '',
      CAPTCHA_ENABLED: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Default login')) resolve();
    });
    server.on('exit', (code) => reject(new Error(`server exited (${code})`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    pid: server.pid,
    async stop() {
      const exited = once(server, 'exit');
      server.kill('SIGTERM');
      await exited;
    },
  };
}

/** The CPU time (user + system) a process has used so far, from /proc (Linux), in ms. */
export function serverCpuMs(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) || 0) + (Number(fields[12]) || 0)) * 10; // clock ticks of 10 ms
  } catch {
    return 0;
  }
}

/**
 * The CPU time (user + system) every PostgreSQL process on this machine has used so far, in ms
 * (Linux /proc; processes that exit take theirs with them, so read it around a steady load whose
 * connections stay open).
 */
export function postgresCpuMs(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      total += serverCpuMs(Number(entry));
    } catch {
      // the process ended between the listing and the read
    }
  }
  return total;
}

/**
 * The real server serving the web build at `webDist` on PGlite in `dir`/data, without the demo and
 * without rate limits: what the browser benches open.
 */
export const startWebServer = (dir: string, webDist: string) =>
  startRealServer('', {
    WEB_DIST: webDist,
    DATA_DIR: join(dir, 'data'),
    DEMO_SEED: 'false',
    RATE_LIMIT_PER_IP: '0',
    RATE_LIMIT_PER_USER: '0',
  });
