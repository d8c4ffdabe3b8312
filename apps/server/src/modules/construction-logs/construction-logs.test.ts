import { CONSTRUCTION_LOG_PERMS, formatTime } from '@zj/contract';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysMenu } from '../../core/identity/menus.tables.ts';
import { bizPlan, bizPlanTask } from '../plans/plans.tables.ts';
import { bizProblem } from '../problems/problems.tables.ts';
import {
  counts,
  data,
  PDF,
  PNG,
  projectOf,
  qualityApp,
  type User,
  upload,
  userWith,
} from '../quality/quality-test-kit.ts';

const app = await qualityApp();
const { ctx } = app;
afterAll(() => app.close());

const ALL = Object.values(CONSTRUCTION_LOG_PERMS);
const BASE = '/business/schedule/log';
const TABLES = ['biz_construction_log'];
const today = formatTime(new Date()).slice(0, 10);
const month = today.slice(0, 7);

let engineer: User; // admin of project A, writes and signs
let colleague: User; // member of A with every log permission
let reader: User; // member of A who may only read
let outsider: User; // admin of project B
let projectA: number;
let projectB: number;
let problemA: number;
let problemB: number;

const ok = async (res: Promise<{ json: () => unknown }>) => {
  const body = await data(res);
  expect(body.code, body.msg).toBe(200);
  return body;
};

/** A day of this month before today (or today on the 1st), so the test runs on any date. */
const earlier = (back: number) => {
  const day = Math.max(1, Number(today.slice(8)) - back);
  return `${month}-${String(day).padStart(2, '0')}`;
};

const body = (over: Record<string, unknown> = {}) => ({
  projectId: projectA,
  logDate: today,
  weather: '晴',
  temperatureLow: 3,
  temperatureHigh: 12,
  wind: '东北风3级',
  manpower: [
    { trade: '木工', count: 12 },
    { trade: '钢筋工', count: 8 },
  ],
  machinery: [{ name: '塔吊', model: 'QTZ80', count: 1, hours: 8 }],
  work: [{ description: '3F 楼板钢筋绑扎', location: '1#楼 3F', planTaskId: null, percent: 60 }],
  materials: [{ material: '钢筋', spec: 'HRB400 Φ12', quantity: 25.5, unit: 't', supplier: '沙钢' }],
  inspections: [{ item: '3F 楼板钢筋隐蔽验收', inspector: '监理 王工', result: '合格' }],
  problemIds: [],
  photos: '',
  remark: '',
  ...over,
});

beforeAll(async () => {
  engineer = await userWith(ctx, 'clengineer', ALL);
  colleague = await userWith(ctx, 'clcolleague', ALL);
  reader = await userWith(ctx, 'clreader', ALL);
  outsider = await userWith(ctx, 'cloutsider', ALL);
  projectA = await projectOf(ctx, '滨江花园', {
    admins: [engineer],
    members: [colleague],
    memberPerms: ALL,
  });
  // The reader's role in A grants only the page's permission.
  await projectOf(ctx, '占位', { members: [reader], memberPerms: [CONSTRUCTION_LOG_PERMS.list] });
  projectB = await projectOf(ctx, '城南学校', { admins: [outsider] });
  const [a] = await ctx.database.db
    .insert(bizProblem)
    .values({ projectId: projectA, name: '墙体开裂', level: '一般', creatorId: engineer.userId })
    .returning();
  const [b] = await ctx.database.db
    .insert(bizProblem)
    .values({ projectId: projectB, name: '外架松动', level: '一般', creatorId: outsider.userId })
    .returning();
  problemA = a?.problemId ?? 0;
  problemB = b?.problemId ?? 0;
});

