import { type APIRequestContext, expect } from '@playwright/test';

/**
 * Calls the real API as the administrator, for a spec's setup (what the spec checks happens in
 * the browser): each call must answer code 200, or the spec stops with the answer.
 */
export async function adminApi(request: APIRequestContext) {
  const login = await request.post('/prod-api/auth/login', { data: { username: 'admin', password: 'admin123' } });
  const headers = { Authorization: `Bearer ${(await login.json()).data.access_token as string}` };
  return async (method: 'GET' | 'POST' | 'PUT', url: string, data?: unknown) => {
    const res = await request.fetch(`/prod-api${url}`, { method, headers, ...(data ? { data } : {}) });
    const body = await res.json();
    expect(body.code, `${method} ${url}: ${JSON.stringify(body)}`).toBe(200);
    return body;
  };
}

/** A real 1×1 PNG (the server checks the magic bytes). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
