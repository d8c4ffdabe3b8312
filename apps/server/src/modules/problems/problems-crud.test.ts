import { problemRow, tableResult } from '@zj/contract';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sysMessage } from '../messages/messages.tables.ts';
import {
  bizProblem,
  bizProblemComment,
  bizProblemRead,
  bizProblemRectification,
  bizProblemUser,
} from './problems.tables.ts';
import { JPEG, PDF, PNG, problemsSuite, upload } from './problems-test-kit.ts';

const { ctx, db, w, inspector, collab, photo, problemOf, countOf, quality } = await problemsSuite('problems', {
  uploadMaxMb: { image: 12, file: 12 },
});
const photo2 = (await upload(ctx, w.inspector.headers, 'b.jpg', JPEG)).data?.url ?? '';

describe('model problems (/business/problem)', () => {
  it('creates, lists with filters, counts by band, edits, closes, exports and deletes', async () => {
    const bad = await inspector('POST', '/business/problem', { ...quality(), level: '特急' });
    expect(bad).toMatchObject({ code: 500, msg: '问题等级不正确：特急' });
    const stranger = await inspector('POST', '/business/problem', {
      ...quality(),
      implementerIds: [w.outsider.userId],
    });
    expect(stranger.msg).toBe(`用户 ${w.outsider.userId} 不是本项目成员`);
    const foreign = await inspector('POST', '/business/problem', {
      ...quality(),
      files: '/prod-api/file/2026/01/01/0123456789abcdef0123456789abcdef.png',
    });
    expect(foreign.msg).toMatch(/^文件'.*'不是已上传的文件，请重新上传$/);
    expect(await countOf(bizProblem)).toBe(0);

    const created = await inspector('POST', '/business/problem', {
      ...quality(),
      bandId: 7,
      bandName: '一层',
      componentId: 'guid-1',
    });
    expect(created.code).toBe(200);
    const id = created.data as number;
    await inspector('POST', '/business/problem', {
      ...quality(),
      name: '二层漏水',
      level: '一般',
      bandId: 8,
      bandName: '二层',
    });

    const list = await inspector('GET', `/business/problem/list?projectId=${w.a}&level=重要&pageSize=20`);
    expect(list.total).toBe(1);
    expect(list.rows?.[0]).toMatchObject({
      problemId: id,
      kind: '0',
      status: 1,
      type: '随机抽查',
      implementerUser: ['pb_collab'],
      implementerIds: [w.collaborator.userId],
      extend1: 'KZ-3',
      componentId: 'guid-1',
      bandId: 7,
      unread: false,
    });
    const byCollab = await inspector(
      'GET',
      `/business/problem/list?projectId=${w.a}&implementer=${w.collaborator.userId}`,
    );
    expect(byCollab.total).toBe(2);
    expect((await inspector('GET', `/business/problem/list?projectId=${w.a}&status=3`)).total).toBe(0);
    expect(
      (await inspector('GET', `/business/problem/list?projectId=${w.a}&beginTime=2000-01-01&endTime=2000-01-02`)).total,
    ).toBe(0);
    expect(
      (await inspector('GET', `/business/problem/list?projectId=${w.a}&beginTime=2000-01-01&endTime=2999-12-31`)).total,
    ).toBe(2);
    const untilTime = `/business/problem/list?projectId=${w.a}&endTime=${encodeURIComponent('2999-12-31 08:00:00')}`;
    expect((await inspector('GET', untilTime)).total).toBe(2);
    const byName = await inspector('GET', `/business/problem/list?projectId=${w.a}&name=${encodeURIComponent('漏水')}`);
    expect((byName.rows as Array<{ name: string }>).map((r) => r.name)).toEqual(['二层漏水']);
    expect(byName.total).toBe(1);

    const bands = await collab('GET', `/business/problem/getListView?projectId=${w.a}`);
    expect(bands.data).toEqual([
      { bandId: 7, bandName: '一层', total: 1, open: 1, unread: 1 },
      { bandId: 8, bandName: '二层', total: 1, open: 1, unread: 1 },
    ]);

    // The collaborator was told, sees both unread, opens one, then marks all read.
    const told = await db.select().from(sysMessage).where(eq(sysMessage.recipient, w.collaborator.userId));
    expect(told.map((m) => [m.relateTable, m.title])).toContainEqual([
      'model_problem',
      '您被指派处理问题「三层楼板裂缝」',
    ]);
    expect(((await collab('GET', '/business/problem/getNewProblem')).data as unknown[]).length).toBe(2);
    const unreadMarks = async () =>
      ((await collab('GET', `/business/problem/list?projectId=${w.a}`)).rows as Array<{ unread: boolean }>).map(
        (r) => r.unread,
      );
    expect(await unreadMarks()).toEqual([true, true]);
    const detail = await collab('GET', `/business/problem/${id}`);
    expect(detail.data).toMatchObject({ problemId: id, projectName: '一号楼', unread: false, shareToken: null });
    // Newest first: the other one is still unread.
    expect(await unreadMarks()).toEqual([true, false]);
    expect(((await collab('GET', `/business/problem/getNewProblem?projectId=${w.a}`)).data as unknown[]).length).toBe(
      1,
    );
    expect((await collab('GET', `/business/problem/readAllProblem?projectId=${w.a}`)).data).toBe(1);
    expect((await collab('GET', '/business/problem/getNewProblem')).data).toEqual([]);
    expect((await db.select({ n: count() }).from(bizProblemRead))[0]?.n).toBe(4);

    const edit = await inspector('PUT', '/business/problem', {
      ...quality(),
      problemId: id,
      name: '三层楼板裂缝（复核）',
      implementerIds: [w.collaborator.userId, w.member.userId],
    });
    expect(edit.code).toBe(200);
    expect((await problemOf(id))?.name).toBe('三层楼板裂缝（复核）');
    const people = await db.select().from(bizProblemUser).where(eq(bizProblemUser.problemId, id));
    expect(people.map((p) => p.userId).sort()).toEqual([w.collaborator.userId, w.member.userId].sort());

    expect((await inspector('PUT', `/business/problem/close/${id}`)).code).toBe(200);
    expect((await problemOf(id))?.closed).toBe('1');
    expect((await inspector('PUT', `/business/problem/close/${id}`)).msg).toBe('问题已关闭');

    const xlsx = await ctx.app.inject({
      method: 'POST',
      url: '/prod-api/business/problem/export',
      headers: w.inspector.headers,
      payload: { projectId: w.a },
    });
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');

    expect((await inspector('DELETE', `/business/problem/${id}`)).code).toBe(200);
    expect(await problemOf(id)).toBeUndefined();
    expect(await db.select().from(bizProblemUser).where(eq(bizProblemUser.problemId, id))).toEqual([]);
  });
});

