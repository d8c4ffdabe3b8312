import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sysUpload } from '../../core/files/uploads.tables.ts';
import { signedInUsers } from '../../test/helpers.ts';
import { createTestApp, login, type TestContext } from '../../test/test-app.ts';
import { addMember, caller, createProject, projectBody } from '../projects/project-test-kit.ts';

/**
 * Issue 12 item 7: who may upload, the per-user daily quota (before storing and while
 * streaming, concurrent uploads included), the free-space floor, and the sweep of uploads no
 * record claimed.
 */
const KB = 1024;
/** 100 KB a day: five 20 KB files. */
const QUOTA_MB = 100 / 1024;

let ctx: TestContext;
let dataDir: string;
let admin: { authorization: string };
let stranger: { userId: number; headers: { authorization: string } };
let member: { userId: number; headers: { authorization: string } };
let common: { userId: number; headers: { authorization: string } };

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'zj-quota-'));
  ctx = await createTestApp({ dataDir, uploadQuota: { dailyMb: QUOTA_MB, minFreeMb: 0, orphanHours: 24 } });
  admin = await login(ctx.app);
  [stranger, member, common] = (await signedInUsers(ctx, [
    { userName: 'q_stranger', deptId: 103 },
    { userName: 'q_member', deptId: 103 },
    { userName: 'q_common', deptId: 103 },
  ])) as [typeof stranger, typeof member, typeof common];
  const project = await createProject(caller(ctx, admin), projectBody('上传配额项目'));
  await addMember(ctx, project.projectId, member.userId);
  // 普通角色 holds 文件上传 (common:file:upload) from the migration.
  await ctx.database.db.execute(sql`insert into sys_user_role (user_id, role_id) values (${common.userId}, 2)`);
  common.headers = await login(ctx.app, 'q_common', 'pass1234');
});
afterAll(async () => {
  await ctx.close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await ctx.database.db.delete(sysUpload);
  await rm(join(dataDir, 'files'), { recursive: true, force: true });
});

const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const png = (bytes: number) => Buffer.concat([PNG_HEAD, randomBytes(bytes - PNG_HEAD.length)]);

