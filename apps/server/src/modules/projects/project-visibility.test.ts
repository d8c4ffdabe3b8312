import type { ProjectRow } from '@zj/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bizProjectNews } from '../../core/project/projects.tables.ts';
import { codeOf } from '../../test/helpers.ts';
import { createTestApp, login } from '../../test/test-app.ts';
import {
  addMember,
  type Call,
  caller,
  createProject,
  projectBody,
  projectInDb,
  projectUser,
} from './project-test-kit.ts';
import { bizProjectStar } from './projects.tables.ts';

const ctx = await createTestApp();
const admin = caller(ctx, await login(ctx.app));
let alice: Call;
let bob: Call;
let aliceId: number;
let bobId: number;
let a: ProjectRow;
let a1: ProjectRow;
let b: ProjectRow;

beforeAll(async () => {
  a = await createProject(admin, projectBody('A项目', { orderNum: 1 }));
  a1 = await createProject(admin, projectBody('A1子项目', { parentId: a.projectId }));
  b = await createProject(admin, projectBody('B项目', { orderNum: 2, longitude: 121.4, latitude: 31.1 }));
  const aliceUser = await projectUser(ctx, 'alice');
  const bobUser = await projectUser(ctx, 'bob');
  aliceId = aliceUser.userId;
  bobId = bobUser.userId;
  alice = caller(ctx, aliceUser.headers);
  bob = caller(ctx, bobUser.headers);
  // Alice administers A; Bob holds A's default (read-only) role; neither belongs to A1 or B.
  await addMember(ctx, a.projectId, aliceId, { isAdmin: true });
  await addMember(ctx, a.projectId, bobId);
});
afterAll(() => ctx.close());

const ids = (rows: Array<{ projectId: number }>) => rows.map((r) => r.projectId);

describe('who sees which projects', () => {
  it('a system admin sees every live project', async () => {
    const list = (await admin('GET', '/business/project/list')).json();
    expect(list.total).toBe(3);
    expect(ids(list.rows)).toEqual([a1.projectId, a.projectId, b.projectId]);
    const tree = (await admin('GET', '/business/project/treelist')).json().data;
    expect(tree).toEqual([
      {
        projectId: a.projectId,
        parentId: 0,
        projectName: 'A项目',
        extend1: 'A项目',
        children: [{ projectId: a1.projectId, parentId: a.projectId, projectName: 'A1子项目', extend1: 'A1子项目' }],
      },
      { projectId: b.projectId, parentId: 0, projectName: 'B项目', extend1: 'B项目' },
    ]);
    expect(ids((await admin('GET', '/business/project/mapList')).json().data)).toHaveLength(3);
  });

  it('a member of A sees only A in lists, trees, pickers, the map and the news', async () => {
    const list = (await alice('GET', '/business/project/list')).json();
    expect(list).toMatchObject({ total: 1, rows: [{ projectId: a.projectId, memberCount: 3, childCount: 1 }] });
    expect(ids((await alice('GET', '/business/project/getCardProjects')).json().rows)).toEqual([a.projectId]);
    expect((await alice('GET', '/business/project/projectList?pageNum=1&pageSize=99')).json().total).toBe(0);
    expect(ids((await alice('GET', '/business/project/getBaseProjectList')).json().data)).toEqual([a.projectId]);
    expect(ids((await alice('GET', '/business/project/treelist')).json().data)).toEqual([a.projectId]);
    expect((await alice('GET', '/business/project/mapList')).json().data).toEqual([
      {
        projectId: a.projectId,
        projectName: 'A项目',
        status: '1',
        address: '上海市浦东新区',
        longitude: 121.5,
        latitude: 31.2,
        cover: null,
        projectType: 'building',
      },
    ]);
    const news = (await alice('POST', '/business/project/getProjectNews', { pageNum: 1, pageSize: 10 })).json();
    expect(news.total).toBe(1);
    expect(news.rows[0]).toMatchObject({ projectId: a.projectId, projectName: 'A项目', newsType: 'create' });
    const joined = (await alice('GET', '/business/project/userJoinProject')).json().data;
    expect(joined).toEqual([
      expect.objectContaining({ projectId: a.projectId, isAdmin: '1', roleName: '项目成员', star: false }),
    ]);
  });

  it('userProjectTreelist: oneself, or anyone for an admin; another user refused', async () => {
    const own = await alice('GET', `/business/project/userProjectTreelist?userId=${aliceId}&queryFlag=a`);
    expect(ids(own.json().data)).toEqual([a.projectId]);
    const other = await alice('GET', `/business/project/userProjectTreelist?userId=${bobId}&queryFlag=a`);
    expect(other.json()).toEqual({ code: 403, msg: '没有权限访问该项目数据！' });
    const byAdmin = await admin('GET', `/business/project/userProjectTreelist?userId=${bobId}&queryFlag=a`);
    expect(ids(byAdmin.json().data)).toEqual([a.projectId]);
    // The admin's own memberships: every project they created, as a tree.
    const adminOwn = (await admin('GET', '/business/project/userProjectTreelist?queryFlag=a')).json().data;
    expect(ids(adminOwn)).toEqual([a.projectId, b.projectId]);
  });
});

