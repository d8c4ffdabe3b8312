import { formatTime } from '@zj/contract';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sysMessage } from '../messages/messages.tables.ts';
import { bizProblem, bizProblemComment, bizProblemRectification } from './problems.tables.ts';
import { problemsSuite } from './problems-test-kit.ts';

const { ctx, db, w, inspector, collab, member, outsider, photo, problemOf, countOf, quality } = await problemsSuite(
  'problems',
  { uploadMaxMb: { image: 12, file: 12 } },
);

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
    const messagesBefore = (await db.select({ n: count() }).from(sysMessage))[0]?.n;
    expect(
      (await inspector('POST', '/business/quality/addQualityNotice', { ...body, recipient: `${w.outsider.userId}` }))
        .msg,
    ).toBe(`用户 ${w.outsider.userId} 不是本项目成员`);
    expect((await db.select({ n: count() }).from(sysMessage))[0]?.n).toBe(messagesBefore);

    const sent = await inspector('POST', '/business/quality/addQualityNotice', body);
    expect(sent.code).toBe(200);
    const told = await db.select().from(sysMessage).where(eq(sysMessage.relateTable, 'problem_notice'));
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
    await db
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
    const [told] = await db
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
      db.select().from(bizProblemRectification).where(eq(bizProblemRectification.problemId, id));
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
