import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { counts, data, upload } from '../quality/quality-test-kit.ts';
import { ok, PLAN_TABLES, plansWorld } from './plans-test-kit.ts';

const world = await plansWorld('px');
const { ctx, keeper, viewer, outsider, projectA } = world;
afterAll(() => world.app.close());

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'schedule', 'fixtures', name));
const uploaded = async (name: string, bytes: Buffer) => {
  const res = await upload(ctx, keeper, name, bytes, 'mspdi');
  expect(res.code, res.msg).toBe(200);
  return res.data.url;
};
const importFile = async (url: string, extra: object = {}) =>
  (await ok(keeper.call('POST', '/business/plan/import', { projectId: projectA, url, planGroup: '0', ...extra }))).data;

type Task = {
  taskId: number;
  parentId: number | null;
  taskName: string;
  outlineLevel: number;
  duration: number;
  milestone: boolean;
  summary: boolean;
  startNoEarlierThan: string | null;
  percentComplete: number;
  start: string;
  finish: string;
  uid: number;
};
type Link = { fromTaskId: number; toTaskId: number; type: string; lag: number };
/** What a round trip must keep: tasks by name with their fields, links by task names, the calendar. */
function essence(plan: { tasks: Task[]; links: Link[]; calendar: unknown; startDate: string }) {
  const names = new Map(plan.tasks.map((t) => [t.taskId, t.taskName]));
  return {
    startDate: plan.startDate,
    calendar: plan.calendar,
    tasks: plan.tasks.map(({ taskId: _id, parentId, ...rest }) => ({
      ...rest,
      parent: parentId === null ? null : names.get(parentId),
    })),
    links: plan.links.map((l) => [names.get(l.fromTaskId), names.get(l.toTaskId), l.type, l.lag]),
  };
}

describe('MS Project XML', () => {
  it('imports a Project 2003 file on one line: what it read and what it left out', async () => {
    const result = await importFile(await uploaded('office.xml', fixture('project2003-one-line.xml')));
    expect(result.read).toEqual({
      tasks: 7,
      summaries: 2,
      milestones: 1,
      links: 4,
      resources: 2,
      assignments: 2,
      holidays: 7,
      workdays: 0,
    });
    expect(result.leftOut).toEqual(
      expect.arrayContaining(['2 处成本未导入：场地平整、管理人员', '2 个资源及其分配未保存（计划不保存资源）']),
    );
    const plan = (await ok(viewer.call('GET', `/business/plan/${result.planId}`))).data;
    expect(plan).toMatchObject({ planName: '办公楼工程', startDate: '2026-09-21', taskCount: 7 });
    expect(plan.links).toHaveLength(4);
    const records = await ok(viewer.call('GET', `/business/planRecord/list/${result.planId}`));
    expect(records.rows[0]).toMatchObject({ recordType: '4' });
  });

  it('imports a Project 2007 file with calendars and a material resource, told in English', async () => {
    const url = await uploaded('material.xml', fixture('project2007-material-calendars.xml'));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/prod-api/business/plan/import',
      headers: { ...keeper.headers, 'accept-language': 'en' },
      payload: { projectId: projectA, url, planGroup: '1', planName: '材料计划' },
    });
    const result = res.json().data;
    expect(result.read).toMatchObject({ tasks: 5, links: 4, holidays: 10, workdays: 2 });
    expect(result.leftOut).toEqual(
      expect.arrayContaining([
        '1 other calendars (resource calendars …) were left out',
        '3 resources and their assignments were not kept (a plan keeps no resources)',
      ]),
    );
    const plan = (await ok(viewer.call('GET', `/business/plan/${result.planId}`))).data;
    expect(plan).toMatchObject({ planName: '材料计划', planGroup: '1' });
    expect(plan.calendar.workdays).toHaveLength(2);
  });

  it('imports a pretty-printed Project 2010 file; export → import gives back the same plan', async () => {
    const first = await importFile(await uploaded('links.xml', fixture('project2010-recurring-links.xml')));
    expect(first.read).toMatchObject({ tasks: 10, summaries: 1, links: 6 });
    expect(first.leftOut).toContain('1 个周期性任务按其各次任务导入（不保留周期规则）：周例会');
    const original = (await ok(viewer.call('GET', `/business/plan/${first.planId}`))).data;
    expect(original.links.map((l: Link) => [l.type, l.lag])).toEqual([
      ['FS', 1],
      ['SS', -1],
      ['FF', 1],
      ['SF', -1],
      ['FS', 0],
      ['FS', 1],
    ]);

    const exported = await ctx.app.inject({
      method: 'GET',
      url: `/prod-api/business/plan/export/${first.planId}`,
      headers: keeper.headers,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toMatch(/^application\/xml/);
    expect(String(exported.headers['content-disposition'])).toMatch(
      /^attachment; filename="plan.xml"; filename\*=UTF-8''/,
    );
    expect(exported.body.startsWith('<?xml')).toBe(true);

    const second = await importFile(await uploaded('again.xml', Buffer.from(exported.body, 'utf8')));
    expect(second.leftOut).toEqual([]);
    const back = (await ok(viewer.call('GET', `/business/plan/${second.planId}`))).data;
    expect(essence(back)).toEqual(essence(original));
    for (const name of ['project2003-one-line.xml', 'project2007-material-calendars.xml']) {
      const one = await importFile(await uploaded(name, fixture(name)));
      const a = (await ok(viewer.call('GET', `/business/plan/${one.planId}`))).data;
      const xml = (
        await ctx.app.inject({
          method: 'GET',
          url: `/prod-api/business/plan/export/${one.planId}`,
          headers: keeper.headers,
        })
      ).body;
      const two = await importFile(await uploaded('again.xml', Buffer.from(xml, 'utf8')));
      const b = (await ok(viewer.call('GET', `/business/plan/${two.planId}`))).data;
      expect(essence(b), name).toEqual(essence(a));
    }
  }, 60_000);

  it('refuses what is not MS Project XML, at the upload or at the import, and writes nothing', async () => {
    const before = await counts(ctx, PLAN_TABLES);
    const html = await upload(ctx, keeper, 'page.xml', Buffer.from('<html><script>alert(1)</script></html>'), 'mspdi');
    expect(html).toMatchObject({ code: 500, msg: expect.stringMatching(/xml/) });
    const other = await uploaded('other.xml', Buffer.from('<?xml version="1.0"?><Workbook/>'));
    expect(
      await data(keeper.call('POST', '/business/plan/import', { projectId: projectA, url: other, planGroup: '0' })),
    ).toEqual({
      code: 500,
      msg: '文件不是 MS Project XML（没有 <Project> 元素）',
    });
    expect(
      (
        await data(
          keeper.call('POST', '/business/plan/import', {
            projectId: projectA,
            url: '/file/nothing.xml',
            planGroup: '0',
          }),
        )
      ).code,
    ).toBe(500);
    expect(await counts(ctx, PLAN_TABLES)).toEqual(before);
  });

  it('another project’s admin can neither import into nor export from this project', async () => {
    const url = await uploaded('office.xml', fixture('project2003-one-line.xml'));
    expect(
      (await data(outsider.call('POST', '/business/plan/import', { projectId: projectA, url, planGroup: '0' }))).code,
    ).toBe(403);
    const list = await ok(viewer.call('GET', `/business/plan/list?projectId=${projectA}`));
    const planId = list.rows[0].planId;
    expect((await data(outsider.call('GET', `/business/plan/export/${planId}`))).code).toBe(403);
  });
});