describe('a member of A cannot reach B', () => {
  it('answers 403 on every call that names B, and B stays as it was', async () => {
    const before = await projectInDb(ctx, b.projectId);
    const id = b.projectId;
    const calls: Array<[Parameters<Call>[0], string, object?]> = [
      ['GET', `/business/project/${id}`],
      ['GET', `/business/project/getProjectInfo/${id}`],
      ['GET', `/business/project/detail/${id}`],
      ['GET', `/business/project/getProjectDetail/${id}`],
      ['GET', `/business/project/getProjectOrganization/${id}`],
      ['GET', `/business/project/bands/${id}`],
      ['GET', `/business/project/parent/${id}`],
      ['PUT', '/business/project/update', { ...projectBody('被改名'), projectId: id }],
      ['PUT', '/business/project/place', { projectId: id, isPlace: '1' }],
      ['DELETE', `/business/project/${id}`],
      ['POST', `/business/project/changeStar?projectId=${id}&star=1`],
      ['POST', '/business/project/saveProjectDetail', { projectId: id, floorsAbove: 3 }],
      ['POST', '/business/project/create', projectBody('B下的新项目', { parentId: id })],
      ['POST', '/business/project/getProjectNews', { projectId: id }],
      ['POST', '/business/project/getProjectNewsByMonth', { projectId: id }],
    ];
    for (const [method, url, payload] of calls) {
      const res = await alice(method, url, payload);
      expect(codeOf(res), `${method} ${url}`).toBe(403);
      expect(res.json().msg).toBe('没有权限访问该项目数据！');
    }
    expect(await projectInDb(ctx, id)).toEqual(before);
    const stars = await ctx.database.db.select().from(bizProjectStar).where(eq(bizProjectStar.projectId, id));
    expect(stars).toEqual([]);
    const news = await ctx.database.db.select().from(bizProjectNews).where(eq(bizProjectNews.projectId, id));
    expect(news.map((n) => n.newsType)).toEqual(['create']);
  });

  it('answers 404 for a project that does not exist', async () => {
    expect(codeOf(await alice('GET', '/business/project/987654'))).toBe(404);
    expect(codeOf(await alice('GET', '/business/project/bands/987654'))).toBe(404);
  });

  it('cannot move A below B', async () => {
    const res = await alice('PUT', '/business/project/update', {
      ...projectBody('A项目', { parentId: b.projectId }),
      projectId: a.projectId,
    });
    expect(codeOf(res)).toBe(500);
    expect((await projectInDb(ctx, a.projectId))?.parentId).toBe(0);
  });
});

describe('project roles limit members', () => {
  it('a project admin changes A and adds below it', async () => {
    const res = await alice('PUT', '/business/project/update', {
      ...projectBody('A项目', { status: '0' }),
      projectId: a.projectId,
    });
    expect(res.json()).toMatchObject({ code: 200, data: { status: '0' } });
    const child = await createProject(alice, projectBody('A2子项目', { parentId: a.projectId }));
    expect(child.ancestors).toBe(`0,${a.projectId}`);
    // The creator administers the new project.
    expect(ids((await alice('GET', '/business/project/list')).json().rows)).toContain(child.projectId);
  });

  it('a read-only member reads A but may not change it', async () => {
    expect((await bob('GET', `/business/project/${a.projectId}`)).json().data.projectName).toBe('A项目');
    expect((await bob('GET', `/business/project/getProjectInfo/${a.projectId}`)).json().code).toBe(200);
    expect((await bob('GET', `/business/project/getProjectOrganization/${a.projectId}`)).json().code).toBe(200);
    const edit = await bob('PUT', '/business/project/update', { ...projectBody('Bob改名'), projectId: a.projectId });
    expect(edit.json()).toEqual({ code: 403, msg: '当前操作没有权限' });
    const add = await bob('POST', '/business/project/create', projectBody('Bob的子项目', { parentId: a.projectId }));
    expect(codeOf(add)).toBe(403);
    expect(codeOf(await bob('DELETE', `/business/project/${a.projectId}`))).toBe(403);
    expect((await projectInDb(ctx, a.projectId))?.projectName).toBe('A项目');
    // Starring needs only membership.
    expect((await bob('POST', `/business/project/changeStar?projectId=${a.projectId}&star=1`)).json().code).toBe(200);
  });
});
