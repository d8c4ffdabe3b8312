// Writes the files derived from the endpoint table: src/api-index.ts (the zod-free index clients
// use) and docs/api.md (the hand-written docs/api-preface.md, then every call of the table).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderApiDoc } from '../src/api-doc-source.ts';
import { renderApiIndex } from '../src/api-index-source.ts';
import { TABLE } from '../src/api-table.ts';

const root = join(import.meta.dirname, '../../..');
const index = join(import.meta.dirname, '../src/api-index.ts');
writeFileSync(index, renderApiIndex(TABLE));
console.log(`wrote ${index}`);
const doc = join(root, 'docs/api.md');
writeFileSync(doc, renderApiDoc(TABLE, readFileSync(join(root, 'docs/api-preface.md'), 'utf8')));
console.log(`wrote ${doc}`);
