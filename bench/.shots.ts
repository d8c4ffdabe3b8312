import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../e2e/support/chromium.ts';

const base = `http://127.0.0.1:${process.env.PORT ?? 8101}/cbim-cloud-ui/`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
for (const lang of ['zh', 'en']) {
  for (const width of [1440, 390]) {
    const context = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 844 } });
    const page = await context.newPage();
    page.on('dialog', (d) => void d.accept());
    page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
    page.on('console', (m) => m.type() === 'error' && console.log('CONSOLE', m.text()));
    await page.goto(`${base}#/login`);
    await page.evaluate((l) => localStorage.setItem('language', l), lang);
    await page.reload();
    await page.getByTestId('login-username').fill('admin');
    await page.getByTestId('login-password').fill('admin123');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('welcome-card').waitFor({ timeout: 30_000 });
    await page.goto(`${base}#${process.env.ROUTE ?? '/sys/flowable/design?modelId=1&pageNum=1'}`);
    await page.locator('[data-testid="designer-canvas"][data-ready="true"]').waitFor({ timeout: 30_000 });
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/designer-${lang}-${width}.png` });
    await context.close();
  }
}
await browser.close();
