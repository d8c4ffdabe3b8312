import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { codeOf, scopedUser } from '../../test/helpers.ts';
import { modelStoreApp, workflowFixture } from './replica-kit.ts';
import { wfDefinition, wfModel } from './workflow.tables.ts';

/** A Flowable modeler export (flowable:* attributes, modeler:* elements, CDATA conditions). */
const PLAN = workflowFixture('flowable-modeler-export.bpmn20.xml');
/** Its script task names `recordApproval`, a handler the server does not register. */
const APPROVAL = workflowFixture('approval.bpmn20.xml');

// The model store from empty, with its own plan_approval fixture.
const { ctx, admin, db } = await modelStoreApp();

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object | string, headers: Headers = admin) =>
  ctx.app.inject({
    method,
    url: `/prod-api${url}`,
    headers:
      typeof payload === 'string' ? { ...headers, 'content-type': 'application/x-www-form-urlencoded' } : headers,
    ...(payload !== undefined ? { payload } : {}),
  });
const modelByKey = async (key: string) => (await db.select().from(wfModel).where(eq(wfModel.modelKey, key)))[0];
const definitionsOf = (key: string) =>
  db.select().from(wfDefinition).where(eq(wfDefinition.definitionKey, key)).orderBy(wfDefinition.version);

describe('workflow models', () => {
  it('imports a Flowable modeler export: key and name from its process, XML stored unchanged', async () => {
    const res = await call('POST', '/flowable/flowable/import-xml', { xml: PLAN, category: 'plan' });
    expect(res.json()).toMatchObject({
      code: 200,
      data: { modelKey: 'plan_approval', modelName: '计划审批', category: 'plan', version: null, createBy: 'admin' },
    });
    const row = await modelByKey('plan_approval');
    expect(row).toMatchObject({ modelName: '计划审批', xml: PLAN, latestDefinitionId: null });

    // The same key again is refused; nothing more is stored.
    const again = await call('POST', '/flowable/flowable/import-xml', { xml: PLAN });
    expect(again.json()).toEqual({ code: 500, msg: '流程标识 plan_approval 已存在，请在该模型上保存' });
    expect(await db.select().from(wfModel)).toHaveLength(1);
  });

  it('refuses XML that is no BPMN, in the caller’s language', async () => {
    const zh = await call('POST', '/flowable/flowable/import-xml', { xml: 'not xml at all' });
    expect(codeOf(zh)).toBe(500);
    expect(zh.json().msg).toMatch(/^流程模型无法解析/);
    const en = await ctx.app.inject({
      method: 'POST',
      url: '/prod-api/flowable/flowable/import-xml',
      headers: { ...admin, 'accept-language': 'en' },
      payload: { xml: '<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL"/>' },
    });
    expect(en.json()).toEqual({ code: 500, msg: 'The process of the model has no id' });
    expect(await db.select().from(wfModel)).toHaveLength(1);
  });

  it('lists models paged and filtered, and gives the XML back unchanged', async () => {
    await call('POST', '/flowable/flowable/import-xml', { xml: APPROVAL });
    const all = (await call('GET', '/flowable/flowable/model-list?pageNum=1&pageSize=1')).json();
    expect(all).toMatchObject({ code: 200, total: 2 });
    expect(all.rows.map((r: { modelKey: string }) => r.modelKey)).toEqual(['approval']);
    const byName = (await call('GET', `/flowable/flowable/model-list?modelName=${encodeURIComponent('计划')}`)).json();
    expect(byName.rows.map((r: { modelKey: string }) => r.modelKey)).toEqual(['plan_approval']);
    const byKey = (await call('GET', '/flowable/flowable/model-list?modelKey=approv&modelName=')).json();
    expect(byKey.total).toBe(2);
    expect((await call('GET', '/flowable/flowable/model-list?modelKey=%25')).json().total).toBe(0);

    const model = await modelByKey('plan_approval');
    const xml = (await call('GET', `/flowable/flowable/getXml/${model?.modelId}`)).json();
    expect(xml).toEqual({ code: 200, msg: '操作成功', data: PLAN });
    expect((await call('GET', '/flowable/flowable/getXml/99999')).json()).toEqual({ code: 500, msg: '流程模型不存在' });
  });

  it('saves XML sent URL-encoded in field xml; the name follows, the key may not change', async () => {
    const model = await modelByKey('plan_approval');
    const edited = PLAN.replace('name="计划审批"', 'name="计划审批（新）"');
    const form = new URLSearchParams({ modelId: String(model?.modelId), xml: edited }).toString();
    expect((await call('POST', '/flowable/flowable/save-model', form)).json()).toEqual({ code: 200, msg: '操作成功' });
    expect(await modelByKey('plan_approval')).toMatchObject({
      modelName: '计划审批（新）',
      xml: edited,
      updateBy: 'admin',
    });

    const renamed = edited.replace('id="plan_approval"', 'id="other_key"');
    const refused = await call('POST', '/flowable/flowable/save-model', { modelId: model?.modelId, xml: renamed });
    expect(refused.json()).toEqual({
      code: 500,
      msg: '流程标识不能修改（模型为 plan_approval，XML 为 other_key）',
    });
    expect((await modelByKey('plan_approval'))?.xml).toBe(edited);
  });
});

