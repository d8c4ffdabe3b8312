import { access, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { MODEL_PERMS } from '@zj/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobRunner } from '../../core/jobs/job-runner.ts';
import { sysJob } from '../../core/jobs/jobs.tables.ts';
import { codeOf } from '../../test/helpers.ts';
import { bizProblem } from '../problems/problems.tables.ts';
import { counts, data, projectOf, qualityApp, type User, userWith } from '../quality/quality-test-kit.ts';
import { convertIfcFile } from './conversion/convert-ifc.ts';
import { modelsModule } from './index.ts';
import { sweepAbandonedUploads } from './model-upload.ts';
import { CONVERT_JOB } from './models.service.ts';
import { bizModelElement, bizModelLog, bizModelTree, bizModelUpload, bizModelVersion } from './models.tables.ts';
import {
  fixture,
  locationOf,
  runJobs,
  tusCreate,
  tusHead,
  tusPatch,
  uploadModel,
  versionIdOf,
} from './models-test-kit.ts';

const app = await qualityApp();
const { ctx } = app;
afterAll(() => app.close());

const ALL = Object.values(MODEL_PERMS);
const TABLES = [
  'biz_model_version',
  'biz_model_element',
  'biz_model_upload',
  'biz_model_log',
  'sys_job',
  'biz_project_band',
];
let keeper: User; // admin of project A
let reader: User; // member of A who may only list
let outsider: User; // admin of B
let projectA: number;
let projectB: number;
let bandA: number;
let bandB: number;

const ok = async (res: Promise<{ json: () => unknown }>) => {
  const body = await data(res);
  expect(body.code, body.msg).toBe(200);
  return body;
};

beforeAll(async () => {
  keeper = await userWith(ctx, 'mkeeper', ALL);
  reader = await userWith(ctx, 'mreader', ALL);
  outsider = await userWith(ctx, 'moutsider', ALL);
  projectA = await projectOf(ctx, '滨江花园', {
    admins: [keeper],
    members: [reader],
    memberPerms: [MODEL_PERMS.list],
  });
  projectB = await projectOf(ctx, '城南学校', { admins: [outsider] });
  bandA = (await ok(keeper.call('POST', '/business/model/band', { projectId: projectA, bandName: '建筑' })))
    .data as number;
  bandB = (await ok(outsider.call('POST', '/business/model/band', { projectId: projectB, bandName: '结构' })))
    .data as number;
});

describe('bands', () => {
  it('adds, lists, renames and refuses a second band of the same name', async () => {
    const extra = (await ok(keeper.call('POST', '/business/model/band', { projectId: projectA, bandName: '给排水' })))
      .data as number;
    const dup = await data(keeper.call('POST', '/business/model/band', { projectId: projectA, bandName: '建筑' }));
    expect(dup).toEqual({ code: 500, msg: '模型分段「建筑」已存在' });
    await ok(keeper.call('PUT', '/business/model/band', { bandId: extra, bandName: '暖通' }));
    const list = await ok(reader.call('GET', `/business/model/band/list?projectId=${projectA}`));
    expect(list.rows).toEqual([
      expect.objectContaining({
        bandId: bandA,
        bandName: '建筑',
        sort: 1,
        versionCount: 0,
        currentVersionId: null,
        status: null,
      }),
      expect.objectContaining({ bandId: extra, bandName: '暖通', sort: 2 }),
    ]);
    await ok(keeper.call('DELETE', `/business/model/band/${extra}`));
  });

  it('a member who may only list cannot add a band', async () => {
    const res = await data(reader.call('POST', '/business/model/band', { projectId: projectA, bandName: '电气' }));
    expect(res.code).toBe(403);
  });
});

describe('tus upload', () => {
  it('creates, takes two chunks, resumes after HEAD, and queues the conversion of the new version', async () => {
    const file = await fixture('house-v1.ifc');
    const created = await tusCreate(
      ctx,
      keeper.headers,
      { filename: 'house-v1.ifc', projectId: projectA, bandId: bandA },
      file.length,
    );
    expect(created.statusCode, created.body).toBe(201);
    const url = locationOf(created);
    expect(url).toMatch(/^\/prod-api\/business\/model\/upload\/\d+$/);
    const third = Math.floor(file.length / 3);
    const first = await tusPatch(ctx, keeper.headers, url, 0, file.subarray(0, third));
    expect(first.statusCode, first.body).toBe(204);
    expect(first.headers['upload-offset']).toBe(String(third));
    // The connection drops: the client asks where to go on.
    const head = await tusHead(ctx, keeper.headers, url);
    expect(head.statusCode).toBe(200);
    expect(head.headers['upload-offset']).toBe(String(third));
    expect(head.headers['upload-length']).toBe(String(file.length));
    // A wrong offset is refused (409), nothing appended.
    const wrong = await tusPatch(ctx, keeper.headers, url, 0, file.subarray(third));
    expect(wrong.statusCode).toBe(409);
    // Another member of the project cannot continue someone else's upload.
    const foreign = await tusPatch(ctx, reader.headers, url, third, file.subarray(third));
    expect(codeOf(foreign)).toBe(403);
    const last = await tusPatch(ctx, keeper.headers, url, third, file.subarray(third));
    expect(last.statusCode, last.body).toBe(204);
    const versionId = versionIdOf(last);
    expect(versionId).toBeGreaterThan(0);
    const version = await ok(keeper.call('GET', `/business/model/version/${versionId}`));
    expect(version.data).toMatchObject({
      versionId,
      bandId: bandA,
      bandName: '建筑',
      versionNo: 1,
      fileName: 'house-v1.ifc',
      fileSize: file.length,
      schema: 'IFC4',
      status: '0',
      progress: 0,
      current: '0',
      createBy: 'mkeeper',
    });
    const [job] = await ctx.database.db
      .select()
      .from(sysJob)
      .where(sql`${sysJob.payload} ->> 'versionId' = ${String(versionId)}`);
    expect(job).toMatchObject({ kind: 'model.convert', status: 'queued' });
    // The tus folder keeps nothing once the file is in the storage.
    expect(
      await readdir(join(ctx.app.kernel.config.dataDir, 'uploads-tus')).then((f) => f.filter((n) => /^\d+$/.test(n))),
    ).toEqual([]);
  });

  it('refuses a file that only claims to be IFC and keeps nothing', async () => {
    const before = await counts(ctx, TABLES);
    const png = await fixture('not-ifc.ifc');
    const created = await tusCreate(
      ctx,
      keeper.headers,
      { filename: 'not-ifc.ifc', projectId: projectA, bandId: bandA },
      png.length,
    );
    expect(created.statusCode).toBe(201);
    const res = await tusPatch(ctx, keeper.headers, locationOf(created), 0, png);
    expect(res.statusCode).toBe(415);
    expect(res.body).toBe('文件不是有效的 IFC 模型');
    expect(await counts(ctx, TABLES)).toEqual(before);
    expect(
      await readdir(join(ctx.app.kernel.config.dataDir, 'uploads-tus')).then((f) => f.filter((n) => /^\d+/.test(n))),
    ).toEqual([]);
  });

  it('refuses a file over 1024 MB, missing metadata, and a band of another project, in the caller’s language', async () => {
    const before = await counts(ctx, TABLES);
    const big = await tusCreate(
      ctx,
      keeper.headers,
      { filename: 'a.ifc', projectId: projectA, bandId: bandA },
      1024 * 1024 * 1024 + 1,
    );
    expect(big.statusCode).toBe(413);
    expect(big.body).toBe('模型文件不能超过 1024 MB');
    const bare = await tusCreate(ctx, keeper.headers, { filename: 'a.ifc' }, 10);
    expect([bare.statusCode, bare.body]).toEqual([400, '上传信息不完整（需要文件名、项目和模型分段）']);
    const foreignBand = await tusCreate(
      ctx,
      keeper.headers,
      { filename: 'a.ifc', projectId: projectA, bandId: bandB },
      10,
    );
    expect([foreignBand.statusCode, foreignBand.body]).toEqual([404, '模型分段不存在']);
    const foreignProject = await tusCreate(
      ctx,
      keeper.headers,
      { filename: 'a.ifc', projectId: projectB, bandId: bandB },
      10,
    );
    expect(codeOf(foreignProject)).toBe(403);
    const english = await ctx.app.inject({
      method: 'POST',
      url: '/prod-api/business/model/upload',
      headers: {
        ...keeper.headers,
        'accept-language': 'en',
        'tus-resumable': '1.0.0',
        'upload-length': String(2 * 1024 * 1024 * 1024),
        'upload-metadata': `filename ${Buffer.from('a.ifc').toString('base64')}`,
      },
    });
    expect(english.statusCode).toBe(413);
    expect(english.body).toBe('A model file may not exceed 1024 MB');
    const reading = await tusCreate(ctx, reader.headers, { filename: 'a.ifc', projectId: projectA, bandId: bandA }, 10);
    expect(codeOf(reading)).toBe(403);
    expect(await counts(ctx, TABLES)).toEqual(before);
  });
});

describe('conversion, elements, comparison, log', () => {
  let v1: number;
  let v2: number;

  beforeAll(async () => {
    // The upload test's version is the band's v1; clear the queue of it first.
    await runJobs(ctx);
    const [first] = await ctx.database.db
      .select()
      .from(bizModelVersion)
      .where(eq(bizModelVersion.bandId, bandA))
      .orderBy(bizModelVersion.versionNo);
    v1 = first?.versionId ?? 0;
    v2 = await uploadModel(ctx, keeper.headers, projectA, bandA, await fixture('house-v2.ifc'), 'house-v2.ifc');
    await runJobs(ctx);
  }, 120_000);

  it('converts house-v1: 16 element rows, the spatial tree, the fragments file; the first version becomes current', async () => {
    const version = await ok(keeper.call('GET', `/business/model/version/${v1}`));
    expect(version.data).toMatchObject({
      status: '2',
      progress: 100,
      elementCount: 16,
      current: '1',
      schema: 'IFC4',
      errorMsg: '',
    });
    expect((version.data as { site: { elevation: number } }).site).toMatchObject({ elevation: 4.5 });
    const rows = await ctx.database.db.select().from(bizModelElement).where(eq(bizModelElement.versionId, v1));
    expect(rows).toHaveLength(16);
    const byClass: Record<string, number> = {};
    for (const r of rows) byClass[r.ifcClass] = (byClass[r.ifcClass] ?? 0) + 1;
    expect(byClass).toEqual({ IfcWall: 8, IfcSlab: 2, IfcDoor: 2, IfcWindow: 4 });
    expect(rows.filter((r) => r.storey === '1F')).toHaveLength(9);
    const [tree] = await ctx.database.db.select().from(bizModelTree).where(eq(bizModelTree.versionId, v1));
    expect(tree).toBeDefined();
    const treeRes = await ok(reader.call('GET', `/business/model/element/tree/${v1}`));
    const site = (
      treeRes.data as { ifcClass: string; children: { ifcClass: string; children: { name: string }[] }[] }[]
    )[0];
    expect(site?.ifcClass).toBe('IfcSite');
    expect(site?.children[0]?.ifcClass).toBe('IfcBuilding');
    const fragments = await ctx.app.inject({
      method: 'GET',
      url: `/prod-api/business/model/version/${v1}/fragments`,
      headers: reader.headers,
    });
    expect(fragments.statusCode).toBe(200);
    expect(fragments.headers['content-type']).toBe('application/octet-stream');
    expect(fragments.rawPayload.length).toBeGreaterThan(100);
    // v2 converted too, but v1 stays current.
    const second = await ok(keeper.call('GET', `/business/model/version/${v2}`));
    expect(second.data).toMatchObject({ status: '2', versionNo: 2, elementCount: 16, current: '0' });
  });

  it('searches elements by the start of a name or GlobalId, by class and storey; reads one with its property sets', async () => {
    const byName = await ok(
      reader.call('GET', `/business/model/element/list?versionId=${v1}&keyword=${encodeURIComponent('1f 外墙')}`),
    );
    expect(byName.total).toBe(4);
    expect((byName.rows as { name: string }[]).map((r) => r.name).sort()).toEqual([
      '1F 外墙-东',
      '1F 外墙-北',
      '1F 外墙-南',
      '1F 外墙-西',
    ]);
    const byGid = await ok(reader.call('GET', `/business/model/element/list?versionId=${v1}&keyword=35Z81`));
    expect(byGid.rows).toEqual([
      expect.objectContaining({ globalId: '35Z81ZlNn$yslQaC$u0GRm', ifcClass: 'IfcWall', storey: '1F' }),
    ]);
    const wildcard = await ok(reader.call('GET', `/business/model/element/list?versionId=${v1}&keyword=%25`));
    expect(wildcard.total).toBe(0);
    const windows = await ok(
      reader.call('GET', `/business/model/element/list?versionId=${v1}&ifcClass=IfcWindow&storey=2F`),
    );
    expect(windows.total).toBe(2);
    const all = await ok(reader.call('GET', `/business/model/element/list?versionId=${v1}&pageSize=5`));
    expect([all.total, (all.rows as unknown[]).length]).toEqual([16, 5]);
    const wall = await ok(
      reader.call('GET', `/business/model/element/${v1}/${encodeURIComponent('35Z81ZlNn$yslQaC$u0GRm')}`),
    );
    expect(wall.data).toMatchObject({
      name: '1F 外墙-南',
      psets: { Pset_WallCommon: { FireRating: 'REI 60', IsExternal: true, LoadBearing: true } },
    });
  });

  it('compares v1 → v2 exactly as the fixtures README says', async () => {
    const summary = await ok(
      keeper.call('GET', `/business/model/compare/summary?fromVersionId=${v1}&toVersionId=${v2}`),
    );
    expect(summary.data).toEqual({ added: 1, removed: 1, geometry: 1, properties: 1 });
    const page = await ok(keeper.call('GET', `/business/model/compare?fromVersionId=${v1}&toVersionId=${v2}`));
    expect(page.total).toBe(4);
    expect(page.rows).toEqual([
      { globalId: '2X1DXPqIaxoCL635vVJFCK', ifcClass: 'IfcWindow', name: '2F 北窗', change: 'added', changes: [] },
      { globalId: '0eLT3y6vQ8SX0mM6DUw136', ifcClass: 'IfcDoor', name: '1F 后门', change: 'removed', changes: [] },
      {
        globalId: '17$zJ4gBP3K3hQo1BZ$nA$',
        ifcClass: 'IfcWindow',
        name: '2F 南窗-西',
        change: 'geometry',
        changes: [],
      },
      {
        globalId: '35Z81ZlNn$yslQaC$u0GRm',
        ifcClass: 'IfcWall',
        name: '1F 外墙-南',
        change: 'properties',
        changes: [{ pset: 'Pset_WallCommon', prop: 'FireRating', from: 'REI 60', to: 'REI 90' }],
      },
    ]);
    const removedOnly = await ok(
      keeper.call('GET', `/business/model/compare?fromVersionId=${v1}&toVersionId=${v2}&change=removed`),
    );
    expect((removedOnly.rows as { globalId: string }[]).map((r) => r.globalId)).toEqual(['0eLT3y6vQ8SX0mM6DUw136']);
    const reverse = await ok(
      keeper.call('GET', `/business/model/compare/summary?fromVersionId=${v2}&toVersionId=${v1}`),
    );
    expect(reverse.data).toEqual({ added: 1, removed: 1, geometry: 1, properties: 1 });
  });

  it('refuses to compare versions of different bands', async () => {
    const other = await data(
      keeper.call('GET', `/business/model/compare/summary?fromVersionId=${v1}&toVersionId=999999`),
    );
    expect(other).toEqual({ code: 500, msg: '只能对比同一模型分段的两个已转换版本' });
  });

  it('sets the current version, lists versions, and keeps the log of everything', async () => {
    await ok(keeper.call('PUT', `/business/model/version/current/${v2}`));
    const band = await ok(reader.call('GET', `/business/model/band/list?projectId=${projectA}`));
    expect(band.rows).toEqual([
      expect.objectContaining({
        bandId: bandA,
        currentVersionId: v2,
        currentVersionNo: 2,
        versionCount: 2,
        status: '2',
      }),
    ]);
    const list = await ok(reader.call('GET', `/business/model/version/list?projectId=${projectA}&bandId=${bandA}`));
    expect((list.rows as { versionNo: number; current: string }[]).map((r) => [r.versionNo, r.current])).toEqual([
      [2, '1'],
      [1, '0'],
    ]);
    const log = await ok(keeper.call('GET', `/business/model/log/list?projectId=${projectA}`));
    const actions = (log.rows as { action: string; result: string; detail: string; versionNo: number }[]).map(
      (r) => `${r.action} V${r.versionNo} ${r.result}`,
    );
    expect(actions).toEqual(
      expect.arrayContaining([
        'upload V1 0',
        'convert V1 0',
        'upload V2 0',
        'convert V2 0',
        'compare V2 0',
        'current V2 0',
      ]),
    );
    const converted = (log.rows as { action: string; detail: string; durationMs: number | null }[]).find(
      (r) => r.action === 'convert',
    );
    expect(converted?.detail).toMatch(/^转换完成：16 个构件，用时 [\d.]+ 秒$/);
    expect(converted?.durationMs).toBeGreaterThan(0);
    const filtered = await ok(keeper.call('GET', `/business/model/log/list?projectId=${projectA}&action=current`));
    expect(filtered.rows).toEqual([
      expect.objectContaining({ action: 'current', bandName: '建筑', createBy: 'mkeeper' }),
    ]);
    // By band: every entry is band A's; a band without versions has none.
    const ofBand = await ok(keeper.call('GET', `/business/model/log/list?projectId=${projectA}&bandId=${bandA}`));
    expect(ofBand.total).toBe(log.total);
    const otherBand = await ok(keeper.call('POST', '/business/model/band', { projectId: projectA, bandName: '机电' }));
    const none = await ok(
      keeper.call('GET', `/business/model/log/list?projectId=${projectA}&bandId=${otherBand.data}`),
    );
    expect(none).toMatchObject({ total: 0, rows: [] });
    await ok(keeper.call('DELETE', `/business/model/band/${otherBand.data}`));
  });

  it('saves viewpoints; a version a problem’s viewpoint shows is deleted only by an administrator with force', async () => {
    const [problem] = await ctx.database.db
      .insert(bizProblem)
      .values({ projectId: projectA, name: '墙体开裂', level: '一般', creatorId: keeper.userId })
      .returning();
    const camera = { kind: 'perspective', position: [10, 10, 10], target: [0, 0, 0], up: [0, 0, 1], fov: 60 };
    const saved = await ok(
      keeper.call('POST', '/business/model/viewpoint', {
        projectId: projectA,
        problemId: problem?.problemId,
        versionId: v1,
        camera,
        clipping: [{ location: [0, 0, 1], direction: [0, 0, -1] }],
        selection: ['35Z81ZlNn$yslQaC$u0GRm'],
      }),
    );
    const { viewpointId } = saved.data as { viewpointId: number };
    const vp = await ok(reader.call('GET', `/business/model/viewpoint/${viewpointId}`));
    expect(vp.data).toMatchObject({ versionId: v1, bandId: bandA, componentNames: ['1F 外墙-南'], camera, hidden: [] });
    const list = await ok(
      reader.call('GET', `/business/model/viewpoint/list?projectId=${projectA}&problemId=${problem?.problemId}`),
    );
    expect(list.total).toBe(1);
    // Shared by its link, the problem shows where it is in the model, without login.
    const token = 'S'.repeat(40);
    await ctx.database.db
      .update(bizProblem)
      .set({ shareToken: token })
      .where(eq(bizProblem.problemId, problem?.problemId ?? 0));
    const publicRead = (t: string) =>
      ctx.app.inject({ method: 'GET', url: `/prod-api/business/model/viewpoint/shared/${t}` }).then((r) => r.json());
    expect(await publicRead(token)).toEqual({
      code: 200,
      msg: '操作成功',
      data: {
        bandName: '建筑',
        versionNo: 1,
        snapshot: null,
        components: [{ globalId: '35Z81ZlNn$yslQaC$u0GRm', name: '1F 外墙-南' }],
        createTime: expect.any(String),
      },
    });
    expect(await publicRead('T'.repeat(40))).toMatchObject({ code: 404, msg: '分享链接不存在或已失效' });
    const [plain] = await ctx.database.db
      .insert(bizProblem)
      .values({
        projectId: projectA,
        name: '无视点',
        level: '一般',
        creatorId: keeper.userId,
        shareToken: 'U'.repeat(40),
      })
      .returning();
    expect((await publicRead('U'.repeat(40))).data).toBeNull();
    await ctx.database.db.delete(bizProblem).where(eq(bizProblem.problemId, plain?.problemId ?? 0));
    const before = await counts(ctx, TABLES);
    const refused = await data(keeper.call('DELETE', `/business/model/version/${v1}`));
    expect(refused).toEqual({ code: 500, msg: '该版本仍有问题关联，不能删除' });
    const notAdmin = await data(keeper.call('DELETE', `/business/model/version/${v1}?force=true`));
    expect(notAdmin.code).toBe(403);
    expect(await counts(ctx, TABLES)).toEqual(before);
    const admin = ctx.app.inject.bind(ctx.app);
    const { login } = await import('../../test/test-app.ts');
    const headers = await login(ctx.app);
    const forced = await admin({ method: 'DELETE', url: `/prod-api/business/model/version/${v1}?force=true`, headers });
    expect(forced.json()).toMatchObject({ code: 200 });
    expect(await ctx.database.db.select().from(bizModelElement).where(eq(bizModelElement.versionId, v1))).toEqual([]);
    const log = await ok(keeper.call('GET', `/business/model/log/list?projectId=${projectA}&action=delete`));
    expect(log.rows).toEqual([expect.objectContaining({ versionNo: 1, createBy: 'admin' })]);
  });
});

describe('a failed conversion', () => {
  it('says why, keeps the original and logs the failure', async () => {
    const versionId = await uploadModel(
      ctx,
      keeper.headers,
      projectA,
      bandA,
      await fixture('broken.ifc'),
      'broken.ifc',
    );
    await runJobs(ctx);
    const version = await ok(keeper.call('GET', `/business/model/version/${versionId}`));
    expect(version.data).toMatchObject({ status: '3', elementCount: 0 });
    expect((version.data as { errorMsg: string }).errorMsg).toMatch(/^(模型文件已损坏，无法转换|模型中没有构件)/);
    const [row] = await ctx.database.db.select().from(bizModelVersion).where(eq(bizModelVersion.versionId, versionId));
    expect(await ctx.app.kernel.storage.get(row?.fileKey ?? '')).toBeDefined();
    const log = await ok(keeper.call('GET', `/business/model/log/list?projectId=${projectA}&action=convert`));
    expect(log.rows).toEqual(
      expect.arrayContaining([expect.objectContaining({ versionNo: row?.versionNo, result: '1' })]),
    );
  }, 60_000);
});

describe('abandoned uploads', () => {
  it('are swept with their partial files after a day; a recent one stays resumable', async () => {
    const begin = async (filename: string) => {
      const created = await tusCreate(ctx, keeper.headers, { filename, projectId: projectA, bandId: bandA }, 4096);
      expect(created.statusCode, created.body).toBe(201);
      return Number(locationOf(created).split('/').at(-1));
    };
    const [old, recent] = [await begin('old.ifc'), await begin('recent.ifc')];
    await ctx.database.db
      .update(bizModelUpload)
      .set({ createTime: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(bizModelUpload.uploadId, old));
    const partial = (id: number) => join(ctx.app.kernel.config.dataDir, 'uploads-tus', String(id));
    await access(partial(old));
    const repo = ctx.app.kernel.use(modelsModule).models.repo;
    expect(await sweepAbandonedUploads(repo, ctx.app.kernel.config.dataDir)).toBe(1);
    const rows = await ctx.database.db.select().from(bizModelUpload).where(sql`upload_id in (${old}, ${recent})`);
    expect(rows.map((r) => r.uploadId)).toEqual([recent]);
    await expect(access(partial(old))).rejects.toThrow();
    await expect(access(`${partial(old)}.json`)).rejects.toThrow();
    await access(partial(recent));
    const head = await tusHead(ctx, keeper.headers, `/prod-api/business/model/upload/${recent}`);
    expect(head.headers['upload-offset']).toBe('0');
  });
});

describe('a version deleted while it converts', () => {
  it('leaves no elements, tree, fragments file or conversion log behind', async () => {
    const versionId = await uploadModel(
      ctx,
      keeper.headers,
      projectA,
      bandA,
      await fixture('house-v1.ifc'),
      'late.ifc',
    );
    const storageDir = join(ctx.app.kernel.config.dataDir, 'files');
    const filesBefore: string[] = await readdir(storageDir, { recursive: true }).catch(() => []);
    // The converter finishes, but the version is deleted before its elements are written.
    const runner = new JobRunner(ctx.database.db, {
      [CONVERT_JOB]: ctx.app.kernel.use(modelsModule).conversion(async (ifc, fragments, options) => {
        const output = await convertIfcFile(ifc, fragments, options);
        await ok(keeper.call('DELETE', `/business/model/version/${versionId}`));
        return output;
      }),
    });
    await runner.drain();
    const left = async (table: typeof bizModelElement | typeof bizModelTree) =>
      (await ctx.database.db.select().from(table).where(eq(table.versionId, versionId))).length;
    expect(await left(bizModelElement)).toBe(0);
    expect(await left(bizModelTree)).toBe(0);
    expect(
      await ctx.database.db.select().from(bizModelVersion).where(eq(bizModelVersion.versionId, versionId)),
    ).toEqual([]);
    const logs = await ctx.database.db.select().from(bizModelLog).where(eq(bizModelLog.versionId, versionId));
    expect(logs.map((l) => l.action).sort()).toEqual(['delete', 'upload']);
    // The original went with the version, and no fragments file was left.
    const filesAfter: string[] = await readdir(storageDir, { recursive: true }).catch(() => []);
    expect(filesAfter.filter((f) => !filesBefore.includes(f))).toEqual([]);
    expect(filesAfter.length).toBeLessThan(filesBefore.length);
  }, 60_000);
});

describe('project scope', () => {
  it('a member of A gets nothing of B by id or by list', async () => {
    const [vB] = await ctx.database.db
      .insert(bizModelVersion)
      .values({
        projectId: projectB,
        bandId: bandB,
        versionNo: 1,
        fileName: 'b.ifc',
        fileSize: 1,
        fileKey: '2026/01/01/00000000000000000000000000000000.ifc',
        status: '2',
        createBy: 'moutsider',
      })
      .returning();
    const id = vB?.versionId ?? 0;
    const refused = [
      `/business/model/band/list?projectId=${projectB}`,
      `/business/model/version/list?projectId=${projectB}`,
      `/business/model/version/${id}`,
      `/business/model/version/${id}/fragments`,
      `/business/model/element/list?versionId=${id}`,
      `/business/model/element/tree/${id}`,
      `/business/model/element/${id}/35Z81ZlNn$yslQaC$u0GRm`,
      `/business/model/compare/summary?fromVersionId=${id}&toVersionId=${id}`,
      `/business/model/compare?fromVersionId=${id}&toVersionId=${id}`,
      `/business/model/log/list?projectId=${projectB}`,
      `/business/model/viewpoint/list?projectId=${projectB}`,
    ];
    for (const url of refused) {
      const res = await data(keeper.call('GET', url));
      expect(res.code, url).toBe(403);
    }
    const writes = [
      keeper.call('PUT', `/business/model/version/current/${id}`),
      keeper.call('DELETE', `/business/model/version/${id}`),
      keeper.call('PUT', '/business/model/band', { bandId: bandB, bandName: 'x' }),
      keeper.call('DELETE', `/business/model/band/${bandB}`),
      keeper.call('POST', '/business/model/viewpoint', {
        projectId: projectB,
        versionId: id,
        camera: { kind: 'perspective', position: [0, 0, 1], target: [0, 0, 0], up: [0, 0, 1] },
      }),
    ];
    for (const res of await Promise.all(writes)) expect(res.json().code).toBe(403);
    // A's viewpoint naming B's version is refused as not found.
    const crossed = await data(
      keeper.call('POST', '/business/model/viewpoint', {
        projectId: projectA,
        versionId: id,
        camera: { kind: 'perspective', position: [0, 0, 1], target: [0, 0, 0], up: [0, 0, 1] },
      }),
    );
    expect(crossed).toEqual({ code: 404, msg: '模型版本不存在' });
  });
});
