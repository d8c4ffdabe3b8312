import { msg } from '@zj/contract';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { codeOf } from './helpers.ts';
import type { JsonSchema } from './json-sample.ts';
import { sampleOf } from './json-sample.ts';
import { operationOf } from './route-requests.ts';
import { createTestApp, login } from './test-app.ts';

/**
 * Hostile input (issue 12): every write route and every list route, called as the admin with
 * one hostile value at a time in one of its text, date or id fields, answers a validation
 * refusal — never an unhandled error ('系统未知错误') — and changes no row. Requests are built
 * from the routes' OpenAPI schemas (the smallest valid value everywhere else).
 */

const ctx = await createTestApp();
afterAll(() => ctx.close());
const admin = await login(ctx.app);
const UNKNOWN = [msg('http.500', 'zh'), msg('http.500', 'en')];

/** Always refused in any text: PostgreSQL cannot store or compare a NUL character. */
const TEXTS = ['a\u0000b', '\u0000'];
/** Refused in date and time fields: the format matches, the moment does not exist. */
const DAYS = ['2024-02-30', '9999-99-99 99:99:99', '2023-02-29', '2024-13-01', '2024-01-01 24:00:00'];
/** Refused where a number (an id, a sort) is expected; a fraction where an integer is. */
const NOT_NUMBERS = [true, false, '1x'];
const NOT_INTEGERS = [1.5];

/**
 * Tables written by requests as such (sessions extended, operation and login logs, the counter
 * of login attempts per address): not compared.
 */
const VOLATILE = new Set(['sys_oper_log', 'sys_logininfor', 'sys_session', 'sys_login_lock']);

