import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * The model viewer never loads code from a CDN: three's TTFLoader (pulled in by That Open's
 * drawing tools, unused by the viewer) imports opentype.js from jsdelivr; it becomes a local module
 * that refuses, and the fragments worker is served minified from this app (`?url`).
 */
const OPENTYPE_CDN = 'https://cdn.jsdelivr.net/npm/opentype.js';
const offlineViewer: Plugin = {
  name: 'offline-viewer',
  enforce: 'pre',
  resolveId: (id) => (id.startsWith(OPENTYPE_CDN) ? '\0opentype-offline' : null),
  load: (id) =>
    id === '\0opentype-offline'
      ? "export default { parse() { throw new Error('TrueType fonts are not available offline'); } };"
      : null,
};

export default defineConfig({
  base: '/cbim-cloud-ui/',
  plugins: [react(), offlineViewer],
  resolve: {
    alias: [
      // `@/x` is `src/x` (the same alias as tsconfig's paths), instead of ../../../ chains.
      { find: /^@\//, replacement: `${fileURLToPath(new URL('./src', import.meta.url))}/` },
      {
        find: /^@thatopen\/fragments\/worker(\?url)?$/,
        replacement: `${fileURLToPath(new URL('../../node_modules/@thatopen/fragments/dist/Worker/worker.min.mjs', import.meta.url))}$1`,
      },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      // Contract schemas are built with `z.*` calls at module level: pure, so the ones a chunk
      // does not use are dropped (the login page needs contract constants, not zod).
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        // zod and the contract's schema modules are only needed by lazy pages: kept in their own
        // chunk they never ride along in a shared chunk that the login page loads (budget 200 KB).
        // The login page itself is plain markup (no antd components), so nothing else is pinned.
        // The form-js checks (form-schema, user-pattern: zod-free, but re2js behind them) stay out
        // too: they travel with the form pages and the form viewer only.
        codeSplitting: {
          // only the matched modules: their zod-free dependencies (constants, texts) stay shared
          includeDependenciesRecursively: false,
          groups: [
            {
              name: 'schemas',
              test: /node_modules[\\/]zod[\\/]|packages[\\/]contract[\\/]src[\\/](?!constants|i18n|messages|permissions|menu-groups|menu-titles|realtime|dict-labels|api-index|endpoint-ref|form-schema|user-pattern|bpmn[\\/])/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/prod-api': { target: 'http://localhost:8080', changeOrigin: true, ws: true },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    testTimeout: 15_000,
    // One worker per core (Vitest leaves one core out by default: on CI's 2 cores, half the speed).
    maxWorkers: '100%',
  },
});
