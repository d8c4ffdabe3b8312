import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { bizProjectRole } from '../../core/project/project-roles.tables.ts';
import { bizProject, bizProjectUser } from '../../core/project/projects.tables.ts';
import { createTestApp, login } from '../../test/test-app.ts';
import { seedDemoProjects } from './demo-projects.ts';
import { caller } from './project-test-kit.ts';

const ctx = await createTestApp();
afterAll(() => ctx.close());

describe('demo projects', () => {
  it('seed an empty database once: a tree administered by the admin, roles and news', async () => {
    const { db } = ctx.database;
    expect(await db.select().from(bizProject)).toEqual([]);
    expect(await seedDemoProjects(db)).toBe(true);
    expect(await seedDemoProjects(db)).toBe(false);
    const projects = await db.select().from(bizProject);
    expect(projects).toHaveLength(4);
    const park = projects.find((p) => p.projectName === '智建示范园区');
    const children = projects.filter((p) => p.parentId === park?.projectId).map((p) => p.projectName);
    expect(children.sort()).toEqual(['1号办公楼', '地下车库'].sort());
    for (const p of projects) {
      expect(p.longitude).toBeGreaterThan(121);
      const members = await db.select().from(bizProjectUser).where(eq(bizProjectUser.projectId, p.projectId));
      expect(members).toMatchObject([{ userId: 1, isAdmin: '1' }]);
      const roles = await db.select().from(bizProjectRole).where(eq(bizProjectRole.projectId, p.projectId));
      expect(roles.map((r) => r.roleKey)).toEqual(['member', 'inspector', 'rectifier', 'approver']);
    }

    const admin = caller(ctx, await login(ctx.app));
    const tree = (await admin('GET', '/business/project/treelist')).json().data;
    expect(tree.map((n: { projectName: string }) => n.projectName)).toEqual(['智建示范园区', '临港物流中心']);
    const info = (await admin('GET', `/business/project/getProjectInfo/${park?.projectId}`)).json().data;
    expect(info).toMatchObject({ childCount: 2, memberCount: 1, newsCount: 4 });
    const months = (await admin('POST', '/business/project/getProjectNewsByMonth', { months: 12 })).json().data;
    expect(months.reduce((sum: number, m: { count: number }) => sum + m.count, 0)).toBe(8);
  });
});
