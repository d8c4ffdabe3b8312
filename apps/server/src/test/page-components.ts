import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The page components the web app registers for server-supplied menus, read from the web's page
 * registry (apps/web/src/app/page-registry.ts: one `'component': () => import(…)` line a page).
 * The seed may only enable menus whose page is built; the tests check it against this list, so a
 * new page is registered once, in the web's registry.
 */
function registeredPages(): readonly string[] {
  const file = join(import.meta.dirname, '../../../web/src/app/page-registry.ts');
  const text = readFileSync(file, 'utf8');
  const source = text.slice(text.indexOf('export const PAGE_REGISTRY'));
  const pages = [...source.matchAll(/^\s*'([^']+)':\s*\(\)\s*=>/gm)].map((m) => m[1] ?? '');
  const loaders = source.match(/\(\)\s*=>/g)?.length ?? 0;
  if (pages.length === 0 || pages.length !== loaders) throw new Error(`cannot read the pages of ${file}`);
  return pages;
}

export const PAGE_COMPONENTS = registeredPages();
