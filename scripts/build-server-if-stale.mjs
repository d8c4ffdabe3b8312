// npm start: bundles the server's TypeScript (with the contract's) into one ES module when its
// sources changed (a hash of the inputs is kept in apps/server/dist/.source-hash), so a start runs
// plain JavaScript instead of resolving and transpiling some 400 files through tsx.
// The npm packages stay outside the bundle (native addons, PGlite's wasm, files they read by path).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { buildIfStale, root } from './source-hash.mjs';

const server = join(root, 'apps/server');
export const SERVER_BUNDLE = join(server, 'dist/main.mjs');

/** Every package stays outside but the workspace's own contract, which is TypeScript and is bundled. */
const packagesOutside = {
  name: 'packages-outside',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@zj/') ? undefined : { external: true }));
  },
};

/**
 * Each source file keeps its own `import.meta.url` and `import.meta.dirname` (the migrations, the
 * seeded process models and the web app are found beside the sources, as under tsx).
 */
const ownLocation = {
  name: 'own-location',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.')) return undefined;
      return {
        loader: 'ts',
        contents: source
          .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
          .replaceAll('import.meta.dirname', JSON.stringify(dirname(args.path))),
      };
    });
  },
};

await buildIfStale({
  inputs: ['apps/server/src', 'apps/server/package.json', 'packages/contract/src', 'package-lock.json'],
  stamp: join(server, 'dist/.source-hash'),
  output: SERVER_BUNDLE,
  build: async () => {
    console.log('Bundling the server…');
    await build({
      entryPoints: [join(server, 'src/main.ts')],
      outfile: SERVER_BUNDLE,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node24',
      plugins: [packagesOutside, ownLocation],
      sourcemap: 'linked',
      logLevel: 'warning',
    });
  },
});