describe('施工日志', () => {
  let logId: number;

  it('writes a day, reads it back with its sections, and lists it', async () => {
    const photo = await upload(ctx, engineer, 'site.png', PNG, 'image');
    expect(photo.code, photo.msg).toBe(200);
    logId = (await ok(engineer.call('POST', BASE, body({ problemIds: [problemA], photos: photo.data.url })))).data;
    const read = (await ok(engineer.call('GET', `${BASE}/${logId}`))).data;
    expect(read).toMatchObject({
      logId,
      projectId: projectA,
      projectName: '滨江花园',
      logDate: today,
      weather: '晴',
      temperatureLow: 3,
      temperatureHigh: 12,
      wind: '东北风3级',
      headcount: 20,
      summary: '3F 楼板钢筋绑扎',
      authorId: engineer.userId,
      signedBy: null,
      signedTime: null,
      manpower: body().manpower,
      machinery: body().machinery,
      work: [{ ...body().work[0], planTaskName: null, quantity: null }],
      materials: body().materials,
      inspections: body().inspections,
      problems: [{ problemId: problemA, name: '墙体开裂' }],
      photos: photo.data.url,
    });
    const list = await ok(engineer.call('GET', `${BASE}/list?projectId=${projectA}&month=${month}`));
    expect(list.total).toBe(1);
    expect(list.rows[0]).toMatchObject({ logId, logDate: today, headcount: 20, summary: '3F 楼板钢筋绑扎' });
    expect(list.rows[0]).not.toHaveProperty('manpower');
  });

  it('refuses a second log of the same day, and a day after today', async () => {
    const before = await counts(ctx, TABLES);
    expect(await data(colleague.call('POST', BASE, body()))).toEqual({
      code: 500,
      msg: `${today} 已有施工日志，每个项目每天只能填写一份，请打开当天的日志修改`,
    });
    const tomorrow = formatTime(new Date(Date.now() + 36 * 3600_000)).slice(0, 10);
    const future = await data(engineer.call('POST', BASE, body({ logDate: tomorrow })));
    expect(future.msg).toBe(`不能填写今天以后的施工日志（${tomorrow}）`);
    expect(await counts(ctx, TABLES)).toEqual(before);
  });

  it('edits an unsigned log (another member may), keeping its day and author', async () => {
    await ok(
      colleague.call('PUT', BASE, {
        ...body({ weather: '多云转小雨', manpower: [{ trade: '木工', count: 15 }], problemIds: [] }),
        logId,
      }),
    );
    const read = (await ok(engineer.call('GET', `${BASE}/${logId}`))).data;
    expect(read).toMatchObject({ weather: '多云转小雨', headcount: 15, logDate: today, authorId: engineer.userId });
    expect(read.problems).toEqual([]);
  });

  it('answers the calendar of a month', async () => {
    const other = (
      await ok(engineer.call('POST', BASE, body({ logDate: earlier(1) === today ? '2020-01-01' : earlier(1) })))
    ).data;
    const days = (await ok(engineer.call('GET', `${BASE}/calendar?projectId=${projectA}&month=${month}`))).data;
    const expected = [{ logId, logDate: today, signed: false, createBy: expect.any(String) }];
    if (earlier(1) !== today)
      expected.unshift({ logId: other, logDate: earlier(1), signed: false, createBy: expect.any(String) });
    expect(days).toEqual(expected);
    expect((await ok(engineer.call('GET', `${BASE}/calendar?projectId=${projectA}&month=2019-05`))).data).toEqual([]);
    await ok(engineer.call('DELETE', `${BASE}/${other}`));
    expect((await ok(engineer.call('GET', `${BASE}/list?projectId=${projectA}`))).total).toBe(1);
  });

  it('lets only the author sign; a signed log is read-only', async () => {
    const notAuthor = await data(colleague.call('PUT', `${BASE}/sign/${logId}`));
    expect(notAuthor.code).toBe(500);
    expect(notAuthor.msg).toMatch(/^只有记录人 .+ 可以签字$/);
    await ok(engineer.call('PUT', `${BASE}/sign/${logId}`));
    const read = (await ok(engineer.call('GET', `${BASE}/${logId}`))).data;
    expect(read.signedBy).toBeTruthy();
    expect(read.signedTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const signed = { code: 500, msg: '施工日志已签字，不能修改或删除' };
    expect(await data(engineer.call('PUT', BASE, { ...body({ weather: '雨' }), logId }))).toEqual(signed);
    expect(await data(engineer.call('DELETE', `${BASE}/${logId}`))).toEqual(signed);
    expect(await data(engineer.call('PUT', `${BASE}/sign/${logId}`))).toEqual({ code: 500, msg: '施工日志已签字' });
    const en = await ctx.app.inject({
      method: 'DELETE',
      url: `/prod-api${BASE}/${logId}`,
      headers: { ...engineer.headers, 'accept-language': 'en' },
    });
    expect(en.json().msg).toBe('The construction daily is signed: it can no longer be changed or deleted');
    expect(((await ok(engineer.call('GET', `${BASE}/${logId}`))).data as { weather: string }).weather).toBe(
      '多云转小雨',
    );
    const days = (await ok(engineer.call('GET', `${BASE}/calendar?projectId=${projectA}&month=${month}`))).data;
    expect(days).toEqual([expect.objectContaining({ logId, signed: true })]);
  });

  it('keeps other projects out', async () => {
    const before = await counts(ctx, TABLES);
    for (const res of [
      outsider.call('GET', `${BASE}/${logId}`),
      outsider.call('GET', `${BASE}/list?projectId=${projectA}`),
      outsider.call('GET', `${BASE}/calendar?projectId=${projectA}&month=${month}`),
      outsider.call('DELETE', `${BASE}/${logId}`),
      outsider.call('POST', BASE, body()),
      reader.call('GET', `${BASE}/list?projectId=${projectA}`),
    ])
      expect((await data(res)).code).toBe(403);
    // Another project's problem on a log of B is refused, in both languages.
    const wrong = body({ projectId: projectB, problemIds: [problemA] });
    expect(await data(outsider.call('POST', BASE, wrong))).toEqual({
      code: 500,
      msg: `问题 ${problemA} 不存在或不属于本项目`,
    });
    const en = await ctx.app.inject({
      method: 'POST',
      url: `/prod-api${BASE}`,
      headers: { ...outsider.headers, 'accept-language': 'en' },
      payload: body({ projectId: projectB, problemIds: [999_999] }),
    });
    expect(en.json().msg).toBe('Problem 999999 does not exist or belongs to another project');
    expect(await counts(ctx, TABLES)).toEqual(before);
    // A problem of another project the caller belongs to is refused all the same.
    const projectC = await projectOf(ctx, '河西商场', { admins: [engineer] });
    const [c] = await ctx.database.db
      .insert(bizProblem)
      .values({ projectId: projectC, name: '梁底蜂窝', level: '一般', creatorId: engineer.userId })
      .returning();
    expect(
      await data(engineer.call('POST', BASE, body({ logDate: '2020-03-03', problemIds: [c?.problemId] }))),
    ).toEqual({
      code: 500,
      msg: `问题 ${c?.problemId} 不存在或不属于本项目`,
    });
    expect(await counts(ctx, TABLES)).toEqual(before);
    // A work row's plan task must be a task of the log's project.
    const [plan] = await ctx.database.db
      .insert(bizPlan)
      .values({
        projectId: projectB,
        planName: '总进度计划',
        planGroup: '总计划',
        startDate: '2026-01-01',
        calendar: {} as never,
      })
      .returning();
    const [task] = await ctx.database.db
      .insert(bizPlanTask)
      .values({
        planId: plan?.planId ?? 0,
        projectId: projectB,
        uid: 1,
        sort: 1,
        outlineLevel: 1,
        wbs: '1.2',
        taskName: '主体结构',
        duration: 10,
        start: '2026-01-01',
        finish: '2026-01-14',
      })
      .returning();
    const taskId = task?.taskId ?? 0;
    const work = (id: number) => [{ description: '3F 楼板浇筑', planTaskId: id, percent: 40, quantity: 12.5 }];
    expect(await data(engineer.call('POST', BASE, body({ logDate: '2020-03-04', work: work(taskId) })))).toEqual({
      code: 500,
      msg: `计划任务 ${taskId} 不存在或不属于本项目`,
    });
    expect(await counts(ctx, TABLES)).toEqual(before);
    const withTask = await ok(
      outsider.call('POST', BASE, body({ projectId: projectB, logDate: '2020-03-04', work: work(taskId) })),
    );
    expect((await ok(outsider.call('GET', `${BASE}/${withTask.data}`))).data.work).toEqual([
      {
        description: '3F 楼板浇筑',
        location: '',
        planTaskId: taskId,
        planTaskName: '1.2 主体结构',
        percent: 40,
        quantity: 12.5,
      },
    ]);
    // The task picker offers B's leaf tasks to B, by WBS or name, and nothing of B to A.
    const picked = await ok(outsider.call('GET', `${BASE}/planTasks?projectId=${projectB}&keyword=主体`));
    expect(picked.total).toBe(1);
    expect(picked.rows[0]).toMatchObject({ taskId, planName: '总进度计划', wbs: '1.2', taskName: '主体结构' });
    expect((await ok(outsider.call('GET', `${BASE}/planTasks?projectId=${projectB}&keyword=9.9`))).total).toBe(0);
    expect((await ok(engineer.call('GET', `${BASE}/planTasks?projectId=${projectA}`))).total).toBe(0);
    expect((await data(engineer.call('GET', `${BASE}/planTasks?projectId=${projectB}`))).code).toBe(403);
    // With its own problem, B writes its own log of the same day (one a day is per project).
    await ok(outsider.call('POST', BASE, body({ projectId: projectB, problemIds: [problemB] })));
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const before = await counts(ctx, TABLES);
    const day = '2020-02-02';
    const refusals: Array<[Record<string, unknown>, RegExp]> = [
      [{ weather: '' }, /weather/],
      [{ weather: 'x'.repeat(51) }, /^参数 weather 超出长度或范围限制$/],
      [{ logDate: '2021-02-30' }, /logDate/],
      [{ temperatureLow: 'cold' }, /temperatureLow/],
      [{ temperatureLow: 20, temperatureHigh: 10 }, /^最低气温不能高于最高气温$/],
      [{ manpower: [{ trade: '木工', count: -1 }] }, /manpower/],
      [{ manpower: [{ trade: '', count: 1 }] }, /manpower/],
      [{ machinery: [{ name: '塔吊', count: 1, hours: 25 }] }, /machinery/],
      [{ work: [{ description: 'x'.repeat(501) }] }, /work/],
      [{ work: [{ description: '浇筑', percent: 120 }] }, /work/],
      [{ work: [{ description: '浇筑', quantity: -1 }] }, /work/],
      [{ work: [{ description: '浇筑', quantity: 'many' }] }, /work/],
      [{ materials: [{ material: '水泥', quantity: -3 }] }, /materials/],
      [{ manpower: Array.from({ length: 51 }, () => ({ trade: '木工', count: 1 })) }, /manpower/],
      [{ photos: 'http://elsewhere.example/a.png' }, /photos/],
      [{ remark: 'x'.repeat(501) }, /remark/],
    ];
    for (const [over, msg] of refusals) {
      const res = await data(engineer.call('POST', BASE, body({ logDate: day, ...over })));
      expect(res.code, JSON.stringify(over)).toBe(500);
      expect(res.msg, JSON.stringify(over)).toMatch(msg);
    }
    // A PDF named as a photo is not an image: its real type is checked.
    const pdf = await upload(ctx, engineer, 'scan.pdf', PDF);
    const notImage = await data(engineer.call('POST', BASE, body({ logDate: day, photos: pdf.data.url })));
    expect(notImage.code).toBe(500);
    const en = await ctx.app.inject({
      method: 'POST',
      url: `/prod-api${BASE}`,
      headers: { ...engineer.headers, 'accept-language': 'en' },
      payload: body({ logDate: day, manpower: [{ trade: '木工', count: -1 }] }),
    });
    expect(en.json().msg).toMatch(/^Parameter manpower/);
    const range = await data(
      engineer.call('GET', `${BASE}/list?projectId=${projectA}&beginDate=2026-05-02&endDate=2026-05-01`),
    );
    expect(range).toEqual({ code: 500, msg: '开始日期不能晚于结束日期' });
    expect((await data(engineer.call('GET', `${BASE}/calendar?projectId=${projectA}&month=2026-13`))).code).toBe(500);
    expect(await counts(ctx, TABLES)).toEqual(before);
    // An unknown log has no project: the guard answers before the service.
    expect((await data(engineer.call('GET', `${BASE}/999999`))).code).toBe(404);
  });

  it('seeds the page 218 (the place the plan gave it under 项目) with its buttons', async () => {
    const rows = await ctx.database.db
      .select({ id: sysMenu.menuId, parent: sysMenu.parentId, type: sysMenu.menuType, perms: sysMenu.perms })
      .from(sysMenu)
      .where(inArray(sysMenu.menuId, [218, 1430, 1431, 1432, 1433]))
      .orderBy(sysMenu.menuId);
    expect(rows).toEqual([
      { id: 218, parent: 2, type: 'C', perms: CONSTRUCTION_LOG_PERMS.list },
      { id: 1430, parent: 218, type: 'F', perms: CONSTRUCTION_LOG_PERMS.add },
      { id: 1431, parent: 218, type: 'F', perms: CONSTRUCTION_LOG_PERMS.edit },
      { id: 1432, parent: 218, type: 'F', perms: CONSTRUCTION_LOG_PERMS.remove },
      { id: 1433, parent: 218, type: 'F', perms: CONSTRUCTION_LOG_PERMS.sign },
    ]);
  });
});
