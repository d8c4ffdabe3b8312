import { randomBytes } from 'node:crypto';
import { PERMS } from '@zj/contract';
import { count, eq, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, expect } from 'vitest';
import type { AppConfig } from '../../config.ts';
import { sysMenu } from '../../core/identity/menus.tables.ts';
import { sysUserRole } from '../../core/identity/users.tables.ts';
import { scopedUser } from '../../test/helpers.ts';
import { createTestAppWithFiles, type TestContext } from '../../test/test-app.ts';
import { insertMember, insertProject, insertRole } from '../project-roles/project-roles-test-kit.ts';
import { bizProblem } from './problems.tables.ts';

/** Test helpers of the problems tests (not a test file itself). */

type Headers = { authorization: string };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(64)]);
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(64)]);
export const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(64)]);

export const caller = (ctx: TestContext, headers: Headers) => async (method: Method, url: string, payload?: object) =>
  (await ctx.app.inject({ method, url: `/prod-api${url}`, headers, ...(payload ? { payload } : {}) })).json() as {
    code: number;
    msg: string;
    data?: unknown;
    rows?: unknown[];
    total?: number;
  };
export type Call = ReturnType<typeof caller>;

/** Uploads through the one upload path; answers the stored URL (or the refusal). */
export async function upload(ctx: TestContext, headers: Headers, name: string, content: Buffer, kind = 'image') {
  const boundary = `----zj${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/prod-api/file/upload?kind=${kind}`,
    payload: Buffer.concat([Buffer.from(head, 'utf8'), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  return res.json() as { code: number; msg: string; data?: { url: string } };
}

/** Every permission the problem calls ask for, on menus (quality problems' get fixture button rows). */
export async function problemMenus(ctx: TestContext): Promise<Map<string, number>> {
  const { db } = ctx.database;
  const perms = [...Object.values(PERMS.business.problem), ...Object.values(PERMS.business.qualityProblem)];
  const rows = await db
    .select({ id: sysMenu.menuId, perms: sysMenu.perms })
    .from(sysMenu)
    .where(inArray(sysMenu.perms, perms));
  const map = new Map(rows.map((r) => [r.perms as string, r.id]));
  for (const perm of perms.filter((p) => !map.has(p))) {
    const [menu] = await db
      .insert(sysMenu)
      .values({ menuName: perm.slice(0, 50), menuType: 'F', perms: perm })
      .returning();
    if (menu) map.set(perm, menu.menuId);
  }
  return map;
}

/**
 * Two projects and the people of the tests: in A an inspector (project admin), a collaborator and
 * a member whose project role lacks quick completion; an approver (system role 审批人); in B an
 * outsider (project admin of B only). Every one holds all problem permissions globally.
 */
export async function problemWorld(ctx: TestContext) {
  const menus = await problemMenus(ctx);
  const all = [...menus.values()];
  const withoutComplete = [...menus.entries()]
    .filter(([p]) => p !== PERMS.business.problem.complete)
    .map(([, id]) => id);
  const a = await insertProject(ctx, '一号楼');
  const b = await insertProject(ctx, '二号楼');
  const user = (userName: string) => scopedUser(ctx, { userName, deptId: 103, dataScope: '1', menuIds: all });
  const inspector = await user('pb_inspector');
  const collaborator = await user('pb_collab');
  const member = await user('pb_member');
  const approver = await user('pb_approver');
  const outsider = await user('pb_outsider');
  await ctx.database.db.insert(sysUserRole).values({ userId: approver.userId, roleId: 3 });
  const fullRole = await insertRole(ctx, a, { roleName: '质量员', menuIds: all });
  const limitedRole = await insertRole(ctx, a, { roleName: '施工员', menuIds: withoutComplete });
  await insertMember(ctx, a, inspector.userId, { isAdmin: true });
  await insertMember(ctx, a, collaborator.userId, { roleId: fullRole });
  await insertMember(ctx, a, member.userId, { roleId: limitedRole });
  await insertMember(ctx, b, outsider.userId, { isAdmin: true });
  return { a, b, inspector, collaborator, member, approver, outsider };
}

/**
 * The set-up the problems test files share (call it once per file, at its top): an app with its files in a temp
 * directory `zj-<name>-…` (closed after the file's tests), the problem world, a caller per person and a photo the
 * inspector uploaded.
 */
export async function problemsSuite(name: string, overrides: Partial<AppConfig> = {}) {
  const ctx = await createTestAppWithFiles(name, overrides);
  afterAll(() => ctx.close());
  const w = await problemWorld(ctx);
  const photo = (await upload(ctx, w.inspector.headers, 'a.png', PNG)).data?.url ?? '';
  expect(photo).toMatch(/^\/prod-api\/file\//);
  const { db } = ctx.database;
  const inspector = caller(ctx, w.inspector.headers);
  const collab = caller(ctx, w.collaborator.headers);
  return {
    ctx,
    db,
    w,
    photo,
    inspector,
    collab,
    member: caller(ctx, w.member.headers),
    approver: caller(ctx, w.approver.headers),
    outsider: caller(ctx, w.outsider.headers),
    problemOf: async (id: number) => (await db.select().from(bizProblem).where(eq(bizProblem.problemId, id)))[0],
    countOf: async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]?.n ?? 0,
    /** A quality problem's full body in project A, with the photo, to the collaborator. */
    quality: (over: object = {}) => ({
      projectId: w.a,
      name: '三层楼板裂缝',
      content: '东侧楼板出现贯穿裂缝',
      level: '重要',
      files: photo,
      location: '3F 东侧',
      dueDate: '2099-12-01',
      extend1: 'KZ-3',
      implementerIds: [w.collaborator.userId],
      ...over,
    }),
    /** A quality problem the inspector reports in project A with the photo (answers its id). */
    report: async (fields: { name: string; implementerIds?: number[] } & Record<string, unknown>) =>
      (
        await inspector('POST', '/business/quality/addQualityProblem', {
          projectId: w.a,
          files: photo,
          implementerIds: [w.collaborator.userId],
          ...fields,
        })
      ).data as number,
    /** The collaborator's rectification with the photo, then the application for completion (status 2). */
    applyForCompletion: async (problemId: number, content = '已加固') => {
      await collab('POST', '/business/quality/addQualityProblemRectification', { problemId, content, files: photo });
      expect(await collab('PUT', '/business/quality/updateProblemStatus', { problemId, status: 2 })).toMatchObject({
        code: 200,
      });
    },
  };
}
