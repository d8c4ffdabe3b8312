// A server process for the kill -9 test (workflow-crash.test.ts): `start` deploys the crash
// fixture and starts an instance (printing its ids); `crash` completes its first task and is
// killed with SIGKILL inside that step's transaction, after every write of the step.
import { readFileSync } from 'node:fs';
import { buildApp } from '../app.ts';
import { openDatabase } from '../core/db/client.ts';
import { workflowModule } from '../modules/workflow/index.ts';
import { seed } from '../seed.ts';
import { testConfig } from './test-app.ts';

const [mode, target, taskId] = process.argv.slice(2);
if (!target) throw new Error('usage: crash-child <start|crash> <dataDir|url> [taskId]');
const database = await openDatabase(
  target.startsWith('postgres') ? { databaseUrl: target, poolSize: 2 } : { dataDir: target },
);
const admin = { userId: 1, userName: 'admin', deptId: 103, roleIds: [1], admin: true };

if (mode === 'start') {
  await database.migrate();
  await seed(database.db);
  const app = await buildApp({ config: testConfig(), database, logger: false });
  await app.ready();
  const { workflow, runtime } = app.kernel.use(workflowModule);
  const xml = readFileSync(new URL('../core/workflow/fixtures/crash.bpmn20.xml', import.meta.url), 'utf8');
  const model = await workflow.importModel({ xml }, 'admin');
  await workflow.deploy(model.modelId, 'admin', 'zh');
  const { instance, tasks } = await runtime.start(admin, {
    definitionKey: 'crash_midway',
    bizTable: 'crash_test',
    bizId: 'k-1',
  });
  console.log(JSON.stringify({ instanceId: instance.instanceId, taskId: tasks[0]?.taskId }));
  await app.close();
  await database.close();
} else {
  const app = await buildApp({ config: testConfig(), database, logger: false });
  await app.ready();
  const { runtime } = app.kernel.use(workflowModule);
  // Runs in the step's transaction after all its writes: the process dies before the commit.
  runtime.onStatusChange('crash_test', async () => {
    process.kill(process.pid, 'SIGKILL');
  });
  await runtime.complete(admin, Number(taskId), { variables: { crash: true } });
  console.log('survived');
}
