// npm start: builds the web app only when its sources changed since the last build (a hash of the
// inputs is kept in apps/web/dist/.source-hash), so a restart does not wait for vite.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { buildIfStale, root } from './source-hash.mjs';

const built = await buildIfStale({
  inputs: [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/tsconfig.json',
    'apps/web/package.json',
    'packages/contract/src',
    'packages/contract/package.json',
    'package-lock.json',
  ],
  stamp: join(root, 'apps/web/dist/.source-hash'),
  output: join(root, 'apps/web/dist/index.html'),
  build: () => {
    console.log('Building the web app…');
    const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web', '--', '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  },
});
if (!built) console.log('Web app is up to date.');
