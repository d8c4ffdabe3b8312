import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysUpload } from '../../core/files/uploads.tables.ts';
import { sysUser } from '../../core/identity/users.tables.ts';
import { createTestApp, login, type TestContext } from '../../test/test-app.ts';

// RuoYi's admin client crops the avatar in the browser and uploads the cropped PNG under the
// original file's name (often .jpg): the avatar is taken by its real type and stored under it.

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(64)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(64)]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), randomBytes(32)]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

let ctx: TestContext;
let admin: { authorization: string };
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'zj-avatar-'));
  ctx = await createTestApp({ dataDir });
  admin = await login(ctx.app);
});
afterAll(async () => {
  await ctx.close();
  await rm(dataDir, { recursive: true, force: true });
});

function avatar(filename: string, content: Buffer, type = 'image/jpeg') {
  const boundary = `----zj${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="avatarfile"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return ctx.app.inject({
    method: 'POST',
    url: '/prod-api/system/user/profile/avatar',
    headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
}
const storedAvatar = async () =>
  (await ctx.database.db.select().from(sysUser).where(eq(sysUser.userName, 'admin')))[0]?.avatar;
async function storedFiles(): Promise<string[]> {
  try {
    return (await readdir(join(dataDir, 'files'), { recursive: true })).filter(
      (f) => /\.[a-z]+$/.test(f) && !f.endsWith('.json'),
    );
  } catch {
    return [];
  }
}

describe('avatar upload (issue 22, the original admin client)', () => {
  it('takes PNG bytes sent under a .jpg name and stores them as .png', async () => {
    const res = await avatar('portrait.jpg', PNG, 'image/png');
    expect(res.json()).toMatchObject({ code: 200 });
    const url: string = res.json().imgUrl;
    expect(url).toMatch(/^\/prod-api\/file\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{32}\.png$/);
    expect(await storedAvatar()).toBe(url);
    const key = url.replace('/prod-api/file/', '');
    expect(await readFile(join(dataDir, 'files', key))).toEqual(PNG);
    const [row] = await ctx.database.db.select().from(sysUpload).where(eq(sysUpload.storageKey, key));
    expect(row).toMatchObject({ contentType: 'image/png', size: PNG.length });
    expect(row?.referencedTime).not.toBeNull();
    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload).toEqual(PNG);
  });

  it('takes any allowed image type whatever its image extension says, keeps a right one as it is', async () => {
    const jpegAsPng = await avatar('a.png', JPEG);
    expect(jpegAsPng.json().imgUrl).toMatch(/\.jpg$/);
    const gifAsJpeg = await avatar('b.jpeg', GIF);
    expect(gifAsJpeg.json().imgUrl).toMatch(/\.gif$/);
    expect(await storedAvatar()).toBe(gifAsJpeg.json().imgUrl);
    const jpeg = await avatar('c.JPEG', JPEG);
    expect(jpeg.json().imgUrl).toMatch(/\.jpeg$/);
  });

  it('still refuses bytes that are no image, or a name that is no image, storing nothing', async () => {
    const before = await storedFiles();
    const avatarBefore = await storedAvatar();
    const pdf = await avatar('me.jpg', PDF);
    expect(pdf.json()).toEqual({ code: 500, msg: '文件内容与扩展名不符, 请上传真实的jpg文件!' });
    const txt = await avatar('me.png', Buffer.from('hello'));
    expect(txt.json().code).toBe(500);
    const named = await avatar('me.pdf', PNG);
    expect(named.json().code).toBe(500);
    expect(await storedFiles()).toEqual(before);
    expect(await storedAvatar()).toBe(avatarBefore);
  });

  it('the general upload keeps refusing an image whose name lies about its type', async () => {
    const boundary = '----zjgeneral';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/prod-api/file/upload?kind=image',
      headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([Buffer.from(head), PNG, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    });
    expect(res.json().code).toBe(500);
  });
});
