import type { ProjectRow } from '@zj/contract';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysOperLog } from '../../core/http/oper-log.tables.ts';
import { parseZoned } from '../../core/http/time.ts';
import { bizProjectNews } from '../../core/project/projects.tables.ts';
import { codeOf, plainUsers } from '../../test/helpers.ts';
import { createTestApp, login } from '../../test/test-app.ts';
import { lastMonths } from './project-news.service.ts';
import { addMember, caller, createProject, projectBody } from './project-test-kit.ts';
import { bizProjectBand } from './projects.tables.ts';

const ZONE = 'Asia/Shanghai';
const ctx = await createTestApp();
const admin = caller(ctx, await login(ctx.app));
let park: ProjectRow;
let office: ProjectRow;
let carolId: number;

beforeAll(async () => {
  park = await createProject(
    admin,
    projectBody('示范园区', { ownerUnit: '上海建设集团', contractorUnit: '中建八局', designUnit: null }),
  );
  office = await createProject(admin, projectBody('办公楼', { parentId: park.projectId, longitude: null }));
  const [carol] = await plainUsers(ctx, [{ userName: 'carol', deptId: 103 }]);
  carolId = carol?.userId ?? 0;
  await addMember(ctx, park.projectId, carolId, { userType: '2' });
});
afterAll(() => ctx.close());

describe('one project', () => {
  it('getProjectInfo: figures, members by type, star and bands', async () => {
    await ctx.database.db.insert(bizProjectBand).values({ projectId: park.projectId, bandName: '主体结构模型' });
    await admin('POST', `/business/project/changeStar?projectId=${park.projectId}&star=1`);
    const info = (await admin('GET', `/business/project/getProjectInfo/${park.projectId}`)).json().data;
    expect(info).toMatchObject({
      project: { projectId: park.projectId, projectName: '示范园区' },
      parentName: null,
      memberCount: 2,
      childCount: 1,
      roleCount: 4,
      newsCount: 1,
      membersByType: [
        { userType: '0', count: 1 },
        { userType: '2', count: 1 },
      ],
      star: true,
    });
    expect(info.bandIds).toHaveLength(1);
    const child = (await admin('GET', `/business/project/getProjectInfo/${office.projectId}`)).json().data;
    expect(child).toMatchObject({ parentName: '示范园区', star: false, bandIds: [] });
  });

  it('getProjectOrganization: members under the unit of their type, admins listed', async () => {
    const org = (await admin('GET', `/business/project/getProjectOrganization/${park.projectId}`)).json().data;
    expect(org).toEqual({
      projectId: park.projectId,
      projectName: '示范园区',
      admins: [{ userId: 1, nickName: '管理员' }],
      units: [
        {
          userType: '0',
          unitName: '中建八局',
          members: [
            { userId: 1, userName: 'admin', nickName: '管理员', roleName: '项目成员', isAdmin: '1', phonenumber: '' },
          ],
        },
        { userType: '1', unitName: '上海建设集团', members: [] },
        {
          userType: '2',
          unitName: null,
          members: [
            {
              userId: carolId,
              userName: 'carol',
              nickName: 'carol',
              roleName: '项目成员',
              isAdmin: '0',
              phonenumber: '',
            },
          ],
        },
      ],
    });
  });

  it('bands and parent of a project', async () => {
    const bands = (await admin('GET', `/business/project/bands/${park.projectId}`)).json().data;
    expect(bands).toEqual([{ bandId: expect.any(Number), projectId: park.projectId, bandName: '主体结构模型' }]);
    expect((await admin('GET', `/business/project/bands/${office.projectId}`)).json().data).toEqual([]);
    expect((await admin('GET', `/business/project/parent/${park.projectId}`)).json()).toMatchObject({ data: null });
    expect((await admin('GET', `/business/project/parent/${office.projectId}`)).json().data).toEqual({
      projectId: park.projectId,
      parentId: 0,
      projectName: '示范园区',
      extend1: '示范园区',
    });
  });
});

