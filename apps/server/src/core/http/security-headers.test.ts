import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, login } from '../../test/test-app.ts';

// A built web app of one page, so the app's own HTML answer (the document whose policy counts) is served.
const webDist = await mkdtemp(join(tmpdir(), 'zj-web-'));
await writeFile(join(webDist, 'index.html'), '<!doctype html><title>app</title>');
const ctx = await createTestApp({ webDist });
const admin = await login(ctx.app);
afterAll(async () => {
  await ctx.close();
  await rm(webDist, { recursive: true, force: true });
});

/** The sources of one directive of a policy. */
const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
    ?.slice(1);
const setTileUrl = (value: string) =>
  ctx.database.db.execute(sql`update sys_config set config_value = ${value} where config_key = 'sys.map.tileUrl'`);

describe('security headers', () => {
  it('JSON answers carry nosniff, a referrer policy and a CSP that forbids framing by others and inline script', async () => {
    for (const url of ['/prod-api/code', '/prod-api/system/user/list']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    }
  });

  it('the API docs page has its own policy (swagger-ui), without upgrading requests to HTTPS', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/prod-api/docs/', headers: admin });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });
});

describe('images only from this origin (issue 22 item 7)', () => {
  it('img-src is this origin, data: and blob: on the app page and the API, never any http(s) host', async () => {
    for (const url of ['/cbim-cloud-ui/', '/prod-api/code']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(directive(String(res.headers['content-security-policy']), 'img-src'), url).toEqual([
        "'self'",
        'data:',
        'blob:',
      ]);
    }
  });

  it('the app page also allows the map tile service named by sys.map.tileUrl (and nothing else)', async () => {
    const page = async () =>
      directive(
        String((await ctx.app.inject({ method: 'GET', url: '/cbim-cloud-ui/' })).headers['content-security-policy']),
        'img-src',
      );
    try {
      await setTileUrl('https://{s}.tile.example.com/{z}/{x}/{y}.png');
      expect(await page()).toEqual(["'self'", 'data:', 'blob:', 'https://*.tile.example.com']);
      await setTileUrl('http://10.0.0.5:8081/tiles/{z}/{x}/{y}.png');
      expect(await page()).toEqual(["'self'", 'data:', 'blob:', 'http://10.0.0.5:8081']);
      // Not a tile URL an origin can be taken from: nothing is added (no injection into the header).
      for (const bad of ["https://a.example; script-src 'unsafe-inline'/{z}", 'javascript:alert(1)', 'tiles/{z}']) {
        await setTileUrl(bad);
        expect(await page(), bad).toEqual(["'self'", 'data:', 'blob:']);
      }
      // The API's answers never carry it.
      await setTileUrl('https://tiles.example.com/{z}/{x}/{y}.png');
      const api = await ctx.app.inject({ method: 'GET', url: '/prod-api/code' });
      expect(directive(String(api.headers['content-security-policy']), 'img-src')).toEqual([
        "'self'",
        'data:',
        'blob:',
      ]);
    } finally {
      await setTileUrl('');
    }
  });
});

describe('Cache-Control of the API (issue 22 item 8)', () => {
  it('authenticated JSON answers are not stored by any cache', async () => {
    for (const url of [
      '/prod-api/system/user/getInfo',
      '/prod-api/system/user/list',
      '/prod-api/system/menu/getRouters',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: admin });
      expect(res.json().code, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    // refusals too (they say who may see what)
    const refused = await ctx.app.inject({ method: 'GET', url: '/prod-api/system/user/list' });
    expect(refused.json().code).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it("the web app's own files keep their caching", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/cbim-cloud-ui/' });
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
