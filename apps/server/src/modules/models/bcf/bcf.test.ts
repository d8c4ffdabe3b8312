import { MODEL_PERMS, PERMS } from '@zj/contract';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  counts,
  data,
  PNG,
  projectOf,
  qualityApp,
  type User,
  upload,
  userWith,
} from '../../quality/quality-test-kit.ts';
import { fixture, runJobs, uploadModel } from '../models-test-kit.ts';
import { readBcf } from './bcf-read.ts';
import { validateWithXsd } from './bcf-test-kit.ts';
import type { BcfTopic } from './bcf-types.ts';

/**
 * BCF export and import through the routes, on the real database: problems with comments and
 * viewpoints (on a converted model) in project A, exported, imported into an empty project B and
 * exported again — the same topics, GUIDs kept; importing again updates; project scope; bad files
 * refused with nothing changed.
 */

const app = await qualityApp();
const { ctx } = app;
afterAll(() => app.close());

const WALL_SOUTH = '35Z81ZlNn$yslQaC$u0GRm';
const WALL_EAST = '1MSLxGIUF8Y1H6ZuPcuSS1';
const TABLES = ['biz_problem', 'biz_problem_comment', 'biz_problem_user', 'biz_model_viewpoint', 'biz_model_bcf_ref'];
const PERMISSIONS = [...Object.values(MODEL_PERMS), ...Object.values(PERMS.business.problem)];

let keeper: User; // admin of A and B
let stranger: User; // member of A only
let projectA: number;
let projectB: number;
let versionA: number;

const ok = async (res: Promise<{ json: () => unknown }>) => {
  const body = await data(res);
  expect(body.code, body.msg).toBe(200);
  return body;
};

