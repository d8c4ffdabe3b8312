import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { MODULES } from '../modules/index.ts';

// Every table has one owner: the kernel (a *.tables.ts under src/core) or the one module that
// declares it in its definition; a module's tables live in its own folder.
const root = join(import.meta.dirname, '..');
const tableFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : tableFiles(path);
    return entry.name.endsWith('.tables.ts') ? [path] : [];
  });

describe('table owners', () => {
  it('each table is the kernel’s or declared by exactly the module whose folder holds it', async () => {
    const declared = new Map<PgTable, string[]>();
    for (const module of MODULES) {
      for (const table of Object.values(module.tables ?? {})) {
        declared.set(table, [...(declared.get(table) ?? []), module.name]);
      }
    }
    const problems: string[] = [];
    for (const file of tableFiles(root)) {
      const where = relative(root, file);
      const exports = Object.values(await import(file)).filter((value): value is PgTable => is(value, PgTable));
      expect(exports.length, where).toBeGreaterThan(0);
      for (const table of exports) {
        const owners = declared.get(table) ?? [];
        const folder = /^modules\/([^/]+)\//.exec(where)?.[1];
        if (where.startsWith('core/')) {
          if (owners.length) problems.push(`${where}: a kernel table declared by ${owners.join(', ')}`);
        } else if (owners.length !== 1) problems.push(`${where}: declared by ${owners.length} modules`);
        else if (MODULES.find((m) => m.name === owners[0]) && folder && !where.startsWith(`modules/${folder}/`)) {
          problems.push(`${where}: outside its module's folder`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
