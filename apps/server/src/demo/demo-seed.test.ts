import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app.ts';
import { sysUpload } from '../core/files/uploads.tables.ts';
import { sysUser } from '../core/identity/users.tables.ts';
import { bizProjectRole } from '../core/project/project-roles.tables.ts';
import { bizProject, bizProjectUser } from '../core/project/projects.tables.ts';
import { sysMessage } from '../modules/messages/messages.tables.ts';
import { sysNotice } from '../modules/notices/notices.tables.ts';
import { bizProblem, bizProblemRectification } from '../modules/problems/problems.tables.ts';
import { bizQualityInspection } from '../modules/quality/quality.tables.ts';
import { bizSafetyReport } from '../modules/safety-files/safety-files.tables.ts';
import { actorOf, workflowModule } from '../modules/workflow/index.ts';
import { seed } from '../seed.ts';
import { createTestApp, login, testConfig } from '../test/test-app.ts';
import { createEmptyDatabase, type TestDatabase } from '../test/test-db.ts';
import { DEMO_PASSWORD, DEMO_PROJECT_CODE, DEMO_USERS, demoDecision, seedDemoOnFirstStart } from './demo-seed.ts';

/** `npm start`'s steps on a database: migrations (telling whether it was new), reference data, the app. */
async function start(database: TestDatabase, dataDir: string) {
  const { fresh } = await database.migrate();
  await seed(database.db);
  const app = await buildApp({ config: testConfig({ dataDir }), database, logger: false });
  await app.ready();
  return { app, fresh };
}

/** The test asks for the demo (tests never get it otherwise). */
const ASKED = { NODE_ENV: 'test', DEMO_SEED: 'true' };

describe('when the demo is seeded', () => {
  it('only on a new database, never in production, not with DEMO_SEED=false, in tests only when asked', () => {
    expect(demoDecision({}, true)).toBe('seed');
    expect(demoDecision({ NODE_ENV: 'development' }, true)).toBe('seed');
    expect(demoDecision({}, false)).toBe('existing-database');
    expect(demoDecision({ NODE_ENV: 'production' }, true)).toBe('production');
    expect(demoDecision({ NODE_ENV: 'production', DEMO_SEED: 'true' }, true)).toBe('production');
    for (const off of ['false', '0', 'no', 'OFF']) expect(demoDecision({ DEMO_SEED: off }, true)).toBe('turned-off');
    expect(demoDecision({ NODE_ENV: 'test' }, true)).toBe('test');
    expect(demoDecision(ASKED, true)).toBe('seed');
    expect(demoDecision(ASKED, false)).toBe('existing-database');
  });
});

