import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../e2e/support/chromium.ts';

/**
 * Opens a page in real Chromium and adds up the gzip size of every script it loaded. Also answers
 * every script and module the page asked for: the responses of type script, plus the `<script src>`
 * and `<link rel="modulepreload">` elements of the document once it is idle.
 */
export async function measureLoginJs(url: string): Promise<{ files: number; gzipBytes: number; urls: string[] }> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const scripts: Promise<number>[] = [];
    const urls = new Set<string>();
    page.on('request', (request) => {
      if (/\.m?js(\?|$)/.test(new URL(request.url()).pathname)) urls.add(request.url());
    });
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        urls.add(response.url());
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
    const linked = await page.evaluate(() => [
      ...[...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((s) => s.src),
      ...[
        ...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"], link[rel="preload"][as="script"]'),
      ].map((l) => l.href),
    ]);
    for (const href of linked) urls.add(href);
    const sizes = await Promise.all(scripts);
    return { files: sizes.length, gzipBytes: sizes.reduce((a, b) => a + b, 0), urls: [...urls] };
  } finally {
    await browser.close();
  }
}

/** Modules whose code must stay out of the login page: the model viewer, three.js, That Open. */
const VIEWER_SOURCES = /(^|\/)(node_modules\/(three|@thatopen|camera-controls)\/|src\/features\/bim\/viewer\/)/;
/** Strings only three.js's or That Open's code holds (property names minification keeps). */
const VIEWER_MARKERS = ['isBufferGeometry', '@thatopen'];

/**
 * The built files holding the model viewer, three.js or That Open, by file name in `assets/`: from
 * Vite's manifest when the build wrote one (`--manifest`: the chunks of those modules and the lazy
 * wrapper importing the viewer), and in any case every script whose text holds three.js's or That
 * Open's own markers (the viewer's chunk bundles three.js; the fragments worker too).
 */
export function viewerChunks(webDist: string): string[] {
  const found = new Set<string>();
  const manifestPath = join(webDist, '.vite/manifest.json');
  if (existsSync(manifestPath)) {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<
      string,
      { file: string; src?: string; dynamicImports?: string[] }
    >;
    for (const [key, chunk] of Object.entries(manifest)) {
      const source = chunk.src ?? key;
      if (VIEWER_SOURCES.test(source) || chunk.dynamicImports?.some((imported) => VIEWER_SOURCES.test(imported)))
        found.add(chunk.file.replace(/^assets\//, ''));
    }
  }
  const assets = join(webDist, 'assets');
  for (const file of readdirSync(assets)) {
    if (!/\.m?js$/.test(file)) continue;
    const text = readFileSync(join(assets, file), 'utf8');
    if (VIEWER_MARKERS.some((marker) => text.includes(marker))) found.add(file);
  }
  return [...found].sort();
}
