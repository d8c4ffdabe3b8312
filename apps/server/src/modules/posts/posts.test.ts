import { XLSX_MIME } from '@zj/contract';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { codeOf } from '../../test/helpers.ts';
import { createTestApp, login } from '../../test/test-app.ts';
import { sysPost, sysUserPost } from './posts.tables.ts';

const ctx = await createTestApp();
const admin = await login(ctx.app);
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/prod-api${url}`, headers: admin, ...(payload ? { payload } : {}) });
const byCode = async (postCode: string) =>
  (await ctx.database.db.select().from(sysPost).where(eq(sysPost.postCode, postCode)))[0];

describe('posts', () => {
  it('lists the seeded posts by sort order, paged and filtered', async () => {
    const all = (await call('GET', '/system/post/list?pageNum=1&pageSize=2')).json();
    expect(all).toMatchObject({ code: 200, msg: '查询成功', total: 4 });
    expect(all.rows.map((r: { postCode: string }) => r.postCode)).toEqual(['ceo', 'se']);
    expect(all.rows[0].createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const second = (await call('GET', '/system/post/list?pageNum=2&pageSize=2')).json();
    expect(second.rows.map((r: { postCode: string }) => r.postCode)).toEqual(['hr', 'user']);
    const filtered = (
      await call('GET', `/system/post/list?postName=${encodeURIComponent('经理')}&postCode=&status=0`)
    ).json();
    expect(filtered.rows.map((r: { postName: string }) => r.postName)).toEqual(['项目经理']);
    expect(filtered.total).toBe(1);
    // LIKE wildcards in a filter are literal
    expect((await call('GET', '/system/post/list?postCode=%25')).json().total).toBe(0);
  });

  it('adds a post, refusing duplicate names and codes and bad bodies', async () => {
    const res = await call('POST', '/system/post', { postCode: 'qa', postName: '质检员', postSort: 5, remark: '质量' });
    expect(res.json()).toEqual({ code: 200, msg: '操作成功' });
    expect(await byCode('qa')).toMatchObject({ postName: '质检员', postSort: 5, status: '0', createBy: 'admin' });

    const dupName = await call('POST', '/system/post', { postCode: 'qa2', postName: '质检员', postSort: 6 });
    expect(codeOf(dupName)).toBe(500);
    expect(dupName.json().msg).toBe("新增岗位'质检员'失败，岗位名称已存在");
    const dupCode = await call('POST', '/system/post', { postCode: 'qa', postName: '质检员2', postSort: 6 });
    expect(dupCode.json().msg).toBe("新增岗位'质检员2'失败，岗位编码已存在");
    expect(await byCode('qa2')).toBeUndefined();

    const bad = await call('POST', '/system/post', { postCode: 'x', postSort: 1 });
    expect(codeOf(bad)).toBe(500);
    expect(bad.json().msg).toBe('参数 postName 不能为空');
    const badStatus = await call('POST', '/system/post', { postCode: 'x', postName: 'x', postSort: 1, status: '9' });
    expect(badStatus.json().msg).toContain('status');
  });

  it('reads, edits and refuses an edit onto another post name', async () => {
    const post = await byCode('qa');
    if (!post) throw new Error('missing');
    const got = (await call('GET', `/system/post/${post.postId}`)).json();
    expect(got).toMatchObject({ code: 200, data: { postId: post.postId, postCode: 'qa', remark: '质量' } });
    expect(codeOf(await call('GET', '/system/post/99999'))).toBe(404);
    expect(codeOf(await call('GET', '/system/post/abc'))).toBe(500);

    const edit = await call('PUT', '/system/post', { ...got.data, postName: '质量员', status: '1' });
    expect(edit.json().code).toBe(200);
    expect(await byCode('qa')).toMatchObject({ postName: '质量员', status: '1', updateBy: 'admin' });

    const clash = await call('PUT', '/system/post', { ...got.data, postName: '董事长' });
    expect(clash.json().msg).toBe("修改岗位'董事长'失败，岗位名称已存在");
    expect((await byCode('qa'))?.postName).toBe('质量员');
    expect(
      codeOf(await call('PUT', '/system/post', { ...got.data, postId: 99999, postCode: 'zz', postName: 'zz' })),
    ).toBe(404);
  });

  it('lists all posts for selects', async () => {
    const res = (await call('GET', '/system/post/optionselect')).json();
    expect(res.code).toBe(200);
    expect(res.data).toHaveLength(5);
  });

  it('refuses to delete a post held by a user, deletes free ones by id list', async () => {
    const held = await byCode('hr');
    const free = await byCode('qa');
    if (!held || !free) throw new Error('missing');
    await ctx.database.db.insert(sysUserPost).values({ userId: 1, postId: held.postId });

    const refused = await call('DELETE', `/system/post/${free.postId},${held.postId}`);
    expect(codeOf(refused)).toBe(500);
    expect(refused.json().msg).toBe('人力资源已分配,不能删除');
    expect(await byCode('qa')).toBeDefined();

    expect((await call('DELETE', `/system/post/${free.postId}`)).json().code).toBe(200);
    expect(await byCode('qa')).toBeUndefined();
    expect(codeOf(await call('DELETE', '/system/post/1,x'))).toBe(500);
    expect(codeOf(await call('DELETE', '/system/post/99999'))).toBe(404);
  });

  it('exports the filtered posts as xlsx, filters sent form-encoded', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/prod-api/system/post/export',
      headers: { ...admin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `postCode=${encodeURIComponent('e')}&pageNum=1`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_MIME);
    expect(res.headers['content-disposition']).toMatch(/^attachment; .*filename\*=UTF-8''/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const codes = sheet?.getColumn(2).values.slice(2);
    expect(sheet?.getRow(1).getCell(2).value).toBe('岗位编码');
    expect(codes).toEqual(['ceo', 'se', 'user']);
  });
});
