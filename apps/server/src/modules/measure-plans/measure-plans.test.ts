import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { counts, data, PDF, upload } from '../quality/quality-test-kit.ts';
import { bizMeasurePlan } from './measure-plans.tables.ts';
import { BASE, inEnglish, MEASURE_TABLES, measuresWorld, ok } from './measure-plans-test-kit.ts';

const world = await measuresWorld('mp');
const { ctx, keeper, owner, viewer, outsider, stranger, projectA, projectB } = world;
afterAll(() => world.app.close());
const db = ctx.database.db;

const body = (over: Record<string, unknown> = {}) => ({
  projectId: projectA,
  title: '深基坑专项施工方案',
  category: '1',
  content: '基坑深 8.5 m：钢板桩支护，分层开挖，每层不超过 2 m；专家论证后实施。',
  ownerId: owner.userId,
  deadline: '2031-05-20',
  attachments: '',
  remark: '',
  ...over,
});
const stored = async (measureId: number) =>
  (await db.select().from(bizMeasurePlan).where(eq(bizMeasurePlan.measureId, measureId)))[0];

describe('措施计划', () => {
  let measureId: number;

  it('adds a measure with an attachment, reads it back and lists it', async () => {
    const file = await upload(ctx, keeper, '方案.pdf', PDF);
    expect(file.code, file.msg).toBe(200);
    measureId = (await ok(keeper.call('POST', BASE, body({ attachments: file.data.url })))).data;
    expect(await stored(measureId)).toMatchObject({
      projectId: projectA,
      title: '深基坑专项施工方案',
      category: '1',
      ownerId: owner.userId,
      deadline: '2031-05-20',
      status: '0',
      attachments: file.data.url,
      orderId: null,
      createBy: 'mpkeeper',
    });
    const read = (await ok(viewer.call('GET', `${BASE}/${measureId}`))).data;
    expect(read).toMatchObject({
      measureId,
      projectName: 'mp-甲项目',
      ownerName: 'mpowner',
      status: '0',
      overdue: false,
      rejectReason: null,
      attachments: file.data.url,
      completionNote: '',
    });
    const list = await ok(viewer.call('GET', `${BASE}/list?projectId=${projectA}`));
    expect(list.total).toBe(1);
    expect(list.rows[0]).toMatchObject({
      measureId,
      title: '深基坑专项施工方案',
      ownerName: 'mpowner',
      overdue: false,
    });
  });

  it('changes a draft; the owner must be a member, the category one of the dictionary', async () => {
    await ok(
      keeper.call('PUT', BASE, {
        ...body({ title: '深基坑支护专项方案', category: '0' }),
        measureId,
        projectId: undefined,
      }),
    );
    expect(await stored(measureId)).toMatchObject({ title: '深基坑支护专项方案', category: '0', updateBy: 'mpkeeper' });
    const before = await counts(ctx, MEASURE_TABLES);
    const row = await stored(measureId);
    expect(await data(keeper.call('POST', BASE, body({ ownerId: outsider.userId })))).toEqual({
      code: 500,
      msg: `负责人 ${outsider.userId} 不是本项目成员`,
    });
    expect((await inEnglish(ctx, keeper)('POST', BASE, body({ ownerId: outsider.userId }))).json().msg).toBe(
      `The owner ${outsider.userId} is not a member of this project`,
    );
    expect(await data(keeper.call('PUT', BASE, { ...body({ category: '9' }), measureId }))).toEqual({
      code: 500,
      msg: '措施类别 9 不存在（见字典 措施类别）',
    });
    expect((await inEnglish(ctx, keeper)('POST', BASE, body({ category: '9' }))).json().msg).toBe(
      'There is no measure category 9 (see the dictionary 措施类别)',
    );
    expect(await data(keeper.call('POST', BASE, body({ title: '  ' })))).toEqual({
      code: 500,
      msg: '参数 title 不能为空',
    });
    expect((await inEnglish(ctx, keeper)('POST', BASE, body({ deadline: '2031-02-30' }))).json().msg).toBe(
      'Parameter deadline is not valid',
    );
    expect((await data(keeper.call('POST', BASE, body({ attachments: 'http://evil.example/x.pdf' })))).code).toBe(500);
    // A URL of this system's shape that no upload made.
    const unknown = '/prod-api/file/2031/01/01/0123456789abcdef0123456789abcdef.pdf';
    expect((await data(keeper.call('POST', BASE, body({ attachments: unknown })))).code).toBe(500);
    expect(await counts(ctx, MEASURE_TABLES)).toEqual(before);
    expect(await stored(measureId)).toEqual(row);
  });

  it('keeps other projects and readers out', async () => {
    const before = await counts(ctx, MEASURE_TABLES);
    const row = await stored(measureId);
    for (const user of [outsider, stranger]) {
      expect((await data(user.call('GET', `${BASE}/list?projectId=${projectA}`))).code).toBe(403);
      expect((await data(user.call('GET', `${BASE}/${measureId}`))).code).toBe(403);
      expect((await data(user.call('POST', BASE, body()))).code).toBe(403);
      expect((await data(user.call('PUT', BASE, { ...body(), measureId }))).code).toBe(403);
      expect((await data(user.call('DELETE', `${BASE}/${measureId}`))).code).toBe(403);
      expect((await data(user.call('POST', `${BASE}/apply`, { measureId }))).code).toBe(403);
    }
    // A measure of project B may not name A's people, nor move to project A by its id.
    const own = (await ok(outsider.call('POST', BASE, body({ projectId: projectB, ownerId: outsider.userId })))).data;
    expect((await data(outsider.call('DELETE', `${BASE}/${own},${measureId}`))).code).toBe(403);
    expect(await stored(own)).toBeDefined();
    // The reader of A reads but does not write.
    await ok(viewer.call('GET', `${BASE}/${measureId}`));
    expect((await data(viewer.call('PUT', BASE, { ...body(), measureId }))).code).toBe(403);
    expect((await data(viewer.call('DELETE', `${BASE}/${measureId}`))).code).toBe(403);
    expect(await stored(measureId)).toEqual(row);
    await ok(outsider.call('DELETE', `${BASE}/${own}`));
    expect(await counts(ctx, MEASURE_TABLES)).toEqual(before);
  });

  it('filters by category, status, owner, deadline range, keyword and overdue', async () => {
    const late = (
      await ok(
        keeper.call(
          'POST',
          BASE,
          body({ title: '冬期施工措施', category: '1', deadline: '2020-12-01', ownerId: keeper.userId }),
        ),
      )
    ).data;
    const env = (
      await ok(
        keeper.call(
          'POST',
          BASE,
          body({ title: '扬尘治理', category: '3', deadline: '2031-01-10', content: '围挡喷淋' }),
        ),
      )
    ).data;
    const ids = async (query: string) =>
      (
        (await ok(viewer.call('GET', `${BASE}/list?projectId=${projectA}&${query}`))).rows as { measureId: number }[]
      ).map((r) => r.measureId);
    // Earliest deadline first.
    expect(await ids('')).toEqual([late, env, measureId]);
    expect(await ids('category=3')).toEqual([env]);
    expect(await ids(`ownerId=${keeper.userId}`)).toEqual([late]);
    expect(await ids('beginDeadline=2031-01-01&endDeadline=2031-05-20')).toEqual([env, measureId]);
    expect(await ids(`keyword=${encodeURIComponent('喷淋')}`)).toEqual([env]);
    expect(await ids('status=0&pageSize=2')).toEqual([late, env]);
    expect(await ids('overdue=1')).toEqual([late]);
    expect(await ids('overdue=0')).toEqual([env, measureId]);
    const row = (await ok(viewer.call('GET', `${BASE}/list?projectId=${projectA}&overdue=1`))).rows[0];
    expect(row).toMatchObject({ overdue: true, deadline: '2020-12-01' });
    expect(
      await data(
        viewer.call('GET', `${BASE}/list?projectId=${projectA}&beginDeadline=2031-02-01&endDeadline=2031-01-01`),
      ),
    ).toEqual({
      code: 500,
      msg: '截止日期的开始不能晚于结束',
    });
    expect((await data(viewer.call('GET', `${BASE}/list?projectId=${projectA}&status=7`))).code).toBe(500);
    await ok(keeper.call('DELETE', `${BASE}/${late},${env}`));
    expect(await ids('')).toEqual([measureId]);
  });
});
