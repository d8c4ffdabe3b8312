import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysUser } from '../../core/identity/users.tables.ts';
import { bizProjectRole, bizProjectRoleMenu } from '../../core/project/project-roles.tables.ts';
import { bizProject, bizProjectUser } from '../../core/project/projects.tables.ts';
import { codeOf, plainUsers, scopedUser } from '../../test/helpers.ts';
import { createTestApp, login } from '../../test/test-app.ts';

/**
 * Inviting (after issue 12 item 2): `userlist?inviteTo=<projectId>` offers the enabled users of
 * the whole directory who are not yet members of that project, to a caller who may add its
 * members (project admin, a project role granting business:projectUser:add, system admin) — past
 * the caller's own data scope; anyone else gets 403 and no rows.
 */

const ctx = await createTestApp();
const admin = await login(ctx.app);
type Headers = { authorization: string };
/** System menus of project-member management (pages and buttons), as a member manager holds them. */
const MEMBER_MENUS = [2, 233, 520, 1120, 1121, 1122, 1123, 521, 1130, 1131, 1132];
/** 项目成员 新增 (business:projectUser:add). */
const MEMBER_ADD_MENU = 1130;
const ids: Record<string, number> = {};
let padmin: Headers;
let adder: Headers;
let viewer: Headers;
let outsider: Headers;
let project = 0;
let other = 0;

const id = (name: string) => ids[name] ?? 0;
const pickUrl = (query: string) => `/prod-api/system/user/userlist?userName=iv&${query}`;

/** The `iv…` user names `userlist` answers `headers` with `query`. */
async function invitable(headers: Headers, query: string) {
  const res = await ctx.app.inject({ method: 'GET', url: pickUrl(query), headers });
  expect(codeOf(res), res.body).toBe(200);
  return (res.json().rows as Array<{ userName: string }>).map((r) => r.userName).sort();
}

async function members(projectId: number) {
  const rows = await ctx.database.db
    .select({ userId: bizProjectUser.userId })
    .from(bizProjectUser)
    .where(eq(bizProjectUser.projectId, projectId));
  return rows.map((r) => r.userId).sort((a, b) => a - b);
}

beforeAll(async () => {
  const { db } = ctx.database;
  const users = await plainUsers(ctx, [
    { userName: 'iv102', deptId: 102 },
    { userName: 'iv103', deptId: 103 },
    { userName: 'iv104', deptId: 104 },
    { userName: 'ivmember', deptId: 104 },
    { userName: 'ivoff', deptId: 104 },
    { userName: 'ivgone', deptId: 104 },
  ]);
  for (const u of users) ids[u.userName] = u.userId;
  await db.update(sysUser).set({ status: '1' }).where(eq(sysUser.userName, 'ivoff'));
  await db.update(sysUser).set({ delFlag: '2' }).where(eq(sysUser.userName, 'ivgone'));
  // Callers whose system role grants the member screens but sees only themselves (仅本人).
  for (const name of ['ivpadmin', 'ivadder', 'ivviewer', 'ivoutsider']) {
    const user = await scopedUser(ctx, { userName: name, deptId: 103, dataScope: '5', menuIds: MEMBER_MENUS });
    ids[name] = user.userId;
    if (name === 'ivpadmin') padmin = user.headers;
    if (name === 'ivadder') adder = user.headers;
    if (name === 'ivviewer') viewer = user.headers;
    if (name === 'ivoutsider') outsider = user.headers;
  }
  const [p1, p2] = await db
    .insert(bizProject)
    .values([{ projectName: 'iv project' }, { projectName: 'iv other project' }])
    .returning();
  project = p1?.projectId ?? 0;
  other = p2?.projectId ?? 0;
  const roles = await db
    .insert(bizProjectRole)
    .values([
      { projectId: project, roleName: '成员管理', roleKey: 'adder' },
      { projectId: project, roleName: '查看', roleKey: 'viewer' },
    ])
    .returning({ roleId: bizProjectRole.roleId });
  const adderRole = roles[0]?.roleId ?? 0;
  const viewerRole = roles[1]?.roleId ?? 0;
  await db.insert(bizProjectRoleMenu).values([
    { roleId: adderRole, menuId: 521 },
    { roleId: adderRole, menuId: MEMBER_ADD_MENU },
    { roleId: viewerRole, menuId: 521 },
  ]);
  await db.insert(bizProjectUser).values([
    { projectId: project, userId: id('ivpadmin'), isAdmin: '1' },
    { projectId: project, userId: id('ivadder'), roleId: adderRole },
    { projectId: project, userId: id('ivviewer'), roleId: viewerRole },
    { projectId: project, userId: id('ivmember') },
    // The outsider administers another project only.
    { projectId: other, userId: id('ivoutsider'), isAdmin: '1' },
    { projectId: other, userId: id('iv104') },
  ]);
});
afterAll(() => ctx.close());

