import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf } from '../../test/helpers.ts';
import { createTestApp, login, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
let admin: { authorization: string };
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'zj-files-'));
  // Tiny limits so the oversized case needs no big body.
  ctx = await createTestApp({ dataDir, uploadMaxMb: { file: 1, image: 0.5 } });
  admin = await login(ctx.app);
});
afterAll(async () => {
  await ctx.close();
  await rm(dataDir, { recursive: true, force: true });
});

function form(filename: string, content: Buffer, field = 'file') {
  const boundary = `----zj${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head, 'utf8'), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const upload = (filename: string, content: Buffer, query = '') =>
  ctx.app.inject({ method: 'POST', url: `/prod-api/file/upload${query}`, ...form(filename, content) });

async function storedFiles(): Promise<string[]> {
  const root = join(dataDir, 'files');
  try {
    return (await readdir(root, { recursive: true })).filter((f) => /\.[a-z]+$/.test(f) && !f.endsWith('.json'));
  } catch {
    return [];
  }
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(64)]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('This program cannot be run in DOS mode')]);
const DOCX = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), randomBytes(64)]);

describe('upload', () => {
  it('stores a good file under a random name and serves it back with safe headers', async () => {
    const res = await upload('施工 方案(终).pdf', PDF);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ code: 200, msg: '上传成功', data: { name: '施工 方案(终).pdf' } });
    expect(body.data.url).toMatch(/^\/prod-api\/file\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{32}\.pdf$/);

    const files = await storedFiles();
    expect(files).toHaveLength(1);
    expect(files[0]).not.toContain('施工');
    const key = body.data.url.replace('/prod-api/file/', '');
    expect(files[0]).toBe(key);
    expect(await readFile(join(dataDir, 'files', key))).toEqual(PDF);

    // Capability URL: served without a bearer (img tags cannot send one).
    const got = await ctx.app.inject({ method: 'GET', url: body.data.url });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload).toEqual(PDF);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['content-security-policy']).toBe('sandbox');
    expect(got.headers['content-disposition']).toBe(
      `inline; filename="${key.split('/').pop()}"; filename*=UTF-8''${encodeURIComponent('施工 方案').replace(/%20/g, '%20')}%28%E7%BB%88%29.pdf`,
    );
  });

  it('serves documents as attachments and images inline', async () => {
    const doc = (await upload('report.docx', DOCX)).json();
    const img = (await upload('photo.PNG', PNG, '?kind=image')).json();
    expect(img.data.url).toMatch(/\.png$/);
    const d = await ctx.app.inject({ method: 'GET', url: doc.data.url });
    expect(d.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(d.headers['content-disposition']).toMatch(/^attachment; /);
    const i = await ctx.app.inject({ method: 'GET', url: img.data.url });
    expect(i.headers['content-type']).toBe('image/png');
    expect(i.headers['content-disposition']).toMatch(/^inline; /);
  });

  it('refuses a disguised executable, keeping nothing', async () => {
    const before = await storedFiles();
    const res = await upload('invoice.pdf', EXE);
    expect(codeOf(res)).toBe(500);
    expect(res.json().msg).toBe('文件内容与扩展名不符, 请上传真实的pdf文件!');
    const asTxt = await upload('notes.txt', EXE);
    expect(asTxt.json().msg).toBe('文件内容与扩展名不符, 请上传真实的txt文件!');
    const pngAsJpg = await upload('a.jpg', PNG, '?kind=image');
    expect(codeOf(pngAsJpg)).toBe(500);
    expect(await storedFiles()).toEqual(before);
  });

  it('accepts UTF-8 text, refuses invalid text', async () => {
    expect((await upload('说明.txt', Buffer.from('第一行\nline two\n'))).json().code).toBe(200);
    expect(codeOf(await upload('bad.txt', Buffer.from([0x61, 0xff, 0xfe, 0x62])))).toBe(500);
  });

  it('refuses a wrong extension with the spec texts', async () => {
    const exe = await upload('setup.exe', EXE);
    expect(codeOf(exe)).toBe(500);
    expect(exe.json().msg).toBe(
      '文件格式不正确, 请上传doc/docx/xls/xlsx/ppt/pptx/txt/pdf/png/jpg/jpeg/gif/webp/bmp格式文件!',
    );
    const html = await upload('page.html', Buffer.from('<script>alert(1)</script>'));
    expect(codeOf(html)).toBe(500);
    const image = await upload('doc.pdf', PDF, '?kind=image');
    expect(image.json().msg).toBe('文件格式不正确, 请上传png/jpg/jpeg/gif/webp/bmp图片格式文件!');
    expect(codeOf(await upload('noext', PDF))).toBe(500);
    expect((await upload('a.pdf', PDF, '?kind=video')).json().msg).toContain('kind');
  });

  it('refuses an oversized file with the configured limit, keeping nothing', async () => {
    const before = await storedFiles();
    const big = Buffer.concat([PDF, Buffer.alloc(1024 * 1024 + 10, 0x20)]);
    const res = await upload('big.pdf', big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 413, msg: '上传文件大小不能超过 1 MB!' });
    const bigImage = await upload('big.png', Buffer.concat([PNG, Buffer.alloc(600 * 1024)]), '?kind=image');
    expect(bigImage.json()).toEqual({ code: 413, msg: '上传图片大小不能超过 0.5 MB!' });
    expect(await storedFiles()).toEqual(before);
  });

  it('takes one file per request', async () => {
    const before = (await storedFiles()).length;
    const boundary = '----zjtwo';
    const part = (name: string) =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n\r\n`),
        PDF,
        Buffer.from('\r\n'),
      ]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/prod-api/file/upload',
      headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([part('one.pdf'), part('two.pdf'), Buffer.from(`--${boundary}--\r\n`)]),
    });
    expect([200, 413]).toContain(res.statusCode);
    expect((await storedFiles()).length - before).toBeLessThanOrEqual(1);
    if (res.statusCode === 200) expect(res.json().data.name).toBe('one.pdf');
  });

  it('needs a login to upload, a file in the request, and answers 404 for unknown keys', async () => {
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/prod-api/file/upload',
      payload: form('a.pdf', PDF).payload,
      headers: { 'content-type': form('a.pdf', PDF).headers['content-type'] },
    });
    expect(codeOf(anonymous)).toBe(401);
    const empty = await ctx.app.inject({ method: 'POST', url: '/prod-api/file/upload', headers: admin, payload: {} });
    expect(empty.json()).toEqual({ code: 500, msg: '请选择要上传的文件' });
    for (const url of [
      '/prod-api/file/2026/01/01/00000000000000000000000000000000.pdf',
      '/prod-api/file/..%2F..%2Fjwt-secret',
      '/prod-api/file/2026/01/01/x.pdf.json',
    ]) {
      expect(codeOf(await ctx.app.inject({ method: 'GET', url })), url).toBe(404);
    }
  });
});

