// npm start: builds the web app only when its sources changed since the last build (a hash of the
// inputs is kept in apps/web/dist/.source-hash), so a restart does not wait for vite.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const inputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/tsconfig.json',
  'apps/web/package.json',
  'packages/contract/src',
  'packages/contract/package.json',
  'package-lock.json',
];
const stamp = join(root, 'apps/web/dist/.source-hash');

function hashInputs() {
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

const current = hashInputs();
const built = existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() : '';
if (built === current && existsSync(join(root, 'apps/web/dist/index.html'))) {
  console.log('Web app is up to date.');
} else {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web', '--', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(stamp, `${current}\n`);
}