describe('deploy and definitions', () => {
  it('deploys twice: versions 1 and 2, the model pointing at the last, the list showing the latest', async () => {
    const model = await modelByKey('plan_approval');
    const first = (await call('POST', '/flowable/flowable/deploy', { modelId: model?.modelId })).json();
    expect(first).toMatchObject({ code: 200, data: { definitionKey: 'plan_approval', version: 1, latest: true } });
    const second = (await call('POST', '/flowable/flowable/deploy', { modelId: String(model?.modelId) })).json();
    expect(second.data).toMatchObject({ version: 2, suspensionState: '1', deployBy: 'admin' });

    const rows = await definitionsOf('plan_approval');
    expect(rows.map((r) => [r.version, r.latest, r.modelId])).toEqual([
      [1, false, model?.modelId],
      [2, true, model?.modelId],
    ]);
    expect(rows[0]?.deploymentId).not.toBe(rows[1]?.deploymentId);
    expect(rows[1]?.xml).toBe(model?.xml);
    expect((await modelByKey('plan_approval'))?.latestDefinitionId).toBe(rows[1]?.definitionId);

    const listed = (await call('GET', '/flowable/flowable/model-list?modelKey=plan')).json();
    expect(listed.rows[0]).toMatchObject({ version: 2, definitionId: rows[1]?.definitionId });
    const latest = (await call('GET', '/flowable/definition/definition-list')).json();
    expect(latest).toMatchObject({ code: 200, total: 1 });
    expect(latest.rows[0]).toMatchObject({ definitionKey: 'plan_approval', version: 2 });
    const all = (
      await call('GET', '/flowable/definition/definition-list?allVersions=true&pageSize=1&pageNum=2')
    ).json();
    expect(all.total).toBe(2);
    expect(all.rows.map((r: { version: number }) => r.version)).toEqual([1]);
    expect((await call('GET', '/flowable/definition/listAll')).json().data).toHaveLength(1);
  });

  it('refuses a model with an unknown handler, naming the element, and writes no definition', async () => {
    const model = await modelByKey('approval');
    const zh = (await call('POST', '/flowable/flowable/deploy', { modelId: model?.modelId })).json();
    // The refusal offers the handlers registered instead.
    expect(zh.code).toBe(500);
    expect(zh.msg).toMatch(
      /^流程模型不能部署：元素 记录 \[record\] 引用了未注册的处理器 recordApproval; 已注册的处理器：.*\bnotify\b.*\bsetVariable\b/,
    );
    const en = await ctx.app.inject({
      method: 'POST',
      url: '/prod-api/flowable/flowable/deploy',
      headers: { ...admin, 'accept-language': 'en' },
      payload: { modelId: model?.modelId },
    });
    expect(en.json().msg).toMatch(
      /^The process model cannot be deployed: Element 记录 \[record\] refers to the unregistered handler recordApproval; Registered handlers: .*notify/,
    );
    expect(await definitionsOf('approval')).toEqual([]);
    expect((await modelByKey('approval'))?.latestDefinitionId).toBeNull();
  });

  it('deploys a user task without assignee (Flowable deploys it): the process administrators get its task', async () => {
    const xml = PLAN.replace('id="plan_approval"', 'id="no_assignee"').replace(' flowable:candidateGroups="d103"', '');
    const imported = (await call('POST', '/flowable/flowable/import-xml', { xml })).json();
    const res = (await call('POST', '/flowable/flowable/deploy', { modelId: imported.data.modelId })).json();
    expect(res).toMatchObject({ code: 200, data: { definitionKey: 'no_assignee', warnings: [] } });
    const [definition] = await definitionsOf('no_assignee');
    await call('POST', `/flowable/definition/delete/?id=${definition?.definitionId}`);
    expect(await definitionsOf('no_assignee')).toEqual([]);
  });

  it('answers every problem of an Activiti model at once, each naming its element', async () => {
    const imported = (
      await call('POST', '/flowable/flowable/import-xml', { xml: workflowFixture('problems.bpmn20.xml') })
    ).json();
    expect(imported.data).toMatchObject({ modelKey: 'broken', modelName: '有问题的流程' });
    const res = (await call('POST', '/flowable/flowable/deploy', { modelId: imported.data.modelId })).json();
    expect(res.code).toBe(500);
    const problems = res.msg.replace('流程模型不能部署：', '').split('; ');
    expect(problems.length).toBeGreaterThan(5);
    expect(problems).toContain('流程模型中没有可执行的流程（isExecutable="true"）');
    // Java classes and scripts are refused as what they are, and the registered handlers offered.
    expect(problems).toContain(
      '元素 调用服务 [java] 引用了 Java 类 com.acme.Service：本平台不运行 Java 类或 Spring bean，请改用已注册的处理器',
    );
    expect(problems).toContain(
      '元素 js 是 javascript 脚本：本平台不运行模型中的脚本代码，请改用已注册的处理器（scriptFormat="handler"）',
    );
    expect(problems.at(-1)).toMatch(/^已注册的处理器：/);
    expect(await definitionsOf('broken')).toEqual([]);
    await call('DELETE', `/flowable/flowable/deleteModelByIds/${imported.data.modelId}`);
  });

  it('downloads the deployed XML as a file', async () => {
    const [, v2] = await definitionsOf('plan_approval');
    const res = await call('GET', `/flowable/definition/processFile/xml/${v2?.definitionId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''plan_approval.v2.bpmn20.xml");
    expect(res.body).toBe(v2?.xml);
    expect((await call('GET', '/flowable/definition/processFile/xml/99999')).json()).toEqual({
      code: 500,
      msg: '流程定义不存在',
    });
  });

  it('suspends and activates a version', async () => {
    const [v1] = await definitionsOf('plan_approval');
    const state = (id: number | undefined, s: string) =>
      call('POST', `/flowable/definition/suspendOrActivateProcessDefinitionById?id=${id}&suspensionState=${s}`);
    expect((await state(v1?.definitionId, '2')).json()).toEqual({ code: 200, msg: '操作成功' });
    expect((await definitionsOf('plan_approval'))[0]?.suspended).toBe('1');
    const listed = (await call('GET', '/flowable/definition/definition-list?allVersions=true')).json();
    expect(listed.rows.find((r: { version: number }) => r.version === 1).suspensionState).toBe('2');
    expect((await state(v1?.definitionId, '1')).json().code).toBe(200);
    expect((await definitionsOf('plan_approval'))[0]?.suspended).toBe('0');
    expect(codeOf(await state(v1?.definitionId, '3'))).toBe(500);
    expect((await state(99999, '2')).json()).toEqual({ code: 500, msg: '流程定义不存在' });
  });

  it('deletes the latest version: the one before becomes the latest, and the model points at it', async () => {
    const [v1, v2] = await definitionsOf('plan_approval');
    expect((await call('POST', `/flowable/definition/delete/?id=${v2?.definitionId}`)).json()).toEqual({
      code: 200,
      msg: '操作成功',
    });
    const rows = await definitionsOf('plan_approval');
    expect(rows.map((r) => [r.version, r.latest])).toEqual([[1, true]]);
    expect((await modelByKey('plan_approval'))?.latestDefinitionId).toBe(v1?.definitionId);
    // The next deploy continues the numbering of the key.
    const model = await modelByKey('plan_approval');
    const next = (await call('POST', '/flowable/flowable/deploy', { modelId: model?.modelId })).json();
    expect(next.data.version).toBe(2);
    expect((await call('POST', '/flowable/definition/delete/?id=99999')).json().msg).toBe('流程定义不存在');
  });

  it('numbers two deploys of one model at once one after the other', async () => {
    const model = await modelByKey('plan_approval');
    const before = (await definitionsOf('plan_approval')).length;
    const answers = await Promise.all(
      [1, 2].map(async () => (await call('POST', '/flowable/flowable/deploy', { modelId: model?.modelId })).json()),
    );
    expect(answers.map((a) => a.code)).toEqual([200, 200]);
    const rows = await definitionsOf('plan_approval');
    expect(rows.map((r) => r.version)).toEqual(Array.from({ length: before + 2 }, (_, i) => i + 1));
    expect(rows.filter((r) => r.latest).map((r) => r.version)).toEqual([before + 2]);
    // Back to two versions for the tests below.
    for (const row of rows.slice(2).reverse()) {
      await call('POST', `/flowable/definition/delete/?id=${row.definitionId}`);
    }
    expect((await definitionsOf('plan_approval')).map((r) => [r.version, r.latest])).toEqual([
      [1, false],
      [2, true],
    ]);
  });

  it('deletes models; their definitions stay', async () => {
    const a = await modelByKey('approval');
    const b = await modelByKey('no_assignee');
    const res = await call('DELETE', `/flowable/flowable/deleteModelByIds/${a?.modelId},${b?.modelId}`);
    expect(res.json()).toEqual({ code: 200, msg: '操作成功' });
    expect(await modelByKey('approval')).toBeUndefined();
    expect(await modelByKey('no_assignee')).toBeUndefined();
    expect(await definitionsOf('plan_approval')).toHaveLength(2);
    expect((await call('DELETE', '/flowable/flowable/deleteModelByIds/99999')).json().msg).toBe('流程模型不存在');
  });
});

describe('workflow permissions', () => {
  it('refuses users without the permission and lets the holder of one button do just that', async () => {
    const viewer = await scopedUser(ctx, { userName: 'wfviewer', deptId: 103, dataScope: '1', menuIds: [510, 5100] });
    const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
      call(method, url, payload, viewer.headers as Headers);
    expect(codeOf(await as('GET', '/flowable/flowable/model-list'))).toBe(200);
    const model = await modelByKey('plan_approval');
    expect(codeOf(await as('GET', `/flowable/flowable/getXml/${model?.modelId}`))).toBe(200);
    const before = await definitionsOf('plan_approval');
    expect((await as('POST', '/flowable/flowable/deploy', { modelId: model?.modelId })).json()).toEqual({
      code: 403,
      msg: '当前操作没有权限',
    });
    expect(codeOf(await as('POST', '/flowable/flowable/import-xml', { xml: APPROVAL }))).toBe(403);
    expect(codeOf(await as('GET', '/flowable/definition/definition-list'))).toBe(403);
    expect(await definitionsOf('plan_approval')).toEqual(before);
    expect(await modelByKey('approval')).toBeUndefined();
  });
});