describe('the demo on a new database', () => {
  let database: TestDatabase;
  let dataDir: string;
  let app: App;
  let projectId: number;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'zj-demo-'));
    database = await createEmptyDatabase();
    const first = await start(database, dataDir);
    app = first.app;
    expect(first.fresh).toBe(true);
    expect(await seedDemoOnFirstStart(app, { freshDatabase: first.fresh, env: ASKED })).toBe('seed');
    const [park] = await database.db.select().from(bizProject).where(eq(bizProject.projectCode, DEMO_PROJECT_CODE));
    projectId = park?.projectId ?? 0;
  }, 240_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('has the demo people as members by project role only, with the documented password', async () => {
    const { db } = database;
    const members = await db
      .select({
        userName: sysUser.userName,
        nickName: sysUser.nickName,
        roleKey: bizProjectRole.roleKey,
        isAdmin: bizProjectUser.isAdmin,
      })
      .from(bizProjectUser)
      .innerJoin(sysUser, eq(sysUser.userId, bizProjectUser.userId))
      .leftJoin(bizProjectRole, eq(bizProjectRole.roleId, bizProjectUser.roleId))
      .where(eq(bizProjectUser.projectId, projectId));
    expect(members).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userName: 'admin', isAdmin: '1' }),
        ...DEMO_USERS.map((u) =>
          expect.objectContaining({ userName: u.userName, nickName: u.nickName, roleKey: u.roleKey, isAdmin: '0' }),
        ),
      ]),
    );
    expect(members).toHaveLength(DEMO_USERS.length + 1);
    const users = await db
      .select()
      .from(sysUser)
      .where(
        inArray(
          sysUser.userName,
          DEMO_USERS.map((u) => u.userName),
        ),
      );
    // No password change forced: the documented password logs in and works at once.
    expect(users.map((u) => u.pwdChangeRequired)).toEqual(DEMO_USERS.map(() => '0'));
    for (const u of DEMO_USERS) await login(app, u.userName, DEMO_PASSWORD);
  });

  it('has quality and safety problems in every status, with rectifications and a rejection', async () => {
    const problems = await database.db.select().from(bizProblem).where(eq(bizProblem.projectId, projectId));
    const count = (kind: string, status: number) =>
      problems.filter((p) => p.kind === kind && p.status === status).length;
    // Quality: 信息确认 (one new, one rejected), 申请完成, 整改完成 (approved, quick completion).
    expect([count('1', 1), count('1', 2), count('1', 3)]).toEqual([2, 1, 2]);
    // Safety: one of each.
    expect([count('2', 1), count('2', 2), count('2', 3)]).toEqual([1, 1, 1]);
    // Model problems of 问题追踪, on the project's model bands: two open, one done.
    expect([count('0', 1), count('0', 2), count('0', 3)]).toEqual([2, 0, 1]);
    expect(problems.filter((p) => p.kind === '0').every((p) => p.bandId !== null && p.bandName)).toBe(true);
    expect(new Set(problems.map((p) => p.type))).toEqual(new Set(['随机抽查', '专项检查', '日常巡检']));
    expect(problems.filter((p) => p.rejectReason).map((p) => p.name)).toEqual(['外墙保温层空鼓']);
    expect(problems.every((p) => p.files.length > 0 && p.hazardType === (p.kind === '2' ? p.hazardType : null))).toBe(
      true,
    );
    const rectifications = await database.db
      .select()
      .from(bizProblemRectification)
      .where(eq(bizProblemRectification.projectId, projectId));
    expect(rectifications.length).toBe(7);
    expect(new Set(rectifications.map((r) => r.creator))).toEqual(new Set(['李工']));
  });

  it('keeps every photo as a real PNG file of the one upload path, each claimed by its record', async () => {
    const problems = await database.db.select().from(bizProblem).where(eq(bizProblem.projectId, projectId));
    const urls = problems.flatMap((p) => p.files.split(','));
    expect(urls.length).toBeGreaterThanOrEqual(8);
    for (const url of urls) {
      expect(url).toMatch(/^\/prod-api\/file\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{32}\.png$/);
      const bytes = await readFile(join(dataDir, 'files', url.replace('/prod-api/file/', '')));
      expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      expect(bytes.length).toBeGreaterThan(1000);
    }
    const uploads = await database.db.select().from(sysUpload);
    expect(uploads.length).toBeGreaterThanOrEqual(20);
    expect(await database.db.select().from(sysUpload).where(isNull(sysUpload.referencedTime))).toEqual([]);
    const served = await app.inject({
      method: 'GET',
      url: urls[0] ?? '',
      headers: await login(app, 'zhaogong', DEMO_PASSWORD),
    });
    expect(served.statusCode).toBe(200);
  });

  it('has the approvals waiting in 待办 of the approver and the admin', async () => {
    const { views } = app.kernel.use(workflowModule);
    const waiting = await database.db
      .select({ problemId: bizProblem.problemId })
      .from(bizProblem)
      .where(and(eq(bizProblem.projectId, projectId), eq(bizProblem.status, 2)));
    const expected = waiting.map((w) => String(w.problemId)).sort();
    expect(expected).toHaveLength(2);
    for (const userName of ['wanggong', 'admin']) {
      const headers = await login(app, userName, userName === 'admin' ? 'admin123' : DEMO_PASSWORD);
      const principal = await app.kernel.sessions.resolve(headers.authorization.slice('Bearer '.length));
      const { rowsJson } = await views.todo(actorOf(principal), { pageNum: 1, pageSize: 50 });
      const rows = JSON.parse(rowsJson) as Array<{ bizId: string; taskName: string; bizTable: string }>;
      expect(rows.map((r) => r.bizId).sort()).toEqual(expected);
      expect(rows.every((r) => r.bizTable === 'quality_improvement')).toBe(true);
    }
    // The rectifier (the applicant) approves nothing: their one task is to resubmit the rejected one.
    const ligong = await app.kernel.sessions.resolve(
      (await login(app, 'ligong', DEMO_PASSWORD)).authorization.slice(7),
    );
    const [rejected] = await database.db
      .select({ problemId: bizProblem.problemId })
      .from(bizProblem)
      .where(eq(bizProblem.name, '外墙保温层空鼓'));
    const own = JSON.parse((await views.todo(actorOf(ligong), { pageNum: 1, pageSize: 50 })).rowsJson) as Array<{
      bizId: string;
    }>;
    expect(own.map((r) => r.bizId)).toEqual([String(rejected?.problemId)]);
  });

  it('has inspections, a safety bulletin, a notice and messages', async () => {
    const { db } = database;
    const inspections = await db
      .select()
      .from(bizQualityInspection)
      .where(eq(bizQualityInspection.projectId, projectId));
    expect(inspections).toHaveLength(6);
    expect(inspections.every((i) => i.photos.endsWith('.png'))).toBe(true);
    const reports = await db.select().from(bizSafetyReport).where(eq(bizSafetyReport.projectId, projectId));
    expect(reports).toHaveLength(1);
    expect(await db.select().from(sysNotice)).not.toHaveLength(0);
    const [wang] = await db.select().from(sysUser).where(eq(sysUser.userName, 'wanggong'));
    const [li] = await db.select().from(sysUser).where(eq(sysUser.userName, 'ligong'));
    const toWang = await db
      .select()
      .from(sysMessage)
      .where(eq(sysMessage.recipient, wang?.userId ?? 0));
    const toLi = await db
      .select()
      .from(sysMessage)
      .where(eq(sysMessage.recipient, li?.userId ?? 0));
    // 王工: joined the project, the bulletin, the approvals to do.
    expect(toWang.map((m) => m.relateTable)).toEqual(expect.arrayContaining(['project', 'safety_report']));
    // 李工: assigned problems, the rejection and the approvals' outcome.
    expect(toLi.map((m) => m.relateTable)).toEqual(
      expect.arrayContaining(['quality_problem', 'quality_problem_rectification']),
    );
    expect(toLi.length).toBeGreaterThanOrEqual(8);
  });

  it('does not seed again when the server starts on the same database', async () => {
    const before = (await database.db.select().from(bizProblem)).length;
    const { fresh } = await database.migrate();
    expect(fresh).toBe(false);
    expect(await seedDemoOnFirstStart(app, { freshDatabase: fresh, env: ASKED })).toBe('existing-database');
    expect((await database.db.select().from(bizProblem)).length).toBe(before);
    expect(await database.db.select().from(sysUser).where(eq(sysUser.userName, 'zhanggong'))).toHaveLength(1);
  });
});

describe('production mode', () => {
  it('seeds nothing, even on a new database', async () => {
    // The decision comes before anything is written: a migrated template stands for the new database.
    const ctx = await createTestApp({ dataDir: await mkdtemp(join(tmpdir(), 'zj-demo-prod-')) });
    try {
      expect(
        await seedDemoOnFirstStart(ctx.app, {
          freshDatabase: true,
          env: { NODE_ENV: 'production', DEMO_SEED: 'true' },
        }),
      ).toBe('production');
      expect(await seedDemoOnFirstStart(ctx.app, { freshDatabase: true, env: { DEMO_SEED: 'false' } })).toBe(
        'turned-off',
      );
      const { db } = ctx.database;
      expect(await db.select().from(bizProject)).toEqual([]);
      expect(await db.select().from(bizProblem)).toEqual([]);
      expect(await db.select({ userName: sysUser.userName }).from(sysUser)).toEqual([{ userName: 'admin' }]);
    } finally {
      await rm(ctx.app.kernel.config.dataDir, { recursive: true, force: true });
      await ctx.close();
    }
  });
});
