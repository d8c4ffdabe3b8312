import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One worker per core (Vitest leaves one core out by default: on CI's 2 cores, half the speed).
    maxWorkers: '100%',
    // Each file builds its own app on its own database, so the files of a worker share one module
    // registry instead of importing the whole server again per file (half the suite's time).
    // Hence: no `vi.mock` of the project's modules, and spies are restored after every test.
    isolate: false,
    restoreMocks: true,
  },
});