describe('quality and safety problems (/business/quality)', () => {
  it('adds with the dictionaries, lists by kind, edits and deletes; a safety problem needs its hazard type', async () => {
    const q = await inspector('POST', '/business/quality/addQualityProblem', quality({ level: undefined }));
    expect(q.code).toBe(200);
    const row = await problemOf(q.data as number);
    expect(row).toMatchObject({ kind: '1', level: '一般', type: '随机抽查', hazardType: null, status: 1 });

    const before = await countOf(bizProblem);
    expect((await inspector('POST', '/business/quality/addQualityProblem', quality({ kind: '2' }))).msg).toBe(
      '请选择隐患类型',
    );
    expect(
      (await inspector('POST', '/business/quality/addQualityProblem', quality({ kind: '2', hazardType: '打雷' }))).msg,
    ).toBe('隐患类型不正确：打雷');
    expect((await inspector('POST', '/business/quality/addQualityProblem', quality({ type: '抽风' }))).msg).toBe(
      '问题类型不正确：抽风',
    );
    expect(await countOf(bizProblem)).toBe(before);
    const s = await inspector(
      'POST',
      '/business/quality/addQualityProblem',
      quality({ kind: '2', hazardType: '用电', name: '临时用电' }),
    );
    expect((await problemOf(s.data as number))?.hazardType).toBe('用电');

    const safety = await inspector('GET', `/business/quality/listQualityProblem?projectId=${w.a}&kind=2`);
    expect(safety.rows?.map((r) => (r as { name: string }).name)).toEqual(['临时用电']);
    expect((await inspector('GET', `/business/quality/listQualityProblem?projectId=${w.a}`)).total).toBe(1);
    expect((await inspector('GET', `/business/quality/getQualityProblem/${s.data}`)).data).toMatchObject({
      kind: '2',
      hazardType: '用电',
    });
    // A quality route does not serve model problems, nor the model routes quality ones.
    const model = (await inspector('POST', '/business/problem', quality())).data as number;
    expect((await inspector('GET', `/business/quality/getQualityProblem/${model}`)).msg).toBe('问题不存在');
    expect((await inspector('GET', `/business/problem/${s.data}`)).msg).toBe('问题不存在');

    expect(
      (
        await inspector('PUT', '/business/quality/editQualityProblem', {
          ...quality(),
          problemId: q.data,
          level: '次要',
        })
      ).code,
    ).toBe(200);
    expect((await problemOf(q.data as number))?.level).toBe('次要');
    expect((await inspector('DELETE', `/business/quality/delQualityProblem/${s.data}`)).code).toBe(200);
    expect(await problemOf(s.data as number)).toBeUndefined();
  });
});

