import { eq } from 'drizzle-orm';
import type { App } from '../app.ts';
import type { Principal } from '../core/access/access.ts';
import { bizProject } from '../core/project/projects.tables.ts';
import { seedDemo } from '../seed.ts';
import { demoPhotoUpload } from './demo-context.ts';
import { DEMO_PROJECT_CODE, seedDemoPeople } from './demo-people.ts';
import { seedDemoProblems } from './demo-problems.ts';
import { seedDemoRecords } from './demo-records.ts';

/**
 * Demo data for a first look (`npm start` on a new database): the demo project tree of the modules'
 * own demos, then in 智建示范园区 four people added by project role only, quality and safety
 * problems in every status with photos, rectifications, approvals (one rejected, one approved, two
 * waiting in 待办 for 王工 and the admin), inspections on the GB 50300 structure, a 安全专项检查通报,
 * a 通知公告 and the messages all of this sends. Everything goes through the modules' services, as
 * the app's own calls would, so the data is what the app itself writes.
 */

export { DEMO_PASSWORD, DEMO_PROJECT_CODE, DEMO_USERS } from './demo-people.ts';

export type DemoDecision = 'seed' | 'existing-database' | 'production' | 'turned-off' | 'test';

/**
 * Whether `npm start` seeds the demo: only on a new database (its first migration run), never with
 * NODE_ENV=production, not with DEMO_SEED=false (0/no/off), and under NODE_ENV=test only when a
 * test asks for it with DEMO_SEED=true.
 */
export function demoDecision(env: NodeJS.ProcessEnv, freshDatabase: boolean): DemoDecision {
  if (env.NODE_ENV === 'production') return 'production';
  const flag = env.DEMO_SEED?.trim().toLowerCase();
  if (flag && ['0', 'false', 'no', 'off'].includes(flag)) return 'turned-off';
  if (env.NODE_ENV === 'test' && !(flag && ['1', 'true', 'yes', 'on'].includes(flag))) return 'test';
  return freshDatabase ? 'seed' : 'existing-database';
}

/** Seeds the demo when `demoDecision` says so; answers the decision. */
export async function seedDemoOnFirstStart(
  app: App,
  options: { freshDatabase: boolean; env?: NodeJS.ProcessEnv; seeding?: () => void },
): Promise<DemoDecision> {
  const decision = demoDecision(options.env ?? process.env, options.freshDatabase);
  if (decision !== 'seed') return decision;
  options.seeding?.();
  await seedDemoData(app);
  return decision;
}

/**
 * The demo records in the demo project; nothing when the project tree is not the demo's (the
 * projects module's demo found projects already). Sessions opened to act as the demo's people are
 * ended before it returns.
 */
export async function seedDemoData(app: App): Promise<boolean> {
  const { kernel } = app;
  const { db } = kernel;
  await seedDemo(db);
  const [park] = await db
    .select({ projectId: bizProject.projectId })
    .from(bizProject)
    .where(eq(bizProject.projectCode, DEMO_PROJECT_CODE));
  if (!park) return false;
  const projectId = park.projectId;

  const sessions: string[] = [];
  /** The principal of a user, as a login would resolve it (a session that ends with the seed). */
  const signIn = async (userId: number, userName: string): Promise<Principal> => {
    const { token, tokenId } = await kernel.sessions.start({
      userId,
      userName,
      ipaddr: '127.0.0.1',
      browser: 'demo seed',
    });
    sessions.push(tokenId);
    return kernel.sessions.resolve(token);
  };

  try {
    const admin = await signIn(1, 'admin');
    const people = await seedDemoPeople(kernel, admin, projectId, signIn);
    const stage = { kernel, projectId, admin, people, photo: demoPhotoUpload(kernel) };
    await seedDemoProblems(stage);
    await seedDemoRecords(stage);
    return true;
  } finally {
    for (const tokenId of sessions) await kernel.sessions.end(tokenId);
  }
}
