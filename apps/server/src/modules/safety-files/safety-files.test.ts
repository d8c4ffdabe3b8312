import { PERMS } from '@zj/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysUpload } from '../../core/files/uploads.tables.ts';
import { sysMessage } from '../messages/messages.tables.ts';
import {
  counts,
  data,
  EXE,
  PDF,
  PNG,
  projectOf,
  qualityApp,
  TXT,
  type User,
  upload,
  userWith,
} from '../quality/quality-test-kit.ts';

const app = await qualityApp();
const { ctx } = app;
afterAll(() => app.close());

const B = PERMS.business;
const ALL = [
  ...Object.values(B.qualityFile),
  ...Object.values(B.safetyFile),
  ...Object.values(B.safetyReport),
  PERMS.common.file.upload,
];
const TABLES = ['biz_project_file', 'biz_safety_report', 'sys_message'];
let keeper: User; // admin of project A
let member: User; // member of A (list only)
let outsider: User; // admin of B
let projectA: number;
let projectB: number;

beforeAll(async () => {
  keeper = await userWith(ctx, 'fkeeper', ALL);
  member = await userWith(ctx, 'fmember', ALL);
  outsider = await userWith(ctx, 'foutsider', ALL);
  projectA = await projectOf(ctx, '滨江花园', {
    admins: [keeper],
    members: [member],
    memberPerms: [B.qualityFile.list, B.safetyReport.list],
  });
  projectB = await projectOf(ctx, '城南学校', { admins: [outsider] });
});

const uploaded = async (name: string, content: Buffer, kind = 'file') => {
  const res = await upload(ctx, keeper, name, content, kind);
  expect(res.code, res.msg).toBe(200);
  return res.data;
};

