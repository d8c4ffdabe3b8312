import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { codeOf, scopedUser } from '../../test/helpers.ts';
import { processOf } from './model-xml.ts';
import { modelStoreApp } from './replica-kit.ts';
import { wfModel } from './workflow.tables.ts';

const { ctx, admin, db } = await modelStoreApp();

type Headers = Record<string, string>;
const create = (payload: object, headers: Headers = admin) =>
  ctx.app.inject({ method: 'POST', url: '/prod-api/flowable/flowable/model', headers, payload });
const models = () => db.select().from(wfModel);

describe('a new blank model (POST /flowable/flowable/model)', () => {
  it('writes an executable Flowable process with the key, name, a start event and its diagram', async () => {
    const res = await create({
      modelKey: 'leave_request',
      modelName: '请假 <审批> & "加班"',
      category: 'hr',
      description: '员工请假 & 加班',
    });
    expect(res.json()).toMatchObject({
      code: 200,
      data: { modelKey: 'leave_request', modelName: '请假 <审批> & "加班"', category: 'hr', version: null },
    });
    const [row] = await db.select().from(wfModel).where(eq(wfModel.modelKey, 'leave_request'));
    expect(row).toMatchObject({ modelName: '请假 <审批> & "加班"', description: '员工请假 & 加班', createBy: 'admin' });
    const xml = row?.xml ?? '';
    // The stored XML reads back as the same process, in the flowable namespace, with DI.
    expect(await processOf(xml)).toEqual({ key: 'leave_request', name: '请假 <审批> & "加班"' });
    expect(xml).toContain('xmlns:flowable="http://flowable.org/bpmn"');
    expect(xml).toContain(
      '<process id="leave_request" name="请假 &lt;审批&gt; &amp; &quot;加班&quot;" isExecutable="true">',
    );
    expect(xml).toContain('<documentation>员工请假 &amp; 加班</documentation>');
    expect(xml).toMatch(/<startEvent id="startEvent1"/);
    expect(xml).toMatch(/<bpmndi:BPMNShape id="BPMNShape_startEvent1" bpmnElement="startEvent1">\s*<omgdc:Bounds /);
    // getXml answers it as the designer will load it.
    const got = await ctx.app.inject({
      method: 'GET',
      url: `/prod-api/flowable/flowable/getXml/${row?.modelId}`,
      headers: admin,
    });
    expect(got.json()).toEqual({ code: 200, msg: '操作成功', data: xml });
  });

  it('is valid BPMN: the validator finds no problem and it deploys as version 1', async () => {
    const [row] = await db.select().from(wfModel).where(eq(wfModel.modelKey, 'leave_request'));
    const deployed = await ctx.app.inject({
      method: 'POST',
      url: '/prod-api/flowable/flowable/deploy',
      headers: admin,
      payload: { modelId: row?.modelId },
    });
    expect(deployed.json()).toMatchObject({ code: 200, data: { definitionKey: 'leave_request', version: 1 } });
  });

  it('refuses a key that exists, an invalid key and a missing name; nothing is stored', async () => {
    const before = await models();
    expect((await create({ modelKey: 'leave_request', modelName: 'x' })).json()).toEqual({
      code: 500,
      msg: '流程标识 leave_request 已存在，请在该模型上保存',
    });
    const badKey = (await create({ modelKey: '1-leave', modelName: 'x' })).json();
    expect(badKey.code).toBe(500);
    expect(badKey.msg).toContain('modelKey');
    const injected = (await create({ modelKey: 'a"><script/>', modelName: 'x' })).json();
    expect(injected.code).toBe(500);
    const noName = (await create({ modelKey: 'other', modelName: '  ' })).json();
    expect(noName.code).toBe(500);
    expect(noName.msg).toContain('modelName');
    expect(await models()).toEqual(before);
  });

  it('needs flowable:model:add', async () => {
    const viewer = await scopedUser(ctx, { userName: 'wfnew', deptId: 103, dataScope: '1', menuIds: [510, 5100] });
    const res = await create({ modelKey: 'viewer_model', modelName: 'x' }, viewer.headers as Headers);
    expect(codeOf(res)).toBe(403);
    const adder = await scopedUser(ctx, { userName: 'wfadd', deptId: 103, dataScope: '1', menuIds: [510, 5101] });
    expect(codeOf(await create({ modelKey: 'adder_model', modelName: '新建' }, adder.headers as Headers))).toBe(200);
    expect((await models()).map((m) => m.modelKey).sort()).toEqual(['adder_model', 'leave_request']);
  });
});
