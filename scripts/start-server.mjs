// Runs the server from its bundle (made again when a source changed) in this process: the end of
// `npm start`, and `npm start -w apps/server` (which the browser tests use). A restart on an
// existing DATA_DIR must answer within 3 s (bench/start-time.ts); `npm run dev -w apps/server`
// runs the sources through tsx instead.
import { enableCompileCache } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVER_BUNDLE } from './build-server-if-stale.mjs';

const root = join(import.meta.dirname, '..');
// V8 keeps what it compiled of the bundle and the packages between starts.
enableCompileCache(join(root, 'node_modules/.cache/zj-start'));
// Stack traces name the TypeScript sources (the bundle's source map).
process.setSourceMapsEnabled(true);
// The server's working directory, as `npm start -w apps/server` has it (DATA_DIR defaults to ./data there).
process.chdir(join(root, 'apps/server'));
await import(pathToFileURL(SERVER_BUNDLE).href);
