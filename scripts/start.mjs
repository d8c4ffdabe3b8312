// npm start: builds the web app when its sources changed, then runs the server in this process.
// Not `npm run start -w apps/server` (a second npm) nor the tsx command (a launcher process that
// starts another node): each costs a Node start, and a restart on an existing DATA_DIR must answer
// within 3 s (bench/start-time.ts).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';
import './build-web-if-stale.mjs';

const server = join(import.meta.dirname, '..', 'apps/server');
// The server's working directory, as `npm start -w apps/server` has it (DATA_DIR defaults to ./data there).
process.chdir(server);
register();
await import(pathToFileURL(join(server, 'src/main.ts')).href);