function form(filename: string, content: Buffer, field = 'file') {
  const boundary = `----zj${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head, 'utf8'), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

/** POST /file/upload?kind=image; `stream` sends the body without a Content-Length. */
async function upload(
  headers: { authorization: string },
  content: Buffer,
  opts: { stream?: boolean; url?: string } = {},
) {
  const { body, type } = form('photo.png', content, opts.url ? 'avatarfile' : 'file');
  const res = await ctx.app.inject({
    method: 'POST',
    url: opts.url ?? '/prod-api/file/upload?kind=image',
    headers: { ...headers, 'content-type': type, 'accept-language': 'zh' },
    payload: opts.stream ? Readable.from([body.subarray(0, 1000), body.subarray(1000)]) : body,
  });
  return res.json() as { code: number; msg: string; data?: { url: string }; imgUrl?: string };
}

async function storedFiles(): Promise<string[]> {
  try {
    return (await readdir(join(dataDir, 'files'), { recursive: true })).filter((f) => /\/[0-9a-f]{32}\.png$/.test(f));
  } catch {
    return [];
  }
}
const rows = () => ctx.database.db.select().from(sysUpload).orderBy(sysUpload.uploadId);
const keyOf = (url: string) => url.replace('/prod-api/file/', '');

describe('who may upload', () => {
  it('refuses a user with no role and no project: no file, no row', async () => {
    const res = await upload(stranger.headers, png(20 * KB));
    expect(res).toEqual({ code: 403, msg: '没有上传文件的权限，请联系管理员或加入项目' });
    expect(await storedFiles()).toEqual([]);
    expect(await rows()).toEqual([]);
  });

  it('lets a project member, a holder of the upload permission and an admin upload, each recorded', async () => {
    for (const headers of [member.headers, common.headers, admin]) {
      const res = await upload(headers, png(20 * KB));
      expect(res.code, res.msg).toBe(200);
    }
    const recorded = await rows();
    expect(recorded.map((r) => r.userId)).toEqual([member.userId, common.userId, 1]);
    for (const row of recorded) {
      expect(row).toMatchObject({ size: 20 * KB, contentType: 'image/png', referencedTime: null });
      expect(existsSync(join(dataDir, 'files', row.storageKey ?? ''))).toBe(true);
    }
    expect((await storedFiles()).sort()).toEqual(recorded.map((r) => r.storageKey).sort());
  });

  it('still lets anyone change their own avatar, which claims the upload at once', async () => {
    const res = await upload(stranger.headers, png(20 * KB), { url: '/prod-api/system/user/profile/avatar' });
    expect(res.code, res.msg).toBe(200);
    const [row] = await rows();
    expect(row?.storageKey).toBe(keyOf(res.imgUrl ?? ''));
    expect(row?.referencedTime).toBeInstanceOf(Date);
  });
});

describe('daily quota', () => {
  it('refuses the upload past the quota before storing it: files and rows unchanged', async () => {
    for (let i = 0; i < 5; i++) expect((await upload(member.headers, png(20 * KB))).code).toBe(200);
    const before = await storedFiles();
    const refused = await upload(member.headers, png(20 * KB));
    expect(refused).toEqual({ code: 500, msg: '今日上传已达上限：每日 0.1 MB，今日已用 0.1 MB' });
    expect(await storedFiles()).toEqual(before);
    expect(await rows()).toHaveLength(5);
    // In English too.
    const { body, type } = form('photo.png', png(KB));
    const en = await ctx.app.inject({
      method: 'POST',
      url: '/prod-api/file/upload?kind=image',
      headers: { ...member.headers, 'content-type': type, 'accept-language': 'en' },
      payload: body,
    });
    expect(en.json().msg).toBe('Daily upload quota reached: 0.1 MB of 0.1 MB used today');
    // Another user's quota is their own.
    expect((await upload(common.headers, png(20 * KB))).code).toBe(200);
  });

  it('stops a body without a length at the quota and removes the partial file', async () => {
    for (let i = 0; i < 4; i++) expect((await upload(member.headers, png(20 * KB))).code).toBe(200);
    const before = await storedFiles();
    const refused = await upload(member.headers, png(40 * KB), { stream: true });
    expect(refused.code).toBe(500);
    expect(refused.msg).toMatch(/^今日上传已达上限/);
    expect(await storedFiles()).toEqual(before);
    expect(await rows()).toHaveLength(4);
    // What is left still fits.
    expect((await upload(member.headers, png(20 * KB), { stream: true })).code).toBe(200);
  });

  it('counts only today: yesterday’s uploads leave today’s quota whole', async () => {
    for (let i = 0; i < 5; i++) expect((await upload(member.headers, png(20 * KB))).code).toBe(200);
    await ctx.database.db.update(sysUpload).set({ createTime: new Date(Date.now() - 25 * 3600_000) });
    expect((await upload(member.headers, png(20 * KB))).code).toBe(200);
    expect(await ctx.app.kernel.uploads.usedToday(member.userId)).toBe(20 * KB);
  });

  it('concurrent uploads of one user never pass the quota together', async () => {
    // An upload in flight holds its whole body (file and multipart framing) against the quota,
    // so files a little under 20 KB: five bodies fit in 100 KB, a sixth does not.
    const answers = await Promise.all(Array.from({ length: 12 }, () => upload(member.headers, png(20 * KB - 512))));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.code !== 200).every((a) => a.msg.startsWith('今日上传已达上限'))).toBe(true);
    const recorded = await rows();
    expect(recorded).toHaveLength(5);
    expect(recorded.reduce((sum, r) => sum + r.size, 0)).toBeLessThanOrEqual(100 * KB);
    expect(await storedFiles()).toHaveLength(5);
  });
});

describe('free-space floor', () => {
  it('refuses every upload while the volume would go below the floor', async () => {
    const full = await createTestApp({ dataDir, uploadQuota: { dailyMb: 0, minFreeMb: 1024 ** 3, orphanHours: 24 } });
    try {
      const { body, type } = form('photo.png', png(KB));
      const res = await full.app.inject({
        method: 'POST',
        url: '/prod-api/file/upload?kind=image',
        headers: { ...(await login(full.app)), 'content-type': type },
        payload: body,
      });
      expect(res.json()).toEqual({ code: 500, msg: '存储空间不足（剩余 0 MB），暂不能上传' });
      expect(await full.database.db.select().from(sysUpload)).toEqual([]);
      expect(await storedFiles()).toEqual([]);
    } finally {
      await full.close();
    }
  });
});

describe('orphan sweep', () => {
  it('removes uploads no record claimed within 24 h, file and row, and keeps claimed and young ones', async () => {
    const call = caller(ctx, admin);
    const urls: string[] = [];
    for (let i = 0; i < 4; i++) urls.push((await upload(admin, png(2 * KB))).data?.url ?? '');
    const [inNotice, asCover, orphan, young] = urls as [string, string, string, string];
    // A notice's rich text shows one; a project's cover is another.
    const notice = await call('POST', '/system/notice', {
      noticeTitle: '配额',
      noticeType: '1',
      noticeContent: `<p>图片</p><img src="${inNotice}">`,
      status: '0',
    });
    expect(notice.json().code).toBe(200);
    await createProject(call, projectBody('封面项目', { cover: asCover }));

    const now = new Date();
    const old = new Date(now.getTime() - 25 * 3600_000);
    const keys = urls.map(keyOf);
    for (const key of keys.slice(0, 3)) {
      await ctx.database.db.update(sysUpload).set({ createTime: old }).where(eq(sysUpload.storageKey, key));
    }

    // Two replicas sweeping at once remove the orphan once between them.
    const removed = await Promise.all([ctx.app.kernel.uploads.sweep(now), ctx.app.kernel.uploads.sweep(now)]);
    expect(removed[0] + removed[1]).toBe(1);

    const left = await rows();
    expect(left.map((r) => r.storageKey).sort()).toEqual([keys[0], keys[1], keys[3]].sort());
    expect(left.find((r) => r.storageKey === keyOf(orphan))).toBeUndefined();
    expect(existsSync(join(dataDir, 'files', keyOf(orphan)))).toBe(false);
    for (const url of [inNotice, asCover, young]) expect(existsSync(join(dataDir, 'files', keyOf(url)))).toBe(true);
    expect(
      left
        .filter((r) => r.referencedTime)
        .map((r) => r.storageKey)
        .sort(),
    ).toEqual([keys[0], keys[1]].sort());

    // The young one goes once it is old enough, still unclaimed.
    expect(await ctx.app.kernel.uploads.sweep(new Date(now.getTime() + 25 * 3600_000))).toBe(1);
    expect(existsSync(join(dataDir, 'files', keyOf(young)))).toBe(false);
    expect((await rows()).map((r) => r.storageKey).sort()).toEqual([keys[0], keys[1]].sort());
    // The orphan's URL now answers 404.
    expect((await ctx.app.inject({ method: 'GET', url: orphan })).json().code).toBe(404);
  });
});