/** Row count and a checksum of every other table. */
async function checksum(): Promise<Record<string, string>> {
  const { db } = ctx.database;
  const tables = (await db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as { rows: Array<{ name: string }> };
  const out: Record<string, string> = {};
  for (const { name } of tables.rows) {
    if (VOLATILE.has(name)) continue;
    const result = (await db.execute(
      sql.raw(
        `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from "${name}" t`,
      ),
    )) as unknown as { rows: Array<{ n: number; h: string }> };
    const row = result.rows[0];
    out[name] = `${row?.n}:${row?.h}`;
  }
  return out;
}

const isString = (s: JsonSchema | undefined): boolean =>
  !!s && (s.type === 'string' || !!s.anyOf?.some(isString) || !!s.oneOf?.some(isString));
const isNumber = (s: JsonSchema | undefined): boolean =>
  !!s && (s.type === 'integer' || s.type === 'number' || !!s.anyOf?.some(isNumber) || !!s.oneOf?.some(isNumber));
const isInteger = (s: JsonSchema | undefined): boolean =>
  !!s && (s.type === 'integer' || !!s.anyOf?.some(isInteger) || !!s.oneOf?.some(isInteger));
/** A date or time field: its pattern takes a day, or its name says so. */
const isDay = (name: string, s: JsonSchema | undefined): boolean => {
  const patterns = [s?.pattern, ...(s?.anyOf ?? []).map((a) => a.pattern)].filter((p): p is string => !!p);
  return patterns.some((p) => new RegExp(p).test('2024-01-01')) || /(time|date|day)$/i.test(name);
};
/** Hostile values of one field. */
function hostileOf(name: string, s: JsonSchema | undefined): unknown[] {
  const out: unknown[] = [];
  if (isString(s)) out.push(...TEXTS);
  if (isString(s) && isDay(name, s)) out.push(...DAYS);
  if (isNumber(s)) out.push(...NOT_NUMBERS);
  if (isInteger(s) && !isNumber({ ...s, anyOf: s?.anyOf?.filter((a) => a.type === 'number') }))
    out.push(...NOT_INTEGERS);
  return out;
}

interface Probe {
  route: string;
  field: string;
  value: unknown;
  request: { method: 'GET'; url: string; query: Record<string, string>; payload?: object };
}

/** One request per route, field and hostile value. */
function probes(): Probe[] {
  const out: Probe[] = [];
  for (const route of ctx.app.routeAccess.filter((r) => !r.url.includes('*'))) {
    const op = operationOf(ctx.app, route);
    const params = op.parameters ?? [];
    const write = route.method !== 'GET';
    const queryParams = params.filter((p) => p.in === 'query');
    // List routes: GET with query parameters; write routes: every POST/PUT/DELETE.
    if (!write && !queryParams.length) continue;
    const pathValue = (name: string, override?: unknown) => {
      const p = params.find((q) => q.in === 'path' && q.name === name);
      return encodeURIComponent(String(override ?? (p ? sampleOf(p.schema, name) : 1)));
    };
    const url = (field?: string, value?: unknown) =>
      route.url.replace(/:([^/]+)/g, (_m, name: string) => pathValue(name, name === field ? value : undefined));
    const baseQuery = Object.fromEntries(
      queryParams.filter((p) => p.required).map((p) => [p.name, String(sampleOf(p.schema, p.name))]),
    );
    const bodySchema = op.requestBody?.content?.['application/json']?.schema;
    // An optional body (export filters) is an object or nothing: take the object.
    const bodyObject = bodySchema?.properties ? bodySchema : bodySchema?.anyOf?.find((s) => s.properties);
    const baseBody = bodyObject
      ? (sampleOf({ ...bodyObject, nullable: false }, 'body') as Record<string, unknown>)
      : undefined;
    const at = (field: string, value: unknown, where: 'path' | 'query' | 'body') =>
      out.push({
        route: `${route.method} ${route.url}`,
        field: `${where}.${field}`,
        value,
        request: {
          method: route.method as 'GET',
          url: url(where === 'path' ? field : undefined, value),
          query: where === 'query' ? { ...baseQuery, [field]: String(value) } : baseQuery,
          ...(where === 'body' && baseBody
            ? { payload: { ...baseBody, [field]: value } }
            : baseBody
              ? { payload: baseBody }
              : {}),
        },
      });
    for (const p of write ? params.filter((q) => q.in === 'path') : []) {
      // Only text values reach a path (a boolean would be the text 'true').
      for (const value of hostileOf(p.name, p.schema).filter((v) => typeof v === 'string')) at(p.name, value, 'path');
    }
    for (const p of queryParams) {
      for (const value of hostileOf(p.name, p.schema).filter((v) => typeof v === 'string')) at(p.name, value, 'query');
    }
    for (const [name, schema] of Object.entries((bodyObject?.properties ?? {}) as Record<string, JsonSchema>)) {
      for (const value of hostileOf(name, schema)) at(name, value, 'body');
    }
  }
  return out;
}

describe('hostile input', () => {
  it('every write and list route refuses it plainly and changes nothing', async () => {
    const all = probes();
    expect(all.length).toBeGreaterThan(300);
    const before = await checksum();
    const unhandled: string[] = [];
    const notRefused: string[] = [];
    for (const probe of all) {
      const res = await ctx.app.inject({ ...probe.request, headers: admin });
      if (process.env.DBG) console.log(probe.route, probe.field, JSON.stringify(probe.value), res.body.slice(0, 80));
      const body = res.body;
      const label = `${probe.route} ${probe.field}=${JSON.stringify(probe.value)}`;
      if (UNKNOWN.some((text) => body.includes(text)) || res.statusCode >= 500) unhandled.push(label);
      else if (codeOf(res) !== 500) notRefused.push(`${label} → ${res.body.slice(0, 60)}`);
    }
    expect(unhandled).toEqual([]);
    expect(notRefused).toEqual([]);
    expect(await checksum()).toEqual(before);
  }, 240_000);

  it('says which parameter is wrong, in Chinese and English', async () => {
    const list = (query: string, lang: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/prod-api/system/role/list?${query}`,
        headers: { ...admin, 'accept-language': lang },
      });
    expect((await list('beginTime=2024-02-30', 'zh')).json()).toEqual({ code: 500, msg: '参数 beginTime 格式不正确' });
    expect((await list('endTime=9999-99-99%2099:99:99', 'en')).json()).toEqual({
      code: 500,
      msg: 'Parameter endTime is not valid',
    });
    expect((await list('roleName=a%00b', 'zh')).json()).toEqual({ code: 500, msg: '参数 roleName 格式不正确' });
    // Without a token too: the login form.
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/prod-api/auth/login',
      payload: { username: 'ad\u0000min', password: 'admin123' },
    });
    expect(login.json()).toEqual({ code: 500, msg: '参数 username 格式不正确' });
    // A real leap day and a full time still pass.
    expect(codeOf(await list('beginTime=2024-02-29&endTime=2024-12-31%2023:59:59', 'zh'))).toBe(200);
  });

  it('refuses a NUL in a text path parameter as bad input', async () => {
    for (const url of ['/prod-api/system/dict/data/type/a%00b', '/prod-api/system/logininfor/unlock/a%00b']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: admin });
      expect(res.json().code, url).toBe(500);
      expect(UNKNOWN, url).not.toContain(res.json().msg);
    }
  });

  it('refuses a file part without a file name as an unknown type', async () => {
    const boundary = 'nonameboundary';
    // application/octet-stream makes the part a file even without a file name.
    const payload = (field: string) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        Buffer.from('89504e470d0a1a0a', 'hex'),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
    const headers = { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` };
    for (const [url, field] of [
      ['/prod-api/file/upload?kind=image', 'file'],
      ['/prod-api/system/user/profile/avatar', 'avatarfile'],
    ] as const) {
      const res = await ctx.app.inject({ method: 'POST', url, headers, payload: payload(field) });
      expect(res.json(), url).toEqual({
        code: 500,
        msg: '文件格式不正确, 请上传png/jpg/jpeg/gif/webp/bmp图片格式文件!',
      });
    }
  });
});
