import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatTime, problemRow, tableResult } from '@zj/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { sysMessage } from '../messages/messages.tables.ts';
import {
  bizProblem,
  bizProblemComment,
  bizProblemRead,
  bizProblemRectification,
  bizProblemUser,
} from './problems.tables.ts';
import { caller, JPEG, PDF, PNG, problemWorld, upload } from './problems-test-kit.ts';

let dataDir: string;
let ctx: TestContext;
let w: Awaited<ReturnType<typeof problemWorld>>;
type Call = ReturnType<typeof caller>;
let inspector: Call;
let collab: Call;
let member: Call;
let outsider: Call;
let photo: string;
let photo2: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'zj-problems-'));
  ctx = await createTestApp({ dataDir, uploadMaxMb: { image: 12, file: 12 } });
  w = await problemWorld(ctx);
  inspector = caller(ctx, w.inspector.headers);
  collab = caller(ctx, w.collaborator.headers);
  member = caller(ctx, w.member.headers);
  outsider = caller(ctx, w.outsider.headers);
  photo = (await upload(ctx, w.inspector.headers, 'a.png', PNG)).data?.url ?? '';
  photo2 = (await upload(ctx, w.inspector.headers, 'b.jpg', JPEG)).data?.url ?? '';
  expect(photo).toMatch(/^\/prod-api\/file\//);
});
afterAll(async () => {
  await ctx.close();
  await rm(dataDir, { recursive: true, force: true });
});

const db = () => ctx.database.db;
const problemOf = async (id: number) => (await db().select().from(bizProblem).where(eq(bizProblem.problemId, id)))[0];
const countOf = async (table: typeof bizProblem | typeof bizProblemRectification | typeof bizProblemComment) =>
  (await db().select({ n: count() }).from(table))[0]?.n ?? 0;

const quality = (over: object = {}) => ({
  projectId: w.a,
  name: '三层楼板裂缝',
  content: '东侧楼板出现贯穿裂缝',
  level: '重要',
  files: photo,
  location: '3F 东侧',
  dueDate: '2099-12-01',
  extend1: 'KZ-3',
  implementerIds: [w.collaborator.userId],
  ...over,
});

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
    const told = await db().select().from(sysMessage).where(eq(sysMessage.recipient, w.collaborator.userId));
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
    expect((await db().select({ n: count() }).from(bizProblemRead))[0]?.n).toBe(4);

    const edit = await inspector('PUT', '/business/problem', {
      ...quality(),
      problemId: id,
      name: '三层楼板裂缝（复核）',
      implementerIds: [w.collaborator.userId, w.member.userId],
    });
    expect(edit.code).toBe(200);
    expect((await problemOf(id))?.name).toBe('三层楼板裂缝（复核）');
    const people = await db().select().from(bizProblemUser).where(eq(bizProblemUser.problemId, id));
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
    expect(await db().select().from(bizProblemUser).where(eq(bizProblemUser.problemId, id))).toEqual([]);
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

