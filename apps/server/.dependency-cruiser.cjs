/**
 * The server's module boundaries (run by `npm test`):
 * - the kernel (src/core) never imports a module (src/modules);
 * - a module reaches another module only through that module's index.ts;
 * - no module (nor its tests) imports another module's repository: a module offers methods, not its SQL;
 * - no import cycles.
 * Tests may reach into anything (they are not part of the running dependency graph), except
 * that the kernel's own tests, like the kernel, never import a module directly.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'core-imports-module',
      severity: 'error',
      comment: 'src/core is the kernel: modules plug into it, it never knows them.',
      from: { path: '(^|/)src/core/' },
      to: { path: '(^|/)src/modules/' },
    },
    {
      name: 'module-internals',
      severity: 'error',
      comment: "A module reaches another module only through that module's index.ts.",
      from: { path: '(^|/)src/modules/([^/]+)/', pathNot: '\\.test\\.ts$|-test-kit\\.ts$' },
      to: {
        path: '(^|/)src/modules/([^/]+)/',
        pathNot: ['(^|/)src/modules/$2/', '(^|/)src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'module-repository',
      severity: 'error',
      comment:
        "A module's repository is its own: another module (its tests and kits too) asks it through the methods its index.ts offers.",
      from: { path: '(^|/)src/modules/([^/]+)/' },
      to: {
        path: '(^|/)src/modules/[^/]+/[^/]+\\.repository\\.ts$',
        pathNot: '(^|/)src/modules/$2/',
      },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Import cycles make modules inseparable.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // The fixtures break these rules on purpose (checks.test.ts proves the rules catch them).
    exclude: { path: ['node_modules', 'src/test/fixtures/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: require('node:path').join(__dirname, 'tsconfig.json') },
    enhancedResolveOptions: { extensions: ['.ts', '.js'] },
  },
};