describe('quality files', () => {
  let fileId: number;

  it('records uploaded documents in a folder, lists them with previews, counts folders', async () => {
    const pdf = await uploaded('施工方案.pdf', PDF);
    const txt = await uploaded('交底记录.txt', TXT);
    const png = await uploaded('现场.png', PNG, 'image');
    const added = await data(
      keeper.call('POST', '/business/safetyFile/addQualityFile', {
        projectId: projectA,
        folder: '方案',
        files: [pdf, txt],
      }),
    );
    expect(added).toMatchObject({ code: 200, msg: '操作成功' });
    expect(added.data).toHaveLength(2);
    await keeper.call('POST', '/business/safetyFile/addQualityFile', { projectId: projectA, files: [png] });
    const list = await data(
      keeper.call('GET', `/business/safetyFile/listQualityFile?projectId=${projectA}&folder=方案`),
    );
    expect(list.total).toBe(2);
    expect(list.rows.map((r) => [r.fileName, r.fileType, r.preview, r.folder, r.size])).toEqual([
      ['交底记录.txt', 'txt', false, '方案', TXT.length],
      ['施工方案.pdf', 'pdf', true, '方案', PDF.length],
    ]);
    fileId = list.rows[1].fileId;
    // The PDF previews through the one download path, inline.
    const served = await ctx.app.inject({ method: 'GET', url: list.rows[1].url });
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(String(served.headers['content-disposition'])).toMatch(/^inline/);
    expect(await data(keeper.call('GET', `/business/safetyFile/getQualityFileFolders?projectId=${projectA}`))).toEqual({
      code: 200,
      msg: '操作成功',
      data: [
        { folder: '方案', count: 2 },
        { folder: '默认', count: 1 },
      ],
    });
    // Recorded uploads are kept by the orphan sweep.
    const [row] = await ctx.database.db
      .select({ referenced: sysUpload.referencedTime })
      .from(sysUpload)
      .where(eq(sysUpload.storageKey, pdf.url.replace('/prod-api/file/', '')));
    expect(row?.referenced).not.toBeNull();
    // A member whose role grants the list reads them.
    expect((await data(member.call('GET', `/business/safetyFile/listQualityFile?projectId=${projectA}`))).total).toBe(
      3,
    );
  });

  it('renames (same extension) and moves a file; deletes it', async () => {
    expect(
      await data(
        keeper.call('PUT', '/business/safetyFile/editQualityFile', {
          fileId,
          fileName: '施工方案（终）.pdf',
          folder: '归档',
        }),
      ),
    ).toMatchObject({ code: 200 });
    const moved = await data(
      keeper.call('GET', `/business/safetyFile/listQualityFile?projectId=${projectA}&folder=归档`),
    );
    expect(moved.rows).toMatchObject([{ fileId, fileName: '施工方案（终）.pdf', updateTime: expect.any(String) }]);
    expect(
      await data(
        keeper.call('PUT', '/business/safetyFile/editQualityFile', {
          fileId,
          fileName: '施工方案.exe',
          folder: '归档',
        }),
      ),
    ).toEqual({ code: 500, msg: '文件格式不正确, 请上传pdf格式文件!' });
    expect(
      await data(
        keeper.call('PUT', '/business/safetyFile/editQualityFile', { fileId, fileName: 'a.pdf', folder: 'a/b' }),
      ),
    ).toMatchObject({ code: 500 });
    expect(await data(member.call('DELETE', `/business/safetyFile/delQualityFile/${fileId}`))).toEqual({
      code: 403,
      msg: '当前操作没有权限',
    });
    expect(await data(keeper.call('DELETE', `/business/safetyFile/delQualityFile/${fileId}`))).toMatchObject({
      code: 200,
    });
    expect(await data(keeper.call('DELETE', `/business/safetyFile/delQualityFile/${fileId}`))).toEqual({
      code: 404,
      msg: '项目不存在',
    });
  });

  it('refuses more than five files, files that were not uploaded, disguised files and oversized ones, storing nothing', async () => {
    const pdf = await uploaded('a.pdf', PDF);
    const txt = await uploaded('b.txt', TXT);
    const gif = await uploaded('c.gif', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'image');
    const before = await counts(ctx, TABLES);
    const add = (files: Array<{ name: string; url: string }>) =>
      data(keeper.call('POST', '/business/safetyFile/addQualityFile', { projectId: projectA, files }));
    expect(await add(Array.from({ length: 6 }, () => pdf))).toEqual({ code: 500, msg: '上传文件数量不能超过 5 个!' });
    // An executable renamed to .pdf never gets through the upload path …
    expect(await upload(ctx, keeper, 'virus.pdf', EXE)).toMatchObject({
      code: 500,
      msg: '文件内容与扩展名不符, 请上传真实的pdf文件!',
    });
    // … nor does a text upload renamed to .pdf in the record, or a URL nobody uploaded.
    expect(await add([{ name: 'plan.pdf', url: txt.url }])).toEqual({
      code: 500,
      msg: '文件内容与扩展名不符, 请上传真实的pdf文件!',
    });
    expect(
      await add([{ name: 'x.pdf', url: '/prod-api/file/2026/01/01/0123456789abcdef0123456789abcdef.pdf' }]),
    ).toEqual({
      code: 500,
      msg: "文件'/prod-api/file/2026/01/01/0123456789abcdef0123456789abcdef.pdf'不是已上传的文件，请重新上传",
    });
    expect(await add([{ name: 'x.pdf', url: 'https://evil.example/x.pdf' }])).toMatchObject({ code: 500 });
    // Images other than the previewable ones are not documents.
    expect(await add([gif])).toEqual({
      code: 500,
      msg: '文件格式不正确, 请上传doc/docx/xls/xlsx/ppt/pptx/txt/pdf/png/jpg/jpeg格式文件!',
    });
    // A stored upload past 300 MB (the record's own limit).
    const key = pdf.url.replace('/prod-api/file/', '');
    await ctx.database.db
      .update(sysUpload)
      .set({ size: 301 * 1024 * 1024 })
      .where(eq(sysUpload.storageKey, key));
    expect(await add([pdf])).toEqual({ code: 500, msg: '上传文件大小不能超过 300 MB!' });
    // One bad file refuses the whole request.
    expect(await add([txt, { name: 'y.pdf', url: txt.url }])).toMatchObject({ code: 500 });
    expect(await counts(ctx, TABLES)).toEqual(before);
  });
});

describe('safety files', () => {
  it('adds, lists and deletes safety files; a quality file id is not a safety file', async () => {
    const pdf = await uploaded('安全交底.pdf', PDF);
    const added = await data(
      keeper.call('POST', '/business/safetyFile/addSafetyFile', { projectId: projectA, files: [pdf] }),
    );
    expect(added.code).toBe(200);
    const list = await data(keeper.call('GET', `/business/safetyFile/listSafetyFile?projectId=${projectA}`));
    expect(list).toMatchObject({ total: 1, rows: [{ fileName: '安全交底.pdf', category: '2', preview: true }] });
    const quality = await data(keeper.call('GET', `/business/safetyFile/listQualityFile?projectId=${projectA}`));
    expect(quality.rows.some((r) => r.fileName === '安全交底.pdf')).toBe(false);
    expect(await data(keeper.call('DELETE', `/business/safetyFile/delSafetyFile/${quality.rows[0].fileId}`))).toEqual({
      code: 404,
      msg: '文件不存在',
    });
    expect(await data(keeper.call('DELETE', `/business/safetyFile/delSafetyFile/${added.data[0]}`))).toMatchObject({
      code: 200,
    });
    expect((await data(keeper.call('GET', `/business/safetyFile/listSafetyFile?projectId=${projectA}`))).total).toBe(0);
  });
});

