import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The checks `npm test` runs before the suite (module boundaries, migrations against tables)
// must fail on a violation: each is run here on a fixture that breaks it on purpose.
const server = join(import.meta.dirname, '../..');
const run = (command: string, args: string[]) =>
  spawnSync(command, args, { cwd: server, encoding: 'utf8', timeout: 120_000 });

describe('boundary check (dependency-cruiser)', () => {
  it('refuses the kernel importing a module, a reach into module internals or another module’s repository, and a cycle', () => {
    const fixture = 'src/test/fixtures/boundaries';
    const result = run('npx', ['depcruise', `${fixture}/src`, '--config', `${fixture}/.dependency-cruiser.cjs`]);
    expect(result.status).not.toBe(0);
    expect(result.stdout).toContain('core-imports-module');
    expect(result.stdout).toContain('module-internals');
    expect(result.stdout).toContain('no-circular');
    // A test kit may reach into another module's internals, never into its repository.
    expect(result.stdout).toMatch(/module-repository: .*beta-test-kit\.ts/);
  });
});

describe('migration check', () => {
  it('refuses a table that no committed migration creates', () => {
    const result = run('node', [
      'scripts/check-migrations.mjs',
      '{./src/**/*.tables.ts,./src/test/fixtures/drift.fixture.ts}',
    ]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('differ from the committed migrations');
  });

  it('passes on the tables as they are', () => {
    const result = run('node', ['scripts/check-migrations.mjs']);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});
