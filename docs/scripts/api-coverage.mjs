// Regenerates the tables of docs/api.md from the reviewed route-access snapshot; the text after
// "## Platform additions" is kept as written. Run: node docs/scripts/api-coverage.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');
const snapshot = readFileSync(join(root, 'apps/server/src/core/access/__snapshots__/route-access.txt'), 'utf8');
const docPath = join(root, 'docs/api.md');
const doc = readFileSync(docPath, 'utf8');

const groups = new Map();
for (const line of snapshot.split('\n').filter(Boolean)) {
  const [method, url, access] = line.trim().split(/\s+/);
  const path = url.replace(/^\/prod-api/, '').replace(/:(\w+)/g, '{$1}');
  if (path.startsWith('/docs') || path.startsWith('/test/')) continue;
  const parts = path.split('/').filter(Boolean);
  const group = `/${parts.slice(0, parts[0] === 'system' || parts[0] === 'business' ? 2 : 1).join('/')}`;
  if (!groups.has(group)) groups.set(group, []);
  groups.get(group).push({ method, path, access });
}

const head = doc.slice(0, doc.indexOf('\n## '));
const tail = doc.slice(doc.indexOf('## Platform additions'));
const sections = [...groups.keys()].sort().map((group) => {
  const rows = groups
    .get(group)
    .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method))
    .map((r) => `| ${r.method} | ${r.path} | ${r.access} |`);
  return `## ${group}\n\n| Method | Path | Access |\n|---|---|---|\n${rows.join('\n')}\n`;
});
writeFileSync(docPath, `${head.trimEnd()}\n\n${sections.join('\n')}\n${tail}`);
