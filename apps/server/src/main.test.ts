import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The real start command: migrations, seed, listen, then a graceful stop on SIGTERM. */
describe('main', () => {
  it('starts on a new DATA_DIR, serves, and exits 0 on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'zj-main-'));
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: join(import.meta.dirname, '..'),
      env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), DATABASE_URL: '', WEB_DIST: '', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`not ready: ${output}`)), 60_000);
      child.stdout.on('data', () => {
        if (output.includes('Default login')) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.on('exit', (code) => reject(new Error(`exited early (${code}): ${output}`)));
    });
    expect(output).toContain(`http://localhost:${port}/cbim-cloud-ui/`);
    expect(output).toContain('admin / admin123');
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8').length).toBeGreaterThan(40);

    const res = await fetch(`http://127.0.0.1:${port}/prod-api/code`);
    expect(((await res.json()) as { code: number }).code).toBe(200);

    // DATA_DIR and everything in it belong to the owner only.
    const open: string[] = [];
    const walk = (path: string) => {
      const stat = statSync(path);
      if ((stat.mode & 0o077) !== 0) open.push(`${path} ${(stat.mode & 0o777).toString(8)}`);
      if (stat.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
    };
    walk(dataDir);
    expect(open).toEqual([]);

    // A second server on the same embedded database refuses to start and names the first.
    const second = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: join(import.meta.dirname, '..'),
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port + 1),
        DATABASE_URL: '',
        WEB_DIST: '',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let refusal = '';
    second.stderr.on('data', (chunk: Buffer) => {
      refusal += chunk.toString();
    });
    const [secondCode] = await once(second, 'exit');
    expect(secondCode).toBe(1);
    expect(refusal).toContain(`in use by process ${child.pid}`);
    expect(((await (await fetch(`http://127.0.0.1:${port}/prod-api/code`)).json()) as { code: number }).code).toBe(200);

    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const [code] = await exited;
    expect(code).toBe(0);
    // The lock goes with the server: the directory can be used again.
    expect(readdirSync(dataDir)).not.toContain('server.lock');
  }, 90_000);
});
