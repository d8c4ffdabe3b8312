import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { MODULES } from '../modules/index.ts';

// Every table has one owner: the kernel (a *.tables.ts under src/core) or the one module that
// declares it in its definition; a module's tables live in its own folder.
const root = join(import.meta.dirname, '..');
const filesOf = (dir: string, wanted: (name: string) => boolean): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : filesOf(path, wanted);
    return wanted(entry.name) ? [path] : [];
  });
const tableFiles = (dir: string) => filesOf(dir, (name) => name.endsWith('.tables.ts'));

/**
 * The SQL text a source file writes: the literal parts of its `sql` templates (`sql\`…\``,
 * `sql.raw(…)`, `sql.identifier(…)`) and of strings passed to a client's `query`/`exec`.
 */
function sqlTextsOf(source: string): string[] {
  const file = ts.createSourceFile('x.ts', source, ts.ScriptTarget.Latest, true);
  const texts: string[] = [];
  const literal = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) texts.push(node.text);
    else if (ts.isTemplateExpression(node))
      texts.push(node.head.text, ...node.templateSpans.map((span) => span.literal.text));
  };
  const visit = (node: ts.Node) => {
    if (ts.isTaggedTemplateExpression(node) && /^sql\b/.test(node.tag.getText(file))) literal(node.template);
    if (ts.isCallExpression(node) && /^sql\.(raw|identifier)$|\.(query|exec)$/.test(node.expression.getText(file)))
      for (const argument of node.arguments) literal(argument);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return texts;
}

/** The tables of other modules a module's SQL names (by their SQL names), per file. */
function foreignTablesIn(
  files: ReadonlyArray<{ where: string; module: string; source: string }>,
  owners: ReadonlyMap<string, string>,
): string[] {
  const found: string[] = [];
  for (const { where, module, source } of files) {
    const words = new Set(sqlTextsOf(source).flatMap((text) => text.match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? []));
    for (const word of words) {
      const owner = owners.get(word.toLowerCase());
      if (owner && owner !== module) found.push(`${where}: names ${word} (a table of ${owner})`);
    }
  }
  return found;
}

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

  it('no module’s SQL names another module’s table (it asks that module through its index.ts)', () => {
    const owners = new Map<string, string>();
    for (const module of MODULES)
      for (const table of Object.values(module.tables ?? {})) owners.set(getTableName(table), module.name);
    const sources = MODULES.flatMap((module) =>
      filesOf(
        join(root, 'modules', module.name),
        (name) => name.endsWith('.ts') && !/\.test\.ts$|-test-kit\.ts$/.test(name),
      ).map((file) => ({ where: relative(root, file), module: module.name, source: readFileSync(file, 'utf8') })),
    );
    expect(sources.length).toBeGreaterThan(MODULES.length);
    expect(foreignTablesIn(sources, owners)).toEqual([]);
    // The check sees SQL (not comments, not other strings): a fixture that breaks the rule.
    const fixture = [
      '// biz_problem in a comment, and a string naming it: ok',
      "const label = 'biz_problem';",
      'const rows = sql`select count(*) from biz_problem where project_id = 1`;',
      "const more = db.$client.query('select 1 from BIZ_PROBLEM_USER');",
    ].join('\n');
    expect(foreignTablesIn([{ where: 'fixture.ts', module: 'quality', source: fixture }], owners)).toEqual([
      'fixture.ts: names biz_problem (a table of problems)',
      'fixture.ts: names BIZ_PROBLEM_USER (a table of problems)',
    ]);
  });
});