describe('special inspection notices', () => {
  it('go to project members only, each told; recipients reply once with rectification, photos and time', async () => {
    const id = (await inspector('POST', '/business/quality/addQualityProblem', quality())).data as number;
    const body = {
      projectId: w.a,
      problemId: id,
      extend1: '2',
      level: '重大',
      type: '消防',
      dept: '安全部',
      createTime: '2026-11-20 09:30:00',
      content: '消防通道堵塞',
      problem: '三层楼板裂缝',
      problemFiles: photo,
      inspectionContent: '消防专项检查',
      participants: 'pb_inspector,pb_collab',
      recipient: `${w.collaborator.userId},${w.member.userId}`,
    };
    const messagesBefore = (await db().select({ n: count() }).from(sysMessage))[0]?.n;
    expect(
      (await inspector('POST', '/business/quality/addQualityNotice', { ...body, recipient: `${w.outsider.userId}` }))
        .msg,
    ).toBe(`用户 ${w.outsider.userId} 不是本项目成员`);
    expect((await db().select({ n: count() }).from(sysMessage))[0]?.n).toBe(messagesBefore);

    const sent = await inspector('POST', '/business/quality/addQualityNotice', body);
    expect(sent.code).toBe(200);
    const told = await db().select().from(sysMessage).where(eq(sysMessage.relateTable, 'problem_notice'));
    expect(told.map((m) => [m.recipient, m.title, m.relateId]).sort()).toEqual(
      [
        [w.collaborator.userId, '安全专项检查通知：三层楼板裂缝', String(sent.data)],
        [w.member.userId, '安全专项检查通知：三层楼板裂缝', String(sent.data)],
      ].sort(),
    );
    const list = await collab('GET', `/business/quality/listQualityNotice?projectId=${w.a}&problemId=${id}`);
    expect(list.rows?.[0]).toMatchObject({
      extend1: '2',
      projectName: '一号楼',
      createTime: '2026-11-20 09:30:00',
      rectificationStatus: '0',
      recipient: `${w.collaborator.userId},${w.member.userId}`,
    });

    expect(
      (await inspector('PUT', '/business/quality/replyQualityNotice', { id: sent.data, rectification: '已清理' })).msg,
    ).toBe('只有通知的接收人可以回复');
    expect(
      (
        await collab('PUT', '/business/quality/replyQualityNotice', {
          id: sent.data,
          rectification: '已清理',
          rectificationFiles: photo,
        })
      ).code,
    ).toBe(200);
    const replied = (await inspector('GET', `/business/quality/getQualityNotice/${sent.data}`)).data as Record<
      string,
      unknown
    >;
    expect(replied).toMatchObject({
      rectification: '已清理',
      rectificationFiles: photo,
      rectificationStatus: '1',
      processed: 'pb_collab',
    });
    expect(replied.rectificationTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(
      (await member('PUT', '/business/quality/replyQualityNotice', { id: sent.data, rectification: '再次' })).msg,
    ).toBe('通知已回复');
  });
});

describe('issue 22: deadlines and safety wording', () => {
  it('refuses a rectification deadline before the problem’s creation, on adding and on editing', async () => {
    const today = formatTime(new Date()).slice(0, 10);
    const yesterday = formatTime(new Date(Date.now() - 86_400_000)).slice(0, 10);
    const before = await countOf(bizProblem);
    const refused = await inspector('POST', '/business/quality/addQualityProblem', quality({ dueDate: yesterday }));
    expect(refused).toMatchObject({ code: 500, msg: `整改期限不能早于问题的创建日期（${today}）` });
    expect(await countOf(bizProblem)).toBe(before);
    const id = (await inspector('POST', '/business/quality/addQualityProblem', quality({ dueDate: today })))
      .data as number;
    expect((await problemOf(id))?.dueDate).toBe(today);
    // Created on 1 March: a deadline in February is refused, one on 1 March is fine.
    await db()
      .update(bizProblem)
      .set({ createTime: new Date('2026-03-01T02:00:00Z') })
      .where(eq(bizProblem.problemId, id));
    const edit = (dueDate: string) =>
      inspector('PUT', '/business/quality/editQualityProblem', quality({ problemId: id, dueDate }));
    expect((await edit('2026-02-28')).msg).toBe('整改期限不能早于问题的创建日期（2026-03-01）');
    expect((await problemOf(id))?.dueDate).toBe(today);
    expect((await edit('2026-03-01')).code).toBe(200);
    expect((await problemOf(id))?.dueDate).toBe('2026-03-01');
  });

  it('tells of a safety problem as 安全问题', async () => {
    const id = (
      await inspector(
        'POST',
        '/business/quality/addQualityProblem',
        quality({ kind: '2', hazardType: '高空作业', name: '脚手架松动' }),
      )
    ).data as number;
    const [told] = await db()
      .select()
      .from(sysMessage)
      .where(and(eq(sysMessage.relateId, String(id)), eq(sysMessage.recipient, w.collaborator.userId)));
    expect(told?.title).toBe('您被指派处理安全问题「脚手架松动」');
    expect(told?.titleKey).toBe('message.safetyProblemAssigned');
  });
});

describe('a notice reply as the problem’s rectification', () => {
  it('writes one rectification with the reply, under the rectification’s rules, and never a second', async () => {
    const id = (await inspector('POST', '/business/quality/addQualityProblem', quality())).data as number;
    const notice = async (problemId?: number) =>
      (
        await inspector('POST', '/business/quality/addQualityNotice', {
          projectId: w.a,
          ...(problemId ? { problemId } : {}),
          extend1: '1',
          level: '重要',
          type: '用电',
          dept: '质量部',
          content: '临时用电不规范',
          problem: '配电箱未接地',
          problemFiles: photo,
          inspectionContent: '用电专项检查',
          participants: 'pb_inspector',
          recipient: `${w.collaborator.userId}`,
        })
      ).data as number;
    const sent = await notice(id);
    const reply = (body: object) =>
      collab('PUT', '/business/quality/replyQualityNotice', { id: sent, asRectification: true, ...body });
    const rectifications = async () =>
      db().select().from(bizProblemRectification).where(eq(bizProblemRectification.problemId, id));
    // The rectification's rules: photos required, text at most 100; nothing is written.
    expect((await reply({ rectification: '已接地' })).msg).toBe('请上传整改照片');
    expect((await reply({ rectification: '字'.repeat(101), rectificationFiles: photo })).msg).toBe(
      '整改信息不能超过 100 个字符',
    );
    expect(await rectifications()).toEqual([]);
    expect((await collab('GET', `/business/quality/getQualityNotice/${sent}`)).data).toMatchObject({
      rectificationStatus: '0',
    });

    expect((await reply({ rectification: '已重新接地', rectificationFiles: photo })).code).toBe(200);
    const written = await rectifications();
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ content: '已重新接地', files: photo, creatorId: w.collaborator.userId });
    expect((await problemOf(id))?.rectificationCount).toBe(1);
    // Once replied, no second entry from the same notice.
    expect((await reply({ rectification: '再来一次', rectificationFiles: photo })).msg).toBe('通知已回复');
    expect(await rectifications()).toHaveLength(1);
    const list = await collab('GET', `/business/quality/listQualityProblemRectification?problemId=${id}`);
    expect(list.rows).toHaveLength(1);

    // A notice without a problem cannot become one.
    const loose = await notice();
    expect(
      (
        await collab('PUT', '/business/quality/replyQualityNotice', {
          id: loose,
          rectification: '已整改',
          rectificationFiles: photo,
          asRectification: true,
        })
      ).msg,
    ).toBe('该通知没有关联问题，不能作为整改记录');
  });
});

