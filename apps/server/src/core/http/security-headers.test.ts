import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';

const ctx = await createTestApp();
afterAll(() => ctx.close());

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
    const res = await ctx.app.inject({ method: 'GET', url: '/prod-api/docs/' });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });
});
