import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { bizProjectNews } from '../../core/project/projects.tables.ts';
import { codeOf } from '../../test/helpers.ts';
import { createTestApp, login } from '../../test/test-app.ts';
import { caller, createProject, projectBody, projectInDb } from './project-test-kit.ts';
import { bizProjectDetail, bizProjectStar } from './projects.tables.ts';

const ctx = await createTestApp();
const call = caller(ctx, await login(ctx.app));
afterAll(() => ctx.close());

const newsOf = (projectId: number) =>
  ctx.database.db.select().from(bizProjectNews).where(eq(bizProjectNews.projectId, projectId));

describe('archive, delete, star, details', () => {
  it('archives and restores, refusing edits while archived', async () => {
    const p = await createProject(call, projectBody('待归档项目'));
    expect((await call('PUT', '/business/project/place', { projectId: p.projectId, isPlace: '1' })).json().code).toBe(
      200,
    );
    const archived = await projectInDb(ctx, p.projectId);
    expect(archived).toMatchObject({ isPlace: '1' });
    expect(archived?.placeTime).toBeInstanceOf(Date);
    const edit = await call('PUT', '/business/project/update', { ...projectBody('改名'), projectId: p.projectId });
    expect(edit.json()).toEqual({ code: 500, msg: '项目已归档，不允许修改' });
    expect((await projectInDb(ctx, p.projectId))?.projectName).toBe('待归档项目');
    const list = (await call('GET', '/business/project/selectVwProjectListIsPlace')).json();
    expect(list.rows.map((r: { projectId: number }) => r.projectId)).toEqual([p.projectId]);
    expect((await call('GET', '/business/project/list?pageSize=100')).json().rows).not.toContainEqual(
      expect.objectContaining({ projectId: p.projectId }),
    );

    await call('PUT', '/business/project/place', { projectId: p.projectId, isPlace: '0' });
    expect(await projectInDb(ctx, p.projectId)).toMatchObject({ isPlace: '0', placeTime: null });
    expect((await newsOf(p.projectId)).map((n) => n.newsType).sort()).toEqual(['create', 'place', 'restore']);
    const bad = await call('PUT', '/business/project/place', { projectId: p.projectId, isPlace: '2' });
    expect(codeOf(bad)).toBe(500);
  });

  it('refuses to delete a project with live sub-projects, soft-deletes a leaf', async () => {
    const parent = await createProject(call, projectBody('待删除父项目'));
    const leaf = await createProject(call, projectBody('待删除子项目', { parentId: parent.projectId }));
    const refused = await call('DELETE', `/business/project/${parent.projectId}`);
    expect(refused.json()).toEqual({ code: 500, msg: '存在子项目,不允许删除' });
    expect((await projectInDb(ctx, parent.projectId))?.delFlag).toBe('0');
    expect((await call('DELETE', `/business/project/${leaf.projectId}`)).json().code).toBe(200);
    expect((await projectInDb(ctx, leaf.projectId))?.delFlag).toBe('2');
    expect(codeOf(await call('GET', `/business/project/${leaf.projectId}`))).toBe(404);
    expect((await call('DELETE', `/business/project/${parent.projectId}`)).json().code).toBe(200);
    expect(codeOf(await call('DELETE', '/business/project/999999'))).toBe(404);
  });

  it('stars and unstars idempotently; starred projects come first on the cards', async () => {
    const a = await createProject(call, projectBody('星标项目', { orderNum: 900 }));
    for (let i = 0; i < 2; i++) await call('POST', `/business/project/changeStar?projectId=${a.projectId}&star=1`);
    const stars = () => ctx.database.db.select().from(bizProjectStar).where(eq(bizProjectStar.projectId, a.projectId));
    expect(await stars()).toHaveLength(1);
    const cards = (await call('GET', '/business/project/getCardProjects?pageSize=5')).json();
    expect(cards.rows[0]).toMatchObject({ projectId: a.projectId, star: true });
    const starred = (await call('GET', '/business/project/list?star=1')).json();
    expect(starred).toMatchObject({ total: 1, rows: [{ projectId: a.projectId }] });
    await call('POST', `/business/project/changeStar?projectId=${a.projectId}&star=0`);
    expect(await stars()).toHaveLength(0);
    expect(codeOf(await call('POST', `/business/project/changeStar?projectId=${a.projectId}&star=x`))).toBe(500);
  });

  it('saves details with the overview sanitised and reads them back', async () => {
    const p = await createProject(call, projectBody('概况项目'));
    expect((await call('GET', `/business/project/getProjectDetail/${p.projectId}`)).json().data).toBeNull();
    const save = (body: object) =>
      call('POST', '/business/project/saveProjectDetail', { projectId: p.projectId, ...body });
    expect(
      (
        await save({
          totalInvestment: 12500.5,
          floorsAbove: 18,
          overview: '<p onclick="x()">概况<script>alert(1)</script></p>',
        })
      ).json().code,
    ).toBe(200);
    expect(
      (
        await save({
          totalInvestment: 13000,
          floorsAbove: 20,
          floorsBelow: 2,
          overview: '<b>新</b><img src=x onerror=alert(1)>',
        })
      ).json().code,
    ).toBe(200);
    const [stored] = await ctx.database.db
      .select()
      .from(bizProjectDetail)
      .where(eq(bizProjectDetail.projectId, p.projectId));
    expect(stored).toMatchObject({ totalInvestment: 13000, floorsAbove: 20, floorsBelow: 2, updateBy: 'admin' });
    expect(stored?.overview).not.toMatch(/onerror|script/);
    const full = (await call('GET', `/business/project/detail/${p.projectId}`)).json().data;
    expect(full).toMatchObject({ projectName: '概况项目', detail: { totalInvestment: 13000, floorsBelow: 2 } });
    const bad = await save({ floorsAbove: -1 });
    expect(bad.json()).toEqual({ code: 500, msg: '参数 floorsAbove 长度或数值不足' });
    expect(codeOf(await call('POST', '/business/project/saveProjectDetail', { projectId: 999999 }))).toBe(404);
  });
});