describe('sharing', () => {
  it('the creator shares a read-only view without chat or people, and revokes it', async () => {
    const id = (await inspector('POST', '/business/quality/addQualityProblem', quality())).data as number;
    await collab('POST', '/business/quality/addQualityProblemRectification', {
      problemId: id,
      content: '已修补',
      files: photo,
    });
    await collab('POST', '/business/quality/addQualityProblemComment', { problemId: id, commentDetail: '内部沟通' });
    expect((await collab('POST', `/business/problem/share/${id}`)).msg).toBe('只有问题的创建人可以执行此操作');
    const token = ((await inspector('POST', `/business/problem/share/${id}`)).data as { token: string }).token;
    expect(token.length).toBeGreaterThanOrEqual(32);
    const open = await ctx.app.inject({ method: 'GET', url: `/prod-api/business/problem/shared/${token}` });
    const view = open.json();
    expect(view.code).toBe(200);
    expect(Object.keys(view.data).sort()).toEqual([
      'content',
      'createTime',
      'files',
      'kind',
      'level',
      'name',
      'rectifications',
      'status',
    ]);
    expect(view.data.rectifications).toEqual([{ content: '已修补', files: photo, createTime: expect.any(String) }]);
    expect(open.body).not.toContain('内部沟通');
    expect(open.body).not.toContain('pb_collab');
    expect((await inspector('GET', `/business/quality/getQualityProblem/${id}`)).data).toMatchObject({
      shareToken: token,
    });

    expect((await inspector('DELETE', `/business/problem/share/${id}`)).code).toBe(200);
    const gone = await ctx.app.inject({ method: 'GET', url: `/prod-api/business/problem/shared/${token}` });
    expect(gone.json()).toMatchObject({ code: 404, msg: '分享链接不存在或已失效' });
  });
});

describe('project scope', () => {
  it('refuses a member of B on A’s problems, records and lists, changing nothing', async () => {
    const id = (await inspector('POST', '/business/quality/addQualityProblem', quality())).data as number;
    const rect = await collab('POST', '/business/quality/addQualityProblemRectification', {
      problemId: id,
      content: '修',
      files: photo,
    });
    const before = [await countOf(bizProblemRectification), await countOf(bizProblemComment), await problemOf(id)];
    const refused = [
      await outsider('GET', `/business/quality/getQualityProblem/${id}`),
      await outsider('GET', `/business/quality/listQualityProblem?projectId=${w.a}`),
      await outsider('GET', `/business/quality/listQualityProblemRectification?problemId=${id}`),
      await outsider('GET', `/business/quality/getQualityProblemRectification/${rect.data}`),
      await outsider('GET', `/business/quality/listQualityProblemComment?problemId=${id}`),
      await outsider('POST', '/business/quality/addQualityProblemComment', { problemId: id, commentDetail: '越权' }),
      await outsider('POST', '/business/quality/addQualityProblemRectification', {
        problemId: id,
        content: '越权',
        files: photo,
      }),
      await outsider('PUT', '/business/quality/updateProblemStatus', { problemId: id, status: 3 }),
      await outsider('DELETE', `/business/quality/delQualityProblem/${id}`),
      await outsider('PUT', '/business/quality/editQualityProblem', { ...quality(), problemId: id, name: '越权' }),
    ];
    for (const res of refused) expect(res).toEqual({ code: 403, msg: '没有权限访问该项目数据！' });
    expect([await countOf(bizProblemRectification), await countOf(bizProblemComment), await problemOf(id)]).toEqual(
      before,
    );
    expect((await outsider('GET', '/business/problem/getNewProblem')).data).toEqual([]);
  });
});