const NON_MEMBERS = ['iv102', 'iv103', 'iv104', 'ivoutsider'];

describe('userlist?inviteTo: whom a project may invite', () => {
  it('offers a project admin of a narrow data scope the non-members of the whole directory', async () => {
    // Without inviteTo, their data scope (仅本人) shows nobody else.
    expect(await invitable(padmin, '')).toEqual(['ivpadmin']);
    const names = await invitable(padmin, `inviteTo=${project}`);
    expect(names).toEqual(NON_MEMBERS);
    // Members already in the project, disabled and deleted users are not offered.
    for (const name of ['ivpadmin', 'ivadder', 'ivviewer', 'ivmember', 'ivoff', 'ivgone']) {
      expect(names).not.toContain(name);
    }
  });

  it('answers only the picker fields, searchable and paged', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: pickUrl(`inviteTo=${project}`), headers: padmin });
    const rows = res.json().rows as Array<Record<string, unknown>>;
    expect(rows.length).toBe(NON_MEMBERS.length);
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(['deptId', 'deptName', 'nickName', 'status', 'userId', 'userName']);
    }
    expect(res.body).not.toMatch(/password|phonenumber|email/i);
    expect(await invitable(padmin, `inviteTo=${project}&nickName=iv10`)).toEqual(['iv102', 'iv103', 'iv104']);
    expect(await invitable(padmin, `inviteTo=${project}&pageSize=2&pageNum=2`)).toEqual(['iv104', 'ivoutsider']);
  });

  it('lets the project admin add one, who is then no longer offered', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/prod-api/business/projectRole/addUserProjectRole',
      headers: padmin,
      payload: { projectId: project, userIds: [id('iv102')] },
    });
    expect(codeOf(res), res.body).toBe(200);
    expect(await members(project)).toContain(id('iv102'));
    expect(await invitable(padmin, `inviteTo=${project}`)).toEqual(['iv103', 'iv104', 'ivoutsider']);
  });

  it('offers the same to a member whose project role grants adding members, and to administrators', async () => {
    expect(await invitable(adder, `inviteTo=${project}`)).toEqual(['iv103', 'iv104', 'ivoutsider']);
    expect(await invitable(admin, `inviteTo=${project}`)).toEqual(['iv103', 'iv104', 'ivoutsider']);
    expect(await invitable(admin, `inviteTo=${other}`)).toEqual([
      'iv102',
      'iv103',
      'ivadder',
      'ivmember',
      'ivpadmin',
      'ivviewer',
    ]);
  });

  it('refuses a member without the member-add permission and a user of another project: 403, no rows', async () => {
    const before = await members(project);
    for (const [who, headers] of [
      ['viewer', viewer],
      ['outsider', outsider],
    ] as const) {
      for (const path of ['userlist', 'allUserTolist', 'projectUserList']) {
        const res = await ctx.app.inject({
          method: 'GET',
          url: `/prod-api/system/user/${path}?inviteTo=${project}`,
          headers,
        });
        expect(codeOf(res), `${who} ${path}`).toBe(403);
        expect(res.json().rows, `${who} ${path}`).toBeUndefined();
        expect(res.body).not.toContain('iv103');
      }
    }
    expect(await members(project)).toEqual(before);
  });

  it('refuses a project that does not exist (404) and hostile values (no rows)', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: pickUrl('inviteTo=999999'), headers: admin });
    expect(codeOf(missing)).toBe(404);
    for (const value of ['abc', 'true', '0', '-1', '1.5', '%00']) {
      const res = await ctx.app.inject({ method: 'GET', url: pickUrl(`inviteTo=${value}`), headers: padmin });
      expect(codeOf(res), value).not.toBe(200);
      expect(res.json().rows, value).toBeUndefined();
    }
  });

  it('with projectId as well: the members of that project not yet invited', async () => {
    // The outsider administers the other project, whose members (iv104, the outsider) they may
    // invite to it only with the member-add permission of that target project too.
    const denied = await ctx.app.inject({
      method: 'GET',
      url: pickUrl(`projectId=${other}&inviteTo=${project}`),
      headers: outsider,
    });
    expect(codeOf(denied)).toBe(403);
    expect(await invitable(admin, `projectId=${other}&inviteTo=${project}`)).toEqual(['iv104', 'ivoutsider']);
    const [row] = await ctx.database.db
      .select()
      .from(bizProjectUser)
      .where(and(eq(bizProjectUser.projectId, project), eq(bizProjectUser.userId, id('iv104'))));
    expect(row).toBeUndefined();
  });
});
