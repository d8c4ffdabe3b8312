import { DIAGRAM_COLOURS } from '@zj/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { codeOf, scopedUser } from '../../test/helpers.ts';
import { diagramPng, diagramSvg } from './index.ts';
import { modelStoreApp, workflowFixture } from './replica-kit.ts';
import { wfModel } from './workflow.tables.ts';

/** A Flowable modeler export with a diagram (start event, 部门审批, one flow). */
const PLAN = workflowFixture('flowable-modeler-export.bpmn20.xml');
/** A model without diagram layout (no BPMNDiagram): drawn laid out. */
const LEAVE = workflowFixture('flowable-leave-request.bpmn20.xml');
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const { ctx, admin, db } = await modelStoreApp();

type Headers = Record<string, string>;
const get = (url: string, headers: Headers = admin) =>
  ctx.app.inject({ method: 'GET', url: `/prod-api${url}`, headers });
const post = (url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/prod-api${url}`, headers: admin, payload });
const modelIdOf = async (key: string) =>
  (await db.select().from(wfModel).where(eq(wfModel.modelKey, key)))[0]?.modelId as number;

describe('diagram images', () => {
  it("answers a model's diagram as PNG, and as SVG with format=svg", async () => {
    expect((await post('/flowable/flowable/import-xml', { xml: PLAN })).json().code).toBe(200);
    const modelId = await modelIdOf('plan_approval');

    const png = await get(`/flowable/flowable/loadPngByModelId/${modelId}`);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(png.rawPayload.equals(await diagramPng(PLAN))).toBe(true);

    const svg = await get(`/flowable/flowable/loadPngByModelId/${modelId}?format=svg`);
    expect(svg.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(svg.headers['content-security-policy']).toContain("default-src 'none'");
    expect(svg.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg.body).toContain('data-element-id="deptReview" data-di="shape"');
    expect(svg.body).toContain('部门审批');
  });

  it("draws the model's current XML: a saved name shows, a name with markup stays text", async () => {
    const modelId = await modelIdOf('plan_approval');
    const edited = PLAN.replace('name="部门审批"', 'name="部门&lt;script&gt;x()&lt;/script&gt;"');
    expect((await post('/flowable/flowable/save-model', { modelId, xml: edited })).json().code).toBe(200);
    const svg = (await get(`/flowable/flowable/loadPngByModelId/${modelId}?format=svg`)).body;
    expect(svg).not.toContain('<script');
    expect(svg).toContain('&lt;script&gt;');
    expect(svg).toContain('部门');
  });

  it("answers a deployed definition's diagram", async () => {
    const modelId = await modelIdOf('plan_approval');
    const deployed = (await post('/flowable/flowable/deploy', { modelId })).json();
    expect(deployed.code).toBe(200);
    const { definitionId } = deployed.data as { definitionId: number };

    const png = await get(`/flowable/definition/processFile/png/${definitionId}`);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    const svg = await get(`/flowable/definition/processFile/png/${definitionId}?format=svg`);
    expect(svg.body).toContain('data-element-id="f1" data-di="edge"');
  });

  it('draws a deployed model without diagram layout laid out: a shape per node, an edge per flow', async () => {
    // An engine-style Flowable file: no BPMNDiagram, flows without ids, a gateway, a data object.
    expect((await post('/flowable/flowable/import-xml', { xml: LEAVE })).json().code).toBe(200);
    const deployed = (await post('/flowable/flowable/deploy', { modelId: await modelIdOf('leave-request.v1') })).json();
    expect(deployed.code, deployed.msg).toBe(200);
    const { definitionId } = deployed.data as { definitionId: number };
    const svg = (await get(`/flowable/definition/processFile/png/${definitionId}?format=svg`)).body as string;
    const drawn = (di: 'shape' | 'edge') =>
      [...svg.matchAll(new RegExp(`data-element-id="([^"]+)" data-di="${di}"`, 'g'))].map((m) => m[1]).sort();
    expect(drawn('shape')).toEqual([
      'archive',
      'countersign',
      'daysGateway',
      'deptApproval',
      'directorApproval',
      'fillIn',
      'leaveType',
      'theEnd',
      'theStart',
    ]);
    // The flows without an id under the ids the engine gives them (what `taken` names).
    expect(drawn('edge')).toEqual([
      'flow_archive_theEnd',
      'flow_countersign_archive',
      'flow_deptApproval_daysGateway',
      'flow_directorApproval_countersign',
      'flow_fillIn_deptApproval',
      'flow_theStart_fillIn',
      'longLeave',
      'shortLeave',
    ]);
    const png = await get(`/flowable/definition/processFile/png/${definitionId}`);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(0, 8)).toEqual(PNG_SIGNATURE);
  });

  it('draws each definition of a file of several processes without layout as its own process, laid out', async () => {
    const several = workflowFixture('flowable-several-processes.bpmn20.xml');
    expect((await post('/flowable/flowable/import-xml', { xml: several })).json().code).toBe(200);
    const deployed = (
      await post('/flowable/flowable/deploy', { modelId: await modelIdOf('visitor-registration') })
    ).json();
    expect(deployed.code, deployed.msg).toBe(200);
    const { processes } = deployed.data as { processes: { definitionId: number; definitionKey: string }[] };
    const shapesOf = async (key: string) => {
      const definitionId = processes.find((p) => p.definitionKey === key)?.definitionId;
      const svg = (await get(`/flowable/definition/processFile/png/${definitionId}?format=svg`)).body as string;
      return [...svg.matchAll(/data-element-id="([^"]+)" data-di="shape"/g)].map((m) => m[1]).sort();
    };
    expect(await shapesOf('visitor-registration')).toEqual(['end', 'register', 'start']);
    expect(await shapesOf('site-closure')).toEqual(['closureStart', 'confirm', 'stop']);
  });

  it('refuses an unknown id and an unknown format, in the caller’s language', async () => {
    expect((await get('/flowable/flowable/loadPngByModelId/99999')).json()).toEqual({
      code: 500,
      msg: '流程模型不存在',
    });
    expect((await get('/flowable/definition/processFile/png/99999')).json()).toEqual({
      code: 500,
      msg: '流程定义不存在',
    });
    const en = await get('/flowable/flowable/loadPngByModelId/99999?format=svg', { ...admin, 'accept-language': 'en' });
    expect(en.json()).toEqual({ code: 500, msg: 'The process model does not exist' });

    const modelId = await modelIdOf('plan_approval');
    expect(codeOf(await get(`/flowable/flowable/loadPngByModelId/${modelId}?format=gif`))).not.toBe(200);
    expect(codeOf(await get('/flowable/flowable/loadPngByModelId/abc'))).not.toBe(200);
  });

  it('needs flowable:model:query for a model image and flowable:definition:query for a definition image', async () => {
    const modelId = await modelIdOf('plan_approval');
    const definitionId = (await get('/flowable/definition/definition-list')).json().rows[0].definitionId as number;
    // 510 lists models (flowable:model:list) only; 5100 is flowable:model:query.
    const lister = await scopedUser(ctx, { userName: 'wflister', deptId: 103, dataScope: '1', menuIds: [510] });
    const viewer = await scopedUser(ctx, { userName: 'wfimages', deptId: 103, dataScope: '1', menuIds: [510, 5100] });
    const refused = { code: 403, msg: '当前操作没有权限' };

    expect((await get(`/flowable/flowable/loadPngByModelId/${modelId}`, lister.headers as Headers)).json()).toEqual(
      refused,
    );
    const allowed = await get(`/flowable/flowable/loadPngByModelId/${modelId}`, viewer.headers as Headers);
    expect(allowed.headers['content-type']).toBe('image/png');
    expect(
      (await get(`/flowable/definition/processFile/png/${definitionId}`, viewer.headers as Headers)).json(),
    ).toEqual(refused);
    // Signed out: no image at all.
    expect(codeOf(await get(`/flowable/flowable/loadPngByModelId/${modelId}`, {}))).toBe(401);
  });
});

describe('diagramSvg / diagramPng (for the runtime)', () => {
  it('colour the progress given and render the same picture as PNG', async () => {
    const svg = await diagramSvg(PLAN, { finished: ['startEvent1'], taken: ['f1'], active: ['deptReview'] });
    expect(svg).toContain(DIAGRAM_COLOURS.finished.stroke);
    expect(svg).toContain(DIAGRAM_COLOURS.active.fill);
    const png = await diagramPng(PLAN, { active: ['deptReview'] });
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(png.equals(await diagramPng(PLAN))).toBe(false);
  });
});