describe('safety reports', () => {
  let reportId: number;
  const body = {
    projectId: 0,
    title: '11月第4周安全专项检查',
    level: '重要',
    type: '高空作业',
    dept: '监理单位',
    inspectionTime: '2026-11-26 10:30',
    inspectionContent: '脚手架、临边防护',
    participants: '张三,李四',
    processed: '王五',
    content: '3号楼外架连墙件缺失，限期整改。',
    problem: '连墙件缺失',
    problemFiles: '',
    rectification: '',
    rectificationFiles: '',
  };

  it('publishes a bulletin: every other member gets a safety_report message; it is read and listed', async () => {
    const photo = await uploaded('外架.png', PNG, 'image');
    const added = await data(
      keeper.call('POST', '/business/safetyFile/addSafetyReport', {
        ...body,
        projectId: projectA,
        problemFiles: photo.url,
      }),
    );
    expect(added).toMatchObject({ code: 200 });
    reportId = added.data;
    const messages = await ctx.database.db.select().from(sysMessage).where(eq(sysMessage.relateTable, 'safety_report'));
    expect(messages.map((m) => [m.recipient, m.relateId, m.projectId, m.title])).toEqual([
      [member.userId, String(reportId), projectA, '安全专项检查通报：11月第4周安全专项检查'],
    ]);
    const got = await data(member.call('GET', `/business/safetyFile/getSafetyReport/${reportId}`));
    expect(got.data).toMatchObject({
      reportId,
      projectName: '滨江花园',
      level: '重要',
      type: '高空作业',
      dept: '监理单位',
      inspectionTime: '2026-11-26 10:30:00',
      problemFiles: photo.url,
      rectification: null,
      createBy: 'fkeeper',
    });
    await keeper.call('POST', '/business/safetyFile/addSafetyReport', {
      ...body,
      projectId: projectA,
      title: '消防检查',
      type: '消防',
      inspectionTime: '2026-11-20',
    });
    const list = await data(member.call('GET', `/business/safetyFile/listSafetyReport?projectId=${projectA}`));
    expect(list.rows.map((r) => r.title)).toEqual(['11月第4周安全专项检查', '消防检查']);
    const fire = await data(
      member.call('GET', `/business/safetyFile/listSafetyReport?projectId=${projectA}&type=消防`),
    );
    expect(fire.rows.map((r) => r.title)).toEqual(['消防检查']);
  });

  it('refuses bad input and other projects, changing nothing; deletes', async () => {
    const before = await counts(ctx, TABLES);
    const add = (extra: object) =>
      data(keeper.call('POST', '/business/safetyFile/addSafetyReport', { ...body, projectId: projectA, ...extra }));
    expect(await add({ type: '地震' })).toMatchObject({ code: 500, msg: '参数 type 格式不正确' });
    expect(await add({ title: '' })).toMatchObject({ code: 500 });
    expect(await add({ inspectionTime: '2026-02-30' })).toEqual({ code: 500, msg: '参数 inspectionTime 格式不正确' });
    expect(await add({ problemFiles: '/prod-api/file/nothing.png' })).toMatchObject({ code: 500 });
    expect(
      await data(member.call('POST', '/business/safetyFile/addSafetyReport', { ...body, projectId: projectA })),
    ).toEqual({
      code: 403,
      msg: '当前操作没有权限',
    });
    const refused = { code: 403, msg: '没有权限访问该项目数据！' };
    expect(await data(outsider.call('GET', `/business/safetyFile/getSafetyReport/${reportId}`))).toEqual(refused);
    expect(await data(outsider.call('GET', `/business/safetyFile/listSafetyReport?projectId=${projectA}`))).toEqual(
      refused,
    );
    expect(await data(outsider.call('DELETE', `/business/safetyFile/delSafetyReport/${reportId}`))).toEqual(refused);
    expect(await data(outsider.call('GET', `/business/safetyFile/listQualityFile?projectId=${projectA}`))).toEqual(
      refused,
    );
    expect(
      await data(outsider.call('GET', `/business/safetyFile/getQualityFileFolders?projectId=${projectA}`)),
    ).toEqual(refused);
    expect(
      await data(outsider.call('POST', '/business/safetyFile/addSafetyReport', { ...body, projectId: projectA })),
    ).toEqual(refused);
    expect(
      (await data(outsider.call('GET', `/business/safetyFile/listSafetyReport?projectId=${projectB}`))).total,
    ).toBe(0);
    expect(await counts(ctx, TABLES)).toEqual(before);
    expect(await data(keeper.call('DELETE', `/business/safetyFile/delSafetyReport/${reportId}`))).toMatchObject({
      code: 200,
    });
    expect(await data(keeper.call('GET', `/business/safetyFile/getSafetyReport/${reportId}`))).toEqual({
      code: 404,
      msg: '项目不存在',
    });
  });
});
