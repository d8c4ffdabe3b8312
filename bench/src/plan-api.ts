// npm run bench:plan-api -w bench: the benchmark's plan (10 000 tasks, 15 000 links, see
// plan-critical-path-plan.ts) saved through POST /business/plan, read through GET
// /business/plan/:id and saved again through PUT (every task kept by id) — on the real app over
// PGlite (the test database), as the admin. Prints the times; no budget is enforced here.
import { bizProject } from '../../apps/server/src/core/project/projects.tables.ts';
import { createTestApp, login } from '../../apps/server/src/test/test-app.ts';
import { generatePlan, planApiBody } from './plan-critical-path-plan.ts';

const plan = generatePlan();
const ctx = await createTestApp();
try {
  const headers = await login(ctx.app);
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const started = performance.now();
    const res = await ctx.app.inject({ method, url: `/prod-api${url}`, headers, ...(payload ? { payload } : {}) });
    const ms = performance.now() - started;
    const body = res.json();
    if (body.code !== 200) throw new Error(`${method} ${url}: ${res.body.slice(0, 300)}`);
    return { body, ms, bytes: res.body.length };
  };
  const [project] = await ctx.database.db.insert(bizProject).values({ projectName: '计划基准项目' }).returning();
  const projectId = project?.projectId ?? 0;
  const body = planApiBody(plan, projectId, '基准计划');
  const { tasks, links } = body;
  console.log(
    `${tasks.length} tasks, ${links.length} links (${plan.links.length - links.length} second links left out)`,
  );
  for (let run = 1; run <= 3; run++) {
    const saved = await call('POST', '/business/plan', body);
    const planId = saved.body.data as number;
    const read = await call('GET', `/business/plan/${planId}`);
    const kept = read.body.data.tasks.map((t: { taskId: number }) => String(t.taskId));
    const byOld = new Map(tasks.map((t, i) => [t.id, kept[i] as string]));
    const edited = {
      planId,
      tasks: tasks.map((t, i) => ({ ...t, id: kept[i] })),
      links: links.map((l) => ({ ...l, from: byOld.get(l.from), to: byOld.get(l.to) })),
    };
    const again = await call('PUT', '/business/plan', edited);
    console.log(
      `run ${run}: POST ${saved.ms.toFixed(0)} ms · GET ${read.ms.toFixed(0)} ms (${(read.bytes / 1e6).toFixed(1)} MB, ${read.body.data.tasks.length} tasks, ${read.body.data.links.length} links) · PUT ${again.ms.toFixed(0)} ms`,
    );
  }
} finally {
  await ctx.close();
}
