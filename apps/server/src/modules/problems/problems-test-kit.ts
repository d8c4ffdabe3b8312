import { randomBytes } from 'node:crypto';
import { PERMS } from '@zj/contract';
import { inArray } from 'drizzle-orm';
import { sysMenu } from '../../core/identity/menus.tables.ts';
import { sysUserRole } from '../../core/identity/users.tables.ts';
import { scopedUser } from '../../test/helpers.ts';
import type { TestContext } from '../../test/test-app.ts';
import { insertMember, insertProject, insertRole } from '../project-roles/project-roles-test-kit.ts';

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
