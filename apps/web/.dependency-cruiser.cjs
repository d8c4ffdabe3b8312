/**
 * Boundaries of the web app (architecture.md, style.md habit 5), checked by `npm run check:deps`
 * before the tests: no import cycles; a feature never imports another feature's files (shared
 * pieces move to src/shared); a feature never imports src/app (the shell); src/shared never imports
 * src/features or src/app; no orphan modules.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Import cycles make load order matter and hide a missing shared piece.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-cross-feature',
      severity: 'error',
      comment:
        'A feature never imports another feature: move what both need to src/shared. One exception: the BIM ' +
        "viewer's public entries (features/bim/viewer and tracking, index.ts), which 问题追踪 shows; the " +
        'viewer stays a feature so that three.js and That Open never come near src/shared.',
      from: { path: '^src/features/([^/]+)/' },
      to: {
        path: '^src/features/([^/]+)/',
        pathNot: '^src/features/$1/|^src/features/bim/(viewer|tracking)/index[.]ts$',
      },
    },
    {
      name: 'features-not-to-app',
      severity: 'error',
      comment: 'A feature never imports the app shell (layout, routes, providers): what both need lives in src/shared.',
      from: { path: '^src/features/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'shared-not-to-features-or-app',
      severity: 'error',
      comment: 'src/shared is below the features and the app shell.',
      from: { path: '^src/shared/' },
      to: { path: '^src/(features|app)/' },
    },
    {
      name: 'no-orphans',
      severity: 'error',
      comment: 'A module nothing imports is dead code (the entry, tests and type declarations aside).',
      from: { orphan: true, pathNot: ['^src/main\\.tsx$', '(^|/)__tests__/', '\\.test\\.tsx?$', '\\.d\\.ts$'] },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.css$' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
