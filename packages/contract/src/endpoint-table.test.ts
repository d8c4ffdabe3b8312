import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderApiDoc } from './api-doc-source.ts';
import { API } from './api-index.ts';
import { renderApiIndex } from './api-index-source.ts';
import * as modules from './api-modules.ts';
import { TABLE } from './api-table.ts';
import type { Endpoint } from './endpoint.ts';

const all = (): Array<[string, Endpoint]> =>
  Object.entries(TABLE).flatMap(([group, endpoints]) =>
    Object.entries(endpoints as Record<string, Endpoint>).map(([name, e]): [string, Endpoint] => [
      `${group}.${name}`,
      e,
    ]),
  );

describe('the endpoint table', () => {
  it('has its index generated from it (npm run gen -w packages/contract)', () => {
    const file = readFileSync(join(import.meta.dirname, 'api-index.ts'), 'utf8');
    expect(file).toBe(renderApiIndex(TABLE));
    for (const [key, e] of all()) {
      const [group = '', name = ''] = key.split('.');
      const ref = (API as unknown as Record<string, Record<string, { method: string; path: string }>>)[group]?.[name];
      expect(ref, key).toEqual({ method: e.method, path: e.path });
    }
  });

  it('has docs/api.md generated from it (npm run gen -w packages/contract)', () => {
    const docs = join(import.meta.dirname, '../../../docs');
    const preface = readFileSync(join(docs, 'api-preface.md'), 'utf8');
    expect(readFileSync(join(docs, 'api.md'), 'utf8')).toBe(renderApiDoc(TABLE, preface));
  });

  it('takes every module of api-modules.ts, one `<name>Api` each', () => {
    const names = Object.keys(modules);
    expect(names.filter((name) => !name.endsWith('Api'))).toEqual([]);
    expect(Object.keys(TABLE)).toEqual(names.sort().map((name) => name.replace(/Api$/, '')));
  });

  it('declares each method and path once', () => {
    const seen = new Map<string, string>();
    for (const [key, e] of all()) {
      const route = `${e.method} ${e.path}`;
      expect(seen.get(route), `${key} and ${seen.get(route)} are both ${route}`).toBeUndefined();
      seen.set(route, key);
    }
  });

  it('names every path parameter in its params schema, and no other', () => {
    for (const [key, e] of all()) {
      const inPath = [...e.path.matchAll(/:(\w+)/g)].map((m) => m[1]).sort();
      const declared = e.params instanceof z.ZodObject ? Object.keys(e.params.shape).sort() : [];
      if (e.path.endsWith('*')) declared.splice(declared.indexOf('*'), 1);
      expect(declared, key).toEqual(inPath);
    }
  });

  it('gives every call but GET a log rule, and GET none but a read RuoYi logs (账户解锁)', () => {
    for (const [key, e] of all()) {
      if (e.method === 'GET') expect(e.log, `${key}: a GET needs no log: false`).not.toBe(false);
      else expect(e.log, `${key} declares how the operation log records it`).toBeDefined();
    }
    const loggedGets = all().filter(([, e]) => e.method === 'GET' && e.log);
    expect(loggedGets.map(([key]) => key)).toEqual(['logininfor.unlock']);
  });
});