describe('lookups', () => {
  it('child list, map, base list and tree filter', async () => {
    const children = (await admin('GET', `/business/project/projectList?parentId=${park.projectId}`)).json();
    expect(children).toMatchObject({ total: 1, rows: [{ projectId: office.projectId, extend1: '办公楼' }] });
    const map = (await admin('GET', '/business/project/mapList')).json().data;
    expect(map.map((r: ProjectRow) => [r.projectId, r.longitude !== null])).toEqual([
      [park.projectId, true],
      [office.projectId, false],
    ]);
    const tree = (await admin('GET', `/business/project/treelist?projectName=${encodeURIComponent('办公')}`)).json();
    expect(tree.data).toEqual([
      { projectId: office.projectId, parentId: park.projectId, projectName: '办公楼', extend1: '办公楼' },
    ]);
    await admin('PUT', '/business/project/place', { projectId: office.projectId, isPlace: '1' });
    expect((await admin('GET', '/business/project/getBaseProjectList')).json().data).toHaveLength(2);
    expect((await admin('GET', '/business/project/treelist')).json().data).toEqual([
      { projectId: park.projectId, parentId: 0, projectName: '示范园区', extend1: '示范园区' },
    ]);
    await admin('PUT', '/business/project/place', { projectId: office.projectId, isPlace: '0' });
  });
});

describe('project news', () => {
  const at = (label: string) => parseZoned(`${label}-15 12:00:00`, ZONE);

  it('pages the news newest first, of one project or of all', async () => {
    const [m2, , m0] = lastMonths(new Date(), 3, ZONE);
    await ctx.database.db.insert(bizProjectNews).values([
      { projectId: park.projectId, newsType: 'join', title: '成员加入：carol', createTime: at(m2 ?? '') },
      { projectId: park.projectId, newsType: 'role', title: '角色调整', createTime: at(m0 ?? '') },
    ]);
    const one = (
      await admin('POST', '/business/project/getProjectNews', { projectId: park.projectId, pageNum: 1, pageSize: 2 })
    ).json();
    expect(one.total).toBe(3);
    expect(one.rows).toHaveLength(2);
    const times = one.rows.map((r: { createTime: string }) => r.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    const all = (await admin('POST', '/business/project/getProjectNews', { pageNum: 1, pageSize: 50 })).json();
    const projects = new Set(all.rows.map((r: { projectId: number }) => r.projectId));
    expect(projects).toEqual(new Set([park.projectId, office.projectId]));
    expect(all.rows.at(-1)).toMatchObject({ newsType: 'join', projectName: '示范园区' });
  });

  it('reading the news leaves no trace in the operation log (it records changes)', async () => {
    await admin('POST', '/business/project/getProjectNews', { pageNum: 1, pageSize: 5 });
    await admin('POST', '/business/project/getProjectNewsByMonth', { projectId: park.projectId });
    await ctx.app.operLogFlush();
    const logged = await ctx.database.db
      .select({ operUrl: sysOperLog.operUrl })
      .from(sysOperLog)
      .where(like(sysOperLog.operUrl, '%getProjectNews%'));
    expect(logged).toEqual([]);
  });

  it('counts news per month, months without news included, oldest first', async () => {
    const labels = lastMonths(new Date(), 3, ZONE);
    const res = (
      await admin('POST', '/business/project/getProjectNewsByMonth', { projectId: park.projectId, months: 3 })
    ).json();
    // The park: 'join' two months back; 'create' and 'role' this month.
    expect(res.data).toEqual([
      { month: labels[0], count: 1 },
      { month: labels[1], count: 0 },
      { month: labels[2], count: 2 },
    ]);
    const bad = await admin('POST', '/business/project/getProjectNewsByMonth', { months: 0 });
    expect(codeOf(bad)).toBe(500);
    const allProjects = (await admin('POST', '/business/project/getProjectNewsByMonth', {})).json().data;
    expect(allProjects).toHaveLength(12);
    // The office adds 'create', 'place' and 'restore' this month.
    expect(allProjects.at(-1)).toEqual({ month: labels[2], count: 5 });
  });

  it('month labels follow the display zone', () => {
    expect(lastMonths(new Date('2025-01-10T00:00:00Z'), 3, ZONE)).toEqual(['2024-11', '2024-12', '2025-01']);
    expect(lastMonths(new Date('2025-01-31T17:00:00Z'), 2, ZONE)).toEqual(['2025-01', '2025-02']);
    expect(lastMonths(new Date('2025-01-31T17:00:00Z'), 1, 'UTC')).toEqual(['2025-01']);
  });
});

describe('joined projects', () => {
  it("lists the caller's memberships with role, type and star", async () => {
    const joined = (await admin('GET', '/business/project/userJoinProject')).json().data;
    expect(joined).toEqual([
      expect.objectContaining({ projectId: park.projectId, isAdmin: '1', roleName: '项目成员', star: true }),
      expect.objectContaining({ projectId: office.projectId, isAdmin: '1', star: false, userType: '0' }),
    ]);
    expect(joined[0].joinTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
});
