import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './support/chromium.ts';

const PORT = Number(process.env.E2E_PORT ?? 18_931);
// A fresh embedded database for every run: the server is `npm start`'s, on a temp DATA_DIR.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'zj-e2e-'));

export default defineConfig({
  testDir: './specs',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}/cbim-cloud-ui/`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // The app turns antd's animations off for users who ask for less motion. Tests ask too: a popup
    // still sliding in fails Playwright's stability check, and its retries scroll the page, which
    // moves or closes the popup under the pointer.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  webServer: {
    // The server's own start command; the root `test:e2e` script builds the web app first.
    command: 'npm start -w apps/server',
    cwd: resolve(import.meta.dirname, '..'),
    url: `http://127.0.0.1:${PORT}/cbim-cloud-ui/`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      CAPTCHA_ENABLED: 'false',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // The flows start from an empty platform: no demo project (docs/operations.md "Demo data").
      DEMO_SEED: 'false',
    },
  },
});
