import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bizProject, bizProjectUser } from '../../core/project/projects.tables.ts';
import { codeOf, plainUsers, scopedUser } from '../../test/helpers.ts';
import { createTestApp, login } from '../../test/test-app.ts';

/**
 * Issue 12 item 2: the user pickers answer only whom the caller may see — the directory pickers
 * (userlist, allUserTolist) the caller's data scope, the project picker (projectUserList) the
 * members of the caller's projects; administrators see everyone.
 */

const ctx = await createTestApp();
const admin = await login(ctx.app);
type Headers = { authorization: string };
let noRole: Headers;
let deptScoped: Headers;
let project1 = 0;
let project2 = 0;

/** The `pk…` user names a picker answers to `headers`. */
async function picked(path: string, headers: Headers, query = '') {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/prod-api/system/user/${path}?userName=pk${query}`,
    headers,
  });
  expect(codeOf(res), path).toBe(200);
  return (res.json().rows as Array<{ userName: string }>).map((r) => r.userName).sort();
}

beforeAll(async () => {
  // pk102 in 工程管理部 (102), pk103 in 质量安全部 (103), pk104 in 技术部 (104).
  const users = await plainUsers(ctx, [
    { userName: 'pk102', deptId: 102 },
    { userName: 'pk103', deptId: 103 },
    { userName: 'pk104', deptId: 104 },
    { userName: 'pknorole', deptId: 102 },
  ]);
  const id = (name: string) => users.find((u) => u.userName === name)?.userId ?? 0;
  noRole = await login(ctx.app, 'pknorole', 'pass1234');
  // A role of own department only (102), without any permission.
  deptScoped = (await scopedUser(ctx, { userName: 'pkscoped', deptId: 102, dataScope: '3', menuIds: [] })).headers;
  const { db } = ctx.database;
  const [p1, p2] = await db
    .insert(bizProject)
    .values([{ projectName: 'pk project 1' }, { projectName: 'pk project 2' }])
    .returning();
  project1 = p1?.projectId ?? 0;
  project2 = p2?.projectId ?? 0;
  // Project 1: the user without a role and pk103; project 2: pk104 alone.
  await db.insert(bizProjectUser).values([
    { projectId: project1, userId: id('pknorole') },
    { projectId: project1, userId: id('pk103') },
    { projectId: project2, userId: id('pk104') },
  ]);
});
afterAll(() => ctx.close());

describe('directory pickers (userlist, allUserTolist)', () => {
  for (const path of ['userlist', 'allUserTolist']) {
    it(`${path}: nobody to a user without a role`, async () => {
      expect(await picked(path, noRole)).toEqual([]);
    });

    it(`${path}: only the own department to a department-scoped role`, async () => {
      const names = await picked(path, deptScoped);
      expect(names).toEqual(['pk102', 'pknorole', 'pkscoped']);
      expect(names).not.toContain('pk103');
      expect(names).not.toContain('pk104');
    });

    it(`${path}: everyone to an administrator`, async () => {
      expect(await picked(path, admin)).toEqual(['pk102', 'pk103', 'pk104', 'pknorole', 'pkscoped']);
    });
  }
});

describe('project picker (projectUserList)', () => {
  it('answers a user the members of the projects they belong to, not other users', async () => {
    const names = await picked('projectUserList', noRole);
    expect(names).toEqual(['pk103', 'pknorole']);
    expect(names).not.toContain('pk104');
    expect(names).not.toContain('pk102');
  });

  it('answers the members of one project the caller belongs to, and refuses another project', async () => {
    expect(await picked('projectUserList', noRole, `&projectId=${project1}`)).toEqual(['pk103', 'pknorole']);
    const other = await ctx.app.inject({
      method: 'GET',
      url: `/prod-api/system/user/projectUserList?projectId=${project2}`,
      headers: noRole,
    });
    expect(codeOf(other)).toBe(403);
    expect(other.body).not.toContain('pk104');
    // projectId narrows the directory pickers to the project's members in the same way.
    expect(await picked('userlist', noRole, `&projectId=${project1}`)).toEqual(['pk103', 'pknorole']);
  });

  it('answers nobody to a department-scoped user of no project', async () => {
    expect(await picked('projectUserList', deptScoped)).toEqual([]);
  });

  it('answers everyone to an administrator, and any project', async () => {
    expect(await picked('projectUserList', admin)).toEqual(['pk102', 'pk103', 'pk104', 'pknorole', 'pkscoped']);
    expect(await picked('projectUserList', admin, `&projectId=${project2}`)).toEqual(['pk104']);
  });
});
