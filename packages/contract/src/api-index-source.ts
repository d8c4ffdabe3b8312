import type { Endpoint } from './endpoint.ts';

/** The text of `api-index.ts` for a table: one method and path per endpoint, typed by the table. */
export function renderApiIndex(table: Readonly<Record<string, Readonly<Record<string, Endpoint>>>>): string {
  const lines = [
    '// Generated from the endpoint table (api-table.ts) by `npm run gen -w packages/contract`; do not edit.',
    '// A contract test fails when this file and the table differ.',
    "import type { Table } from './api-table.ts';",
    "import type { IndexOf } from './endpoint-ref.ts';",
    '',
    "export { type EndpointRef, type HttpMethod, pathOf } from './endpoint-ref.ts';",
    '',
    '/** Every endpoint of the table as its method and path, typed by the endpoint (no zod at run time). */',
    'export const API: IndexOf<Table> = {',
  ];
  for (const [group, endpoints] of Object.entries(table)) {
    lines.push(`  ${group}: {`);
    for (const [name, e] of Object.entries(endpoints)) {
      lines.push(`    ${name}: { method: '${e.method}', path: '${e.path}' },`);
    }
    lines.push('  },');
  }
  lines.push('};', '');
  return lines.join('\n');
}
