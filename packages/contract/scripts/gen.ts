// Writes the files derived from the endpoint table: src/api-index.ts (the zod-free index clients use).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderApiIndex } from '../src/api-index-source.ts';
import { TABLE } from '../src/api-table.ts';

const file = join(import.meta.dirname, '../src/api-index.ts');
writeFileSync(file, renderApiIndex(TABLE));
console.log(`wrote ${file}`);
