// npm start: builds the web app when its sources changed, then runs the server in this process.
// Not `npm run start -w apps/server` (a second npm) nor the tsx command (a launcher process that
// starts another node, then transpiles every file): each costs time, and a restart on an existing
// DATA_DIR must answer within 3 s (bench/start-time.ts).
import './build-web-if-stale.mjs';
import './start-server.mjs';
