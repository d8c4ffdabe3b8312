// The hash of a build's inputs (files and folders, relative to the repository), kept beside its
// output so `npm start` rebuilds only when a source changed.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export const root = join(import.meta.dirname, '..');

export function hashInputs(inputs) {
  const hash = createHash('sha256');
  const add = (path) => {
    if (!existsSync(path)) return;
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path).sort()) add(join(path, name));
      return;
    }
    hash.update(relative(root, path));
    hash.update(readFileSync(path));
  };
  for (const input of inputs) add(join(root, input));
  return hash.digest('hex');
}

/** Runs `build` unless `output` exists and `stamp` holds the inputs' current hash; then stamps it. */
export async function buildIfStale({ inputs, stamp, output, build }) {
  const current = hashInputs(inputs);
  const built = existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() : '';
  if (built === current && existsSync(output)) return false;
  await build();
  writeFileSync(stamp, `${current}\n`);
  return true;
}