async function exportOf(user: User, projectId: number, ids = '') {
  const res = await user.call('GET', `/business/model/bcf/export?projectId=${projectId}&problemIds=${ids}`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/octet-stream');
  return new Uint8Array(res.rawPayload);
}

async function uploadBcf(user: User, bytes: Uint8Array, name = 'issues.bcf') {
  const res = await upload(ctx, user, name, Buffer.from(bytes), 'bcf');
  expect(res.code, res.msg).toBe(200);
  return res.data?.url as string;
}

const importInto = (user: User, projectId: number, url: string) =>
  data(user.call('POST', '/business/model/bcf/import', { projectId, url }));

beforeAll(async () => {
  keeper = await userWith(ctx, 'bcf_keeper', PERMISSIONS);
  stranger = await userWith(ctx, 'bcf_stranger', PERMISSIONS);
  projectA = await projectOf(ctx, 'BCF 一号楼', { admins: [keeper, stranger] });
  projectB = await projectOf(ctx, 'BCF 二号楼', { admins: [keeper] });
  const band = (await ok(keeper.call('POST', '/business/model/band', { projectId: projectA, bandName: '建筑' })))
    .data as number;
  versionA = await uploadModel(ctx, keeper.headers, projectA, band, await fixture('house-v1.ifc'), 'house-v1.ifc');
  await runJobs(ctx);
  const v = await ok(keeper.call('GET', `/business/model/version/${versionA}`));
  expect((v.data as { status: string }).status).toBe('2');

  // Two problems: one on the south wall with a perspective and an orthogonal viewpoint, comments,
  // a collaborator and a due date; one closed, without viewpoint.
  const snapshot = (await upload(ctx, keeper, 'shot.png', PNG, 'image')).data?.url as string;
  const first = (
    await ok(
      keeper.call('POST', '/business/problem', {
        projectId: projectA,
        name: '南墙开裂',
        content: '1F 南侧外墙出现竖向裂缝 <宽 2 mm> & 渗水',
        level: '重要',
        dueDate: '2099-12-01',
        extend1: '1F 外墙-南',
        componentId: WALL_SOUTH,
        bandId: band,
        bandName: '建筑',
        implementerIds: [stranger.userId],
      }),
    )
  ).data as number;
  await ok(
    keeper.call('POST', '/business/model/viewpoint', {
      projectId: projectA,
      problemId: first,
      versionId: versionA,
      camera: { kind: 'perspective', position: [10, -8, 3], target: [4, 0, 1.5], up: [0, 0, 1], fov: 55 },
      clipping: [{ location: [0, 0, 2.5], direction: [0, 0, 1] }],
      selection: [WALL_SOUTH],
      hidden: [WALL_EAST],
      snapshot,
    }),
  );
  await ok(
    keeper.call('POST', '/business/model/viewpoint', {
      projectId: projectA,
      problemId: first,
      versionId: versionA,
      camera: { kind: 'orthogonal', position: [0, 0, 50], target: [0, 0, 0], up: [0, 1, 0], viewToWorldScale: 30 },
      selection: [WALL_SOUTH, WALL_EAST],
    }),
  );
  await ok(
    stranger.call('POST', '/business/quality/addQualityProblemComment', { problemId: first, commentDetail: '已确认' }),
  );
  await ok(
    keeper.call('POST', '/business/quality/addQualityProblemComment', {
      problemId: first,
      commentDetail: '请本周整改',
    }),
  );
  const second = (await ok(keeper.call('POST', '/business/problem', { projectId: projectA, name: '门洞尺寸不符' })))
    .data as number;
  await ok(keeper.call('PUT', `/business/problem/close/${second}`));
}, 150_000);

describe('BCF export', () => {
  it("writes a project's model problems as valid BCF 2.1, with what each problem holds", async () => {
    const bytes = await exportOf(keeper, projectA);
    expect(validateWithXsd(bytes)).toEqual({ 'version.xsd': 1, 'project.xsd': 1, 'markup.xsd': 2, 'visinfo.xsd': 2 });
    const { topics, project, warnings } = readBcf(bytes);
    expect(warnings).toEqual([]);
    expect(project).toEqual({ projectId: String(projectA), name: 'BCF 一号楼' });
    const [wall, door] = topics as [BcfTopic, BcfTopic];
    expect(wall).toMatchObject({
      title: '南墙开裂',
      description: '1F 南侧外墙出现竖向裂缝 <宽 2 mm> & 渗水',
      priority: '重要',
      topicType: '随机抽查',
      topicStatus: 'Open',
      dueDate: '2099-12-01T00:00:00',
      assignedTo: 'bcf_stranger',
    });
    expect(wall.comments.map((c) => [c.author, c.comment])).toEqual([
      ['bcf_stranger', '已确认'],
      ['bcf_keeper', '请本周整改'],
    ]);
    const [perspective, orthogonal] = wall.viewpoints;
    expect(perspective?.camera).toMatchObject({
      kind: 'perspective',
      viewPoint: [10, -8, 3],
      upVector: [0, 0, 1],
      fieldOfView: 55,
    });
    expect(perspective?.camera?.direction[0]).toBeCloseTo(-6 / Math.hypot(6, 8, 1.5));
    expect(perspective?.selection.map((c) => c.ifcGuid)).toEqual([WALL_SOUTH]);
    expect(perspective).toMatchObject({
      defaultVisibility: true,
      clippingPlanes: [{ location: [0, 0, 2.5], direction: [0, 0, 1] }],
    });
    expect(perspective?.exceptions.map((c) => c.ifcGuid)).toEqual([WALL_EAST]);
    expect(perspective?.snapshot).toEqual({ format: 'png', bytes: new Uint8Array(PNG) });
    expect(orthogonal?.camera).toMatchObject({ kind: 'orthogonal', viewToWorldScale: 30, direction: [0, 0, -1] });
    expect(door).toMatchObject({ title: '门洞尺寸不符', topicStatus: 'Closed', viewpoints: [], comments: [] });
    // GUIDs stay the same from one export to the next.
    expect(readBcf(await exportOf(keeper, projectA)).topics).toEqual(topics);
  });

  it('exports only the problems asked for, and nothing of another project', async () => {
    const all = readBcf(await exportOf(keeper, projectA)).topics;
    const ids = (await ok(keeper.call('GET', `/business/problem/list?projectId=${projectA}&pageNum=1&pageSize=10`)))
      .rows as { problemId: number; name: string }[];
    const door = ids.find((r) => r.name === '门洞尺寸不符')?.problemId;
    const some = readBcf(await exportOf(keeper, projectA, String(door))).topics;
    expect(some.map((t) => t.title)).toEqual(['门洞尺寸不符']);
    expect(some[0]?.guid).toBe(all[1]?.guid);
    expect(readBcf(await exportOf(keeper, projectB, String(door))).topics).toEqual([]);
  });
});

describe('BCF import', () => {
  it('an export imported into an empty project and exported again loses nothing', async () => {
    const fromA = await exportOf(keeper, projectA);
    const before = await counts(ctx, TABLES);
    const result = await importInto(keeper, projectB, await uploadBcf(keeper, fromA));
    expect(result.code, result.msg).toBe(200);
    const guid = readBcf(fromA).topics[0]?.guid ?? '';
    const got = result.data as { imported: number; updated: number; warnings: string[] };
    expect({ ...got, warnings: [...got.warnings].sort() }).toEqual({
      imported: 2,
      updated: 0,
      // B has no model: the viewpoints are kept as they are; the collaborator is no member of B.
      warnings: [
        `主题 ${guid} 的一个视点没有匹配到本项目当前模型中的构件，已原样保留`,
        `主题 ${guid} 的一个视点没有匹配到本项目当前模型中的构件，已原样保留`,
        `主题 ${guid} 的指派人 bcf_stranger 不是本项目成员，已按文本保留`,
      ].sort(),
    });
    const after = await counts(ctx, TABLES);
    expect(after.biz_problem).toBe((before.biz_problem ?? 0) + 2);
    expect(after.biz_problem_comment).toBe((before.biz_problem_comment ?? 0) + 2);

    const fromB = await exportOf(keeper, projectB);
    expect(readBcf(fromB).topics).toEqual(readBcf(fromA).topics);
    validateWithXsd(fromB);

    const problems = (
      await ok(keeper.call('GET', `/business/problem/list?projectId=${projectB}&pageNum=1&pageSize=10`))
    ).rows as Record<string, unknown>[];
    expect(problems.map((x) => [x.name, x.level, x.closed, x.createBy])).toEqual([
      ['门洞尺寸不符', '一般', '1', expect.any(String)],
      ['南墙开裂', '重要', '0', expect.any(String)],
    ]);
  });

  it('importing the same file again updates the problems instead of duplicating them', async () => {
    const fromA = await exportOf(keeper, projectA);
    const url = await uploadBcf(keeper, fromA);
    const before = await counts(ctx, TABLES);
    const again = await importInto(keeper, projectA, url);
    expect(again.code, again.msg).toBe(200);
    expect(again.data).toEqual({ imported: 0, updated: 2, warnings: [] });
    expect(await counts(ctx, TABLES)).toEqual(before);
    expect(readBcf(await exportOf(keeper, projectA)).topics).toEqual(readBcf(fromA).topics);
  });

  it('matches components to the current model: a viewpoint on its walls becomes a saved viewpoint', async () => {
    const topics = readBcf(await exportOf(keeper, projectA)).topics;
    const renamed = topics.slice(0, 1).map((t) => ({
      ...t,
      guid: '0f0e0d0c-0b0a-4908-8706-050403020100',
      comments: [],
      viewpoints: t.viewpoints.map((v, i) => ({ ...v, guid: `0f0e0d0c-0b0a-4908-8706-05040302010${i + 1}` })),
    }));
    const { writeBcf } = await import('./bcf-write.ts');
    const result = await importInto(keeper, projectA, await uploadBcf(keeper, writeBcf({ name: 'x' }, renamed)));
    expect(result.data).toMatchObject({ imported: 1, updated: 0 });
    const rows = (await ok(keeper.call('GET', `/business/problem/list?projectId=${projectA}&pageNum=1&pageSize=10`)))
      .rows as Record<string, unknown>[];
    const created = rows[0] as { problemId: number; componentId: string; extend1: string; bandName: string };
    expect(created).toMatchObject({ componentId: WALL_SOUTH, extend1: '1F 外墙-南', bandName: '建筑' });
    const vps = await ok(
      keeper.call('GET', `/business/model/viewpoint/list?projectId=${projectA}&problemId=${created.problemId}`),
    );
    expect((vps.rows as { versionId: number; selection: string[] }[]).map((v) => [v.versionId, v.selection])).toEqual(
      expect.arrayContaining([
        [versionA, [WALL_SOUTH]],
        [versionA, [WALL_SOUTH, WALL_EAST]],
      ]),
    );
  });

  it('keeps to the project: a member of A neither exports nor imports B', async () => {
    const res = await stranger.call('GET', `/business/model/bcf/export?projectId=${projectB}`);
    expect((res.json() as { code: number }).code).not.toBe(200);
    const url = await uploadBcf(stranger, await exportOf(stranger, projectA));
    const before = await counts(ctx, TABLES);
    expect((await importInto(stranger, projectB, url)).code).not.toBe(200);
    expect(await counts(ctx, TABLES)).toEqual(before);
  });

  it('refuses bad files with a clear message and changes nothing', async () => {
    const before = await counts(ctx, TABLES);
    const noVersion = await uploadBcf(keeper, zipSync({ 'readme.txt': strToU8('hello') }));
    expect(await importInto(keeper, projectA, noVersion)).toEqual({
      code: 500,
      msg: '文件不是 BCF 文件：缺少 bcf.version',
    });
    const v3 = await uploadBcf(keeper, zipSync({ 'bcf.version': strToU8('<Version VersionId="3.0"/>') }));
    expect(await importInto(keeper, projectA, v3)).toEqual({
      code: 500,
      msg: '不支持的 BCF 版本：3.0（支持 2.0 和 2.1）',
    });
    // Not a zip at all: the upload path itself refuses it by its bytes.
    expect((await upload(ctx, keeper, 'fake.bcf', Buffer.from('ISO-10303-21;'), 'bcf')).code).not.toBe(200);
    // Not an upload of this system, or an upload of another type.
    const png = (await upload(ctx, keeper, 'x.png', PNG, 'image')).data?.url as string;
    expect(await importInto(keeper, projectA, png)).toEqual({
      code: 500,
      msg: '文件格式不正确, 请上传bcf/bcfzip格式文件!',
    });
    const stray = '/prod-api/file/2026/01/01/0123456789abcdef0123456789abcdef.bcf';
    expect(await importInto(keeper, projectA, stray)).toEqual({
      code: 500,
      msg: `文件'${stray}'不是已上传的文件，请重新上传`,
    });
    expect(await counts(ctx, TABLES)).toEqual(before);
  });
});