describe('problem lists', () => {
  it('answer exactly the contract shape (the routes write their rows without re-validating)', async () => {
    await inspector('POST', '/business/quality/addQualityProblem', quality({ name: '形状检查' }));
    for (const path of [
      `/business/quality/listQualityProblem?projectId=${w.a}`,
      `/business/problem/list?projectId=${w.a}`,
    ]) {
      const body = await inspector('GET', path);
      expect(() => tableResult(problemRow).parse(body)).not.toThrow();
      expect(Object.keys(body).sort()).toEqual(['code', 'msg', 'rows', 'total']);
      expect(body.rows?.length).toBeGreaterThan(0);
      for (const row of body.rows ?? []) {
        expect(Object.keys(row as object).sort()).toEqual(Object.keys(problemRow.shape).sort());
        expect((row as { createTime: string }).createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      }
    }
  });
});

describe('rectifications', () => {
  it('need content and 1–3 real images of at most 10 MB, and change nothing when refused', async () => {
    const id = (await inspector('POST', '/business/quality/addQualityProblem', quality())).data as number;
    const add = (body: object) =>
      collab('POST', '/business/quality/addQualityProblemRectification', { problemId: id, ...body });
    const pdf = (await upload(ctx, w.collaborator.headers, 'report.pdf', PDF, 'file')).data?.url ?? '';
    const big = (
      await upload(ctx, w.collaborator.headers, 'big.png', Buffer.concat([PNG, Buffer.alloc(11 * 1024 * 1024)]))
    ).data?.url;
    // A PNG named .jpg never gets stored: the upload path checks the bytes.
    expect((await upload(ctx, w.collaborator.headers, 'fake.jpg', PNG)).code).toBe(500);

    expect((await add({ content: '', files: photo })).msg).toBe('请填写整改信息');
    expect((await add({ content: '   ', files: photo })).msg).toBe('请填写整改信息');
    expect((await add({ content: '修'.repeat(101), files: photo })).msg).toBe('整改信息不能超过 100 个字符');
    expect((await add({ content: '已修补' })).msg).toBe('请上传整改照片');
    expect((await add({ content: '已修补', files: [photo, photo2, photo, photo2].join(',') })).msg).toBe(
      '上传文件数量不能超过 3 个!',
    );
    expect((await add({ content: '已修补', files: big })).msg).toBe('上传图片大小不能超过 10 MB!');
    expect((await add({ content: '已修补', files: pdf })).msg).toBe(
      '文件格式不正确, 请上传png/jpg/jpeg/gif/webp/bmp图片格式文件!',
    );
    expect((await add({ content: '已修补', files: '/etc/passwd' })).code).toBe(500);
    expect(await countOf(bizProblemRectification)).toBe(0);
    expect((await problemOf(id))?.rectificationCount).toBe(0);

    const ok = await add({ content: '修'.repeat(100), files: [photo, photo2].join(',') });
    expect(ok.code).toBe(200);
    const list = await inspector('GET', `/business/quality/listQualityProblemRectification?problemId=${id}`);
    expect(list.rows).toEqual([
      expect.objectContaining({ id: ok.data, problemId: id, files: `${photo},${photo2}`, creator: 'pb_collab' }),
    ]);
    const one = await inspector('GET', `/business/quality/getQualityProblemRectification/${ok.data}`);
    expect(one.data).toMatchObject({ content: '修'.repeat(100) });
    expect((await problemOf(id))?.rectificationCount).toBe(1);
  });
});

describe('chat', () => {
  it('refuses blank and too long messages; stores text and attachments', async () => {
    const id = (await inspector('POST', '/business/quality/addQualityProblem', quality())).data as number;
    const say = (body: object) =>
      collab('POST', '/business/quality/addQualityProblemComment', { problemId: id, ...body });
    expect((await say({ commentDetail: '  ' })).msg).toBe('请输入消息内容');
    expect((await say({ commentDetail: '字'.repeat(101) })).msg).toBe('消息不能超过 100 个字符');
    expect(
      (await say({ commentDetail: 'x', extend1: '/prod-api/file/2026/01/01/0123456789abcdef0123456789abcdef.png' }))
        .code,
    ).toBe(500);
    expect(await countOf(bizProblemComment)).toBe(0);
    expect((await say({ commentDetail: '字'.repeat(100) })).code).toBe(200);
    expect((await say({ commentDetail: '', extend1: photo, extend2: 'a.png' })).code).toBe(200);
    const list = await inspector('GET', `/business/quality/listQualityProblemComment?problemId=${id}`);
    expect(list.rows).toEqual([
      expect.objectContaining({ commentDetail: '字'.repeat(100), extend1: '', userId: w.collaborator.userId }),
      expect.objectContaining({ commentDetail: '', extend1: photo, extend2: 'a.png', creator: 'pb_collab' }),
    ]);
  });
});
