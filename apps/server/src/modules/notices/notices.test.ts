import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf } from '../../test/helpers.ts';
import { createTestApp, login, type TestContext } from '../../test/test-app.ts';
import { sysNotice } from './notices.tables.ts';

let ctx: TestContext;
let admin: { authorization: string };
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await login(ctx.app);
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/prod-api${url}`, headers: admin, ...(payload ? { payload } : {}) });
const byTitle = async (noticeTitle: string) =>
  (await ctx.database.db.select().from(sysNotice).where(eq(sysNotice.noticeTitle, noticeTitle)))[0];

const PNG_DATA = 'data:image/png;base64,iVBORw0KGgo=';

describe('notices', () => {
  it('stores rich text without scripts, handlers or dangerous URLs, keeping normal markup', async () => {
    const content = [
      '<p style="text-align: center; color: #ff0000; position: fixed">居中<strong>加粗</strong></p>',
      '<script>alert(1)</script>',
      '<img src="x" onerror="alert(2)">',
      `<img src="${PNG_DATA}" alt="ok">`,
      '<img src="data:text/html;base64,PHNjcmlwdD4=">',
      '<a href="javascript:alert(3)">bad</a>',
      '<a href="https://example.com/a" target="_blank">good</a>',
      '<a href="/prod-api/file/2026/01/01/abc.pdf">file</a>',
      '<iframe src="https://evil.example"></iframe><object data="x"></object><style>body{}</style>',
      '<div onclick="x()" class="ql-align-center other">块</div>',
      '<a href="vbscript:msgbox(1)">vb</a><a href="data:text/html,x">data</a>',
    ].join('');
    const res = await call('POST', '/system/notice', {
      noticeTitle: '停水通知',
      noticeType: '1',
      noticeContent: content,
    });
    expect(res.json()).toEqual({ code: 200, msg: '操作成功' });
    const stored = (await byTitle('停水通知'))?.noticeContent ?? '';

    for (const bad of [
      '<script',
      'alert(1)',
      'onerror',
      'javascript:',
      'vbscript:',
      'data:text',
      '<iframe',
      '<object',
      '<style',
      'onclick',
      'position',
    ]) {
      expect(stored, bad).not.toContain(bad);
    }
    expect(stored).toContain('<p style="text-align:center;color:#ff0000">居中<strong>加粗</strong></p>');
    expect(stored).toContain(`<img src="${PNG_DATA}" alt="ok" />`);
    expect(stored).toContain('<a href="https://example.com/a" target="_blank" rel="noopener noreferrer">good</a>');
    expect(stored).toContain('<a href="/prod-api/file/2026/01/01/abc.pdf">file</a>');
    expect(stored).toContain('<div class="ql-align-center">块</div>');
    expect(stored).toContain('<a>bad</a>');
  });

  it('lists notices paged and filtered, newest first', async () => {
    await call('POST', '/system/notice', { noticeTitle: '节日公告', noticeType: '2', noticeContent: '<p>放假</p>' });
    const all = (await call('GET', '/system/notice/list?pageNum=1&pageSize=10')).json();
    expect(all).toMatchObject({ code: 200, total: 2 });
    expect(all.rows.map((r: { noticeTitle: string }) => r.noticeTitle)).toEqual(['节日公告', '停水通知']);
    expect(all.rows[0]).toMatchObject({ noticeType: '2', status: '0', createBy: 'admin' });
    expect((await call('GET', '/system/notice/list?noticeType=1')).json().rows).toHaveLength(1);
    expect((await call('GET', `/system/notice/list?noticeTitle=${encodeURIComponent('停水')}`)).json().total).toBe(1);
    expect((await call('GET', '/system/notice/list?createBy=adm')).json().total).toBe(2);
    expect((await call('GET', '/system/notice/list?createBy=nobody')).json().total).toBe(0);
    expect(codeOf(await call('GET', '/system/notice/list?noticeType=7'))).toBe(500);
  });

  it('reads, edits (sanitising again) and deletes notices', async () => {
    const row = await byTitle('节日公告');
    if (!row) throw new Error('missing');
    const got = (await call('GET', `/system/notice/${row.noticeId}`)).json().data;
    expect(got).toMatchObject({ noticeTitle: '节日公告', noticeContent: '<p>放假</p>' });
    const edit = await call('PUT', '/system/notice', {
      ...got,
      status: '1',
      noticeContent: '<p>改<img src=x onerror=alert(1)></p>',
    });
    expect(edit.json().code).toBe(200);
    expect(await byTitle('节日公告')).toMatchObject({
      status: '1',
      noticeContent: '<p>改<img src="x" /></p>',
      updateBy: 'admin',
    });

    expect((await call('POST', '/system/notice', { noticeTitle: 'x', noticeType: '3' })).json().msg).toBe(
      '参数 noticeType 格式不正确',
    );
    expect((await call('POST', '/system/notice', { noticeType: '1' })).json().msg).toBe('参数 noticeTitle 不能为空');

    const other = await byTitle('停水通知');
    expect((await call('DELETE', `/system/notice/${row.noticeId},${other?.noticeId}`)).json().code).toBe(200);
    expect(await ctx.database.db.select().from(sysNotice)).toEqual([]);
    expect(codeOf(await call('GET', `/system/notice/${row.noticeId}`))).toBe(404);
  });
});

describe('images of a notice come from uploads only (issue 22 item 7)', () => {
  const UPLOAD = '/prod-api/file/2026/01/01/0123456789abcdef0123456789abcdef.png';

  it('refuses a remote image with a message naming it, in both languages, and stores nothing', async () => {
    const before = await ctx.database.db.select().from(sysNotice);
    for (const src of [
      'http://tracker.example/pixel.gif',
      'HTTPS://cdn.example/a.png',
      '//cdn.example/a.png',
      '\\\\cdn.example\\a.png',
      ' ht\ttp://cdn.example/a.png',
      'ftp://files.example/a.png',
    ]) {
      const res = await call('POST', '/system/notice', {
        noticeTitle: '外链图片',
        noticeType: '1',
        noticeContent: `<p>看图</p><img src="${src}">`,
      });
      expect(res.json().code, src).toBe(500);
      expect(res.json().msg, src).toMatch(/^内容中的图片须先上传，外部图片不能保存：/);
    }
    const en = await ctx.app.inject({
      method: 'POST',
      url: '/prod-api/system/notice',
      headers: { ...admin, 'accept-language': 'en' },
      payload: { noticeTitle: '外链图片', noticeType: '1', noticeContent: '<img src="http://tracker.example/p.gif">' },
    });
    expect(en.json()).toEqual({
      code: 500,
      msg: 'Images in the content must be uploaded first; an external image cannot be saved: http://tracker.example/p.gif',
    });
    expect(await ctx.database.db.select().from(sysNotice)).toEqual(before);
  });

  it('refuses a remote image on edit too, keeping the stored text', async () => {
    await call('POST', '/system/notice', { noticeTitle: '编辑外链', noticeType: '1', noticeContent: '<p>原文</p>' });
    const row = await byTitle('编辑外链');
    const edit = await call('PUT', '/system/notice', {
      noticeId: row?.noticeId,
      noticeTitle: '编辑外链',
      noticeType: '1',
      status: '0',
      noticeContent: '<p>新</p><img src="https://cdn.example/x.png">',
    });
    expect(edit.json().code).toBe(500);
    expect((await byTitle('编辑外链'))?.noticeContent).toBe('<p>原文</p>');
  });

  it('keeps uploaded, inline and relative images; an upload named by a full URL is stored by its path', async () => {
    const res = await call('POST', '/system/notice', {
      noticeTitle: '站内图片',
      noticeType: '1',
      noticeContent: `<img src="${UPLOAD}"><img src="${PNG_DATA}"><img src="http://192.168.1.20:8080${UPLOAD}" alt="pasted"><a href="https://example.com">链接</a>`,
    });
    expect(res.json().code).toBe(200);
    expect((await byTitle('站内图片'))?.noticeContent).toBe(
      `<img src="${UPLOAD}" /><img src="${PNG_DATA}" /><img src="${UPLOAD}" alt="pasted" /><a href="https://example.com">链接</a>`,
    );
  });
});
