import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../e2e/support/chromium.ts';

/** Opens a page in real Chromium and adds up the gzip size of every script it loaded. */
export async function measureLoginJs(url: string): Promise<{ files: number; gzipBytes: number }> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const scripts: Promise<number>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push(
          response.body().then((body) => {
            const size = gzipSync(body, { level: 9 }).length;
            if (process.env.SIZE_DEBUG) console.log(`  ${response.url()} ${size}`);
            return size;
          }),
        );
      }
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForSelector('input', { timeout: 15_000 });
    const sizes = await Promise.all(scripts);
    return { files: sizes.length, gzipBytes: sizes.reduce((a, b) => a + b, 0) };
  } finally {
    await browser.close();
  }
}
