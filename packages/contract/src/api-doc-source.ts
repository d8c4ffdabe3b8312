import type { Endpoint, ProjectAt } from './endpoint.ts';

type TableLike = Readonly<Record<string, Readonly<Record<string, Endpoint>>>>;

const GENERATED =
  '<!-- Generated from the endpoint table (packages/contract/src/*.api.ts) and docs/api-preface.md by `npm run gen -w packages/contract`; do not edit. A contract test fails when it is stale. -->';

/** Where a call's project is, in words a reader of the table follows. */
function projectOf(at: ProjectAt | undefined): string {
  if (!at) return '';
  if (at.source === 'lookup') return `${at.lookup} of ${projectOf(at.inner)}`;
  const where = at.source === 'param' ? `{${at.name}}` : at.source === 'query' ? `?${at.name}` : `body.${at.name}`;
  return at.parent ? `parent of ${where}` : where;
}

function answerOf(e: Endpoint): string {
  return e.answer.kind === 'file' ? `file (${e.answer.mime})` : e.answer.kind;
}

function accessOf(e: Endpoint): string {
  return typeof e.access === 'string' ? e.access : `\`${e.access.permission}\``;
}

function logOf(e: Endpoint): string {
  return e.log ? `${e.log.title} (${e.log.businessType})` : '';
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/**
 * docs/api.md: the hand-written preface, then every group of the table with each call's method,
 * path (`{name}` for a path parameter), access, project, answer kind, operation-log rule and summary.
 */
export function renderApiDoc(table: TableLike, preface: string): string {
  const total = Object.values(table).reduce((n, group) => n + Object.keys(group).length, 0);
  const out = [GENERATED, '', preface.trimEnd(), '', `${total} calls in ${Object.keys(table).length} groups.`, ''];
  for (const [group, endpoints] of Object.entries(table)) {
    out.push(`## ${group}`, '');
    out.push('| Call | Method | Path | Access | Project | Answer | Log | Summary |');
    out.push('|---|---|---|---|---|---|---|---|');
    for (const [name, e] of Object.entries(endpoints)) {
      const path = e.path.replace(/:(\w+)/g, '{$1}');
      const row = [
        `\`${group}.${name}\``,
        e.method,
        `\`${path}\``,
        accessOf(e),
        projectOf(e.project),
        answerOf(e),
        logOf(e),
        e.summary ?? '',
      ];
      out.push(`| ${row.map(cell).join(' | ')} |`);
    }
    out.push('');
  }
  return out.join('\n');
}
