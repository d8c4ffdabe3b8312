import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync } from 'node:fs';
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

    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const [code] = await exited;
    expect(code).toBe(0);
  }, 90_000);
});
