import { operLogTitleKey } from '@zj/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysOperLog } from '../core/http/oper-log.tables.ts';
import { bizProjectNews } from '../core/project/projects.tables.ts';
import { sysMessage } from '../modules/messages/messages.tables.ts';
import { insertProject } from '../modules/project-roles/project-roles-test-kit.ts';
import { signedInUsers } from './helpers.ts';
import { createTestApp, login } from './test-app.ts';

/** Texts the server writes (news, message titles, operation-log modules) in the reader's language. */
const ctx = await createTestApp();
const admin = await login(ctx.app);
const ZH = { 'accept-language': 'zh-CN,zh;q=0.9' };
const EN = { 'accept-language': 'en-US,en;q=0.9' };
let project: number;
let lena: { userId: number; headers: { authorization: string } };

beforeAll(async () => {
  project = await insertProject(ctx, '滨江花园');
  [lena] = (await signedInUsers(ctx, [{ userName: 'lena', deptId: 103 }])) as [typeof lena];
  const res = await ctx.app.inject({
    method: 'PUT',
    url: '/prod-api/business/projectRole/addUserProjectRole',
    headers: { ...admin, ...EN },
    payload: { projectId: project, userIds: [lena.userId], userType: '1' },
  });
  expect(res.json()).toMatchObject({ code: 200 });
  await ctx.app.operLogFlush();
  // Rows written before keys existed.
  const { db } = ctx.database;
  await db
    .insert(bizProjectNews)
    .values({ projectId: project, newsType: 'update', title: '旧的动态', createBy: 'admin' });
  await db.insert(sysMessage).values({ recipient: lena.userId, title: '旧的消息', createBy: 'admin' });
  await db.insert(sysOperLog).values({ title: '旧的模块', operName: 'old' });
});
afterAll(() => ctx.close());

const news = async (lang: object) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/prod-api/business/project/getProjectNews',
    headers: { ...admin, ...lang },
    payload: { projectId: project, pageNum: 1, pageSize: 10 },
  });
  return (res.json().rows as Array<{ title: string }>).map((r) => r.title).sort();
};
const messages = async (lang: object) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/prod-api/system/message/listSysMessage?pageNum=1&pageSize=10',
    headers: { ...lena.headers, ...lang },
  });
  return res.json().rows as Array<{ title: string; titleKey?: string | null; relateName?: string | null }>;
};
const operlog = async (lang: object) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/prod-api/system/operlog/list?pageNum=1&pageSize=50',
    headers: { ...admin, ...lang },
  });
  return (res.json().rows as Array<{ title: string; operName: string; operUrl: string }>).filter(
    (r) => r.operName === 'old' || r.operUrl.endsWith('/addUserProjectRole'),
  );
};

describe('server texts in the reader’s language', () => {
  it('stores the Chinese text with its key and parameters', async () => {
    const { db } = ctx.database;
    const [joined] = await db.select().from(bizProjectNews).where(eq(bizProjectNews.newsType, 'join'));
    expect(joined).toMatchObject({ title: '成员加入：lena', titleKey: 'news.join', titleParams: { member: 'lena' } });
    const [message] = await db.select().from(sysMessage).where(eq(sysMessage.relateTable, 'project'));
    expect(message).toMatchObject({
      title: '您已被加入项目「滨江花园」',
      titleKey: 'message.projectJoined',
      titleParams: { project: '滨江花园' },
    });
    const [log] = await db
      .select()
      .from(sysOperLog)
      .where(eq(sysOperLog.operUrl, '/prod-api/business/projectRole/addUserProjectRole'))
      .orderBy(desc(sysOperLog.operId));
    expect(log).toMatchObject({ title: '项目成员', titleKey: 'operlog.projectMember' });
  });

  it('answers project news in English to an English reader and in Chinese to a Chinese one', async () => {
    expect(await news(EN)).toEqual(['Member joined: lena', '旧的动态']);
    expect(await news(ZH)).toEqual(['成员加入：lena', '旧的动态']);
    expect(await news({})).toEqual(['成员加入：lena', '旧的动态']);
  });

  it('answers message titles in the reader’s language, with the related project’s name', async () => {
    const en = await messages(EN);
    expect(en.map((m) => m.title).sort()).toEqual(['You were added to the project "滨江花园"', '旧的消息']);
    expect(en.find((m) => m.titleKey)).toMatchObject({ titleKey: 'message.projectJoined', relateName: '滨江花园' });
    expect(en.find((m) => !m.titleKey)).toMatchObject({ relateName: null });
    expect((await messages(ZH)).map((m) => m.title).sort()).toEqual(['您已被加入项目「滨江花园」', '旧的消息']);
  });

  it('answers operation-log modules in the reader’s language', async () => {
    expect((await operlog(EN)).map((r) => r.title).sort()).toEqual(['Project members', '旧的模块']);
    expect((await operlog(ZH)).map((r) => r.title).sort()).toEqual(['旧的模块', '项目成员']);
  });

  it('finds operation-log modules by their English name as well as the stored one', async () => {
    const search = async (title: string) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/prod-api/system/operlog/list?pageNum=1&pageSize=50&title=${encodeURIComponent(title)}`,
        headers: { ...admin, ...EN },
      });
      return [...new Set((res.json().rows as Array<{ title: string }>).map((r) => r.title))];
    };
    expect(await search('project mem')).toEqual(['Project members']);
    expect(await search('项目成员')).toEqual(['Project members']);
    expect(await search('旧的')).toEqual(['旧的模块']);
  });

  it('every route’s operation-log module has a key', () => {
    const missing = [...new Set([...ctx.app.routeLogs.values()].flatMap((log) => (log ? [log.title] : [])))].filter(
      (title) => operLogTitleKey(title) === null,
    );
    expect(missing).toEqual([]);
  });
});
