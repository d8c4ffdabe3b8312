import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../e2e/support/chromium.ts';

/**
 * The process designer opened in real Chromium (issue 10 budget): each run is a fresh browser
 * context (nothing cached), logs in as admin on the login page, then navigates inside the app to
 * /sys/flowable/design and times until the canvas is ready (the Modeler imported its diagram:
 * `data-ready="true"` and the palette drawn). It also records which scripts the login page
 * loaded, and which script holds bpmn-js: that chunk must not be one of them.
 */
export async function measureDesignerOpen(
  base: string,
  runs = 3,
): Promise<{ times: number[]; designerChunks: string[]; inLoginPage: string[] }> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const times: number[] = [];
  const designerChunks = new Set<string>();
  const inLoginPage = new Set<string>();
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      page.on('dialog', (dialog) => void dialog.accept());
      const scripts = new Set<string>();
      const bodies: Promise<void>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        scripts.add(response.url());
        bodies.push(
          response
            .body()
            .then((body) => {
              // bpmn-js's Modeler: its own class names are in no other chunk.
              if (body.includes('djs-palette') && body.includes('bpmn:UserTask')) designerChunks.add(response.url());
            })
            .catch(() => {}),
        );
      });
      await page.goto(`${base}/cbim-cloud-ui/#/login`, { waitUntil: 'networkidle' });
      const loginScripts = new Set(scripts);
      await page.getByTestId('login-username').fill('admin');
      await page.getByTestId('login-password').fill('admin123');
      await page.getByTestId('login-submit').click();
      await page.getByTestId('welcome-card').waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      const started = await page.evaluate(() => {
        const now = performance.now();
        window.location.hash = '#/sys/flowable/design';
        return now;
      });
      await page
        .locator('[data-testid="designer-canvas"][data-ready="true"] .djs-palette')
        .waitFor({ timeout: 30_000 });
      const ready = await page.evaluate(() => performance.now());
      times.push(ready - started);
      await Promise.all(bodies);
      for (const url of designerChunks) if (loginScripts.has(url)) inLoginPage.add(url);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { times, designerChunks: [...designerChunks], inLoginPage: [...inLoginPage] };
}
