import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { permissionMenus, scopedUser } from '../../test/helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { insertMember, insertProject, insertRole } from '../project-roles/project-roles-test-kit.ts';

/** Test helpers of the quality and safety-file tests (not a test file itself). */

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Call = (method: Method, url: string, payload?: object) => Promise<LightMyRequestResponse>;
export type User = { userId: number; headers: { authorization: string }; call: Call };

export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(64)]);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
export const EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(62),
  Buffer.from('This program cannot be run in DOS mode'),
]);
export const TXT = Buffer.from('施工日志：今日浇筑 3F 楼板。\n');

/** The app with uploads in a temp directory, and its teardown. */
export async function qualityApp() {
  const dataDir = await mkdtemp(join(tmpdir(), 'zj-quality-'));
  const ctx = await createTestApp({ dataDir });
  return {
    ctx,
    async close() {
      await ctx.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const callerOf =
  (ctx: TestContext, headers: { authorization: string }): Call =>
  (method, url, payload) =>
    ctx.app.inject({ method, url: `/prod-api${url}`, headers, ...(payload ? { payload } : {}) });

/** A user whose system role holds `perms`. */
export async function userWith(ctx: TestContext, userName: string, perms: readonly string[]): Promise<User> {
  const user = await scopedUser(ctx, {
    userName,
    deptId: 103,
    dataScope: '1',
    menuIds: await permissionMenus(ctx, perms),
  });
  return { ...user, call: callerOf(ctx, user.headers) };
}

/** A project with `admins` as its project admins and `members` holding a role granting `memberPerms`. */
export async function projectOf(
  ctx: TestContext,
  name: string,
  opts: { admins?: User[]; members?: User[]; memberPerms?: readonly string[] },
): Promise<number> {
  const projectId = await insertProject(ctx, name);
  for (const admin of opts.admins ?? []) await insertMember(ctx, projectId, admin.userId, { isAdmin: true });
  if (opts.members?.length) {
    const roleId = await insertRole(ctx, projectId, {
      roleName: `${name}-role`,
      menuIds: await permissionMenus(ctx, opts.memberPerms ?? []),
    });
    for (const member of opts.members) await insertMember(ctx, projectId, member.userId, { roleId });
  }
  return projectId;
}

/** Uploads one file through the one upload path; answers the envelope. */
export async function upload(ctx: TestContext, user: User, filename: string, content: Buffer, kind = 'file') {
  const boundary = `----zj${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/prod-api/file/upload?kind=${kind}`,
    headers: { ...user.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head, 'utf8'), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
  return res.json() as { code: number; msg: string; data: { name: string; url: string } };
}

/** Row counts of tables (what a refused call must leave as it was). */
export async function counts(ctx: TestContext, tables: string[]): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of tables) {
    const res = (await ctx.database.db.execute(
      // Table names come from the test itself.
      sql.raw(`select count(*)::int as n from ${table}`),
    )) as unknown as { rows: Array<{ n: number }> };
    out[table] = res.rows[0]?.n ?? 0;
  }
  return out;
}

/** An answer's envelope: its fields are what the assertions check. */
// biome-ignore lint/suspicious/noExplicitAny: envelopes of every call's shape; the assertions check them.
type Envelope = { code: number; msg: string; data: any; rows: any[]; total: number };
export const data = async (res: Promise<{ json: () => unknown }>) => (await res).json() as Envelope;