describe('upload names (issue 22 item 8)', () => {
  it('strips right-to-left overrides and every other bidi control from the name, in the answer and in storage', async () => {
    // Shown as "reportfdp.exe"-style tricks: U+202E turns "invoice‮fdp.txt" into "invoicetxt.pdf" on screen.
    const res = await upload('invoice\u202efdp.txt', Buffer.from('plain text\n'));
    expect(res.json()).toMatchObject({ code: 200, data: { name: 'invoicefdp.txt' } });
    const controls = [
      '\u061c',
      '\u200e',
      '\u200f',
      '\u202a',
      '\u202b',
      '\u202c',
      '\u202d',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
    ];
    const many = await upload(`a${controls.join('')}b\u0085c.txt`, Buffer.from('x\n'));
    expect(many.json().data.name).toBe('abc.txt');
    // What the download names (the stored metadata) holds no control either.
    const key = res.json().data.url.replace('/prod-api/file/', '');
    const meta = JSON.parse(await readFile(join(dataDir, 'files', `${key}.json`), 'utf8'));
    expect(meta.name).toBe('invoicefdp.txt');
    const got = await ctx.app.inject({ method: 'GET', url: res.json().data.url });
    expect(got.headers['content-disposition']).toContain(`filename*=UTF-8''invoicefdp.txt`);
    // Letters of right-to-left scripts are names, not controls: kept.
    expect((await upload('تقرير.txt', Buffer.from('x\n'))).json().data.name).toBe('تقرير.txt');
  });
});
