import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../core/http/app-error.ts';
import { sysMenu } from '../../core/identity/menus.tables.ts';
import { codeOf, scopedUser } from '../../test/helpers.ts';
import { modelStoreApp, workflowFixture } from '../workflow/replica-kit.ts';
import { sysForm } from './forms.tables.ts';
import { FORM_TEXT_MAX, formsModule } from './index.ts';

const PLAN_XML = workflowFixture('flowable-modeler-export.bpmn20.xml');

// The flow relation is tested from an empty process store (without the seeded forms' processes).
const { ctx, admin, db } = await modelStoreApp();
const forms = ctx.app.kernel.use(formsModule).forms;

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Headers = admin) =>
  ctx.app.inject({ method, url: `/prod-api${url}`, headers, ...(payload ? { payload } : {}) });
const byKey = async (formKey: string) => (await db.select().from(sysForm).where(eq(sysForm.formKey, formKey)))[0];

const SCHEMA = JSON.stringify({
  components: [
    { type: 'textfield', key: 'title', label: '标题', validate: { required: true, maxLength: 20 } },
    { type: 'number', key: 'days', label: '天数', validate: { min: 1, max: 30 } },
    { type: 'select', key: 'kind', label: '类别', values: [{ label: '事假', value: 'personal' }] },
  ],
});
const body = { formName: '请假申请', formKey: 'leave_request', formContent: SCHEMA, modelKey: 'leave', remark: '备注' };

describe('seed', () => {
  it('seeds the three approval forms with their process keys, and the enabled 动态表单 menu with its buttons', async () => {
    const quality = await byKey('quality_improvement');
    expect(quality).toMatchObject({ formName: '质量整改审批', modelKey: 'quality_improvement', createBy: 'admin' });
    expect(JSON.parse(quality?.formContent ?? '{}').components).toEqual([
      expect.objectContaining({
        type: 'textfield',
        key: 'planName',
        label: '整改计划名称',
        validate: { required: true, maxLength: 100 },
      }),
      expect.objectContaining({
        type: 'textarea',
        key: 'planContent',
        label: '整改内容',
        validate: { required: true, maxLength: 500 },
      }),
    ]);
    expect(await byKey('plan_approval')).toMatchObject({ formName: '计划审批', modelKey: 'plan_approval' });
    expect(await byKey('measure_apply')).toMatchObject({ formName: '措施审批', modelKey: 'measure_apply' });

    const menus = await db.select().from(sysMenu).where(eq(sysMenu.parentId, 112));
    expect(menus.map((m) => [m.menuId, m.perms, m.status]).sort()).toEqual([
      [1140, 'system:form:query', '0'],
      [1141, 'system:form:add', '0'],
      [1142, 'system:form:edit', '0'],
      [1143, 'system:form:remove', '0'],
    ]);
    const [page] = await db.select().from(sysMenu).where(eq(sysMenu.menuId, 112));
    expect(page).toMatchObject({
      component: 'system/form/index',
      perms: 'system:form:list',
      status: '0',
      visible: '0',
    });
  });
});

describe('form CRUD', () => {
  it('adds, reads, lists (filtered and sorted), edits and deletes a form', async () => {
    expect((await call('POST', '/system/form', body)).json()).toEqual({ code: 200, msg: '操作成功' });
    const stored = await byKey('leave_request');
    expect(stored).toMatchObject({ formName: '请假申请', formContent: SCHEMA, modelKey: 'leave', createBy: 'admin' });
    const formId = stored?.formId ?? 0;

    const got = (await call('GET', `/system/form/${formId}`)).json();
    expect(got).toMatchObject({
      code: 200,
      data: { formId, formKey: 'leave_request', formContent: SCHEMA, remark: '备注' },
    });

    const all = (await call('GET', '/system/form/list?pageNum=1&pageSize=10')).json();
    expect(all).toMatchObject({ code: 200, total: 4 });
    expect(all.rows[0]).toMatchObject({ formId, formName: '请假申请' });
    expect(all.rows[0]).not.toHaveProperty('formContent');
    const named = (await call('GET', `/system/form/list?formName=${encodeURIComponent('审批')}`)).json();
    expect(named.rows.map((r: { formKey: string }) => r.formKey).sort()).toEqual([
      'measure_apply',
      'plan_approval',
      'quality_improvement',
    ]);
    expect((await call('GET', '/system/form/list?formKey=leave')).json().total).toBe(1);
    const sorted = (await call('GET', '/system/form/list?orderByColumn=formKey&isAsc=ascending')).json();
    expect(sorted.rows.map((r: { formKey: string }) => r.formKey)).toEqual([
      'leave_request',
      'measure_apply',
      'plan_approval',
      'quality_improvement',
    ]);
    expect(codeOf(await call('GET', '/system/form/list?orderByColumn=formContent'))).toBe(500);

    const edit = await call('PUT', '/system/form', { ...body, formId, formName: '请假', modelKey: '' });
    expect(edit.json()).toEqual({ code: 200, msg: '操作成功' });
    expect(await byKey('leave_request')).toMatchObject({ formName: '请假', modelKey: null, updateBy: 'admin' });

    expect((await call('DELETE', `/system/form/${formId}`)).json()).toEqual({ code: 200, msg: '操作成功' });
    expect(await byKey('leave_request')).toBeUndefined();
    expect((await call('GET', `/system/form/${formId}`)).json()).toEqual({ code: 500, msg: '表单不存在' });
    expect((await call('DELETE', `/system/form/${formId}`)).json()).toEqual({ code: 500, msg: '表单不存在' });
  });

  it('deletes several forms by comma ids', async () => {
    await call('POST', '/system/form', { ...body, formKey: 'one' });
    await call('POST', '/system/form', { ...body, formKey: 'two' });
    const ids = [(await byKey('one'))?.formId, (await byKey('two'))?.formId];
    expect((await call('DELETE', `/system/form/${ids.join(',')}`)).json().code).toBe(200);
    expect(await byKey('one')).toBeUndefined();
    expect(await byKey('two')).toBeUndefined();
  });

  it('refuses a key already used, on add and on edit, and changes nothing', async () => {
    const again = await call('POST', '/system/form', { ...body, formKey: 'plan_approval' });
    expect(again.json()).toEqual({ code: 500, msg: '表单标识 plan_approval 已存在' });
    const quality = await byKey('quality_improvement');
    const edit = await call('PUT', '/system/form', { ...body, formId: quality?.formId, formKey: 'plan_approval' });
    expect(edit.json()).toEqual({ code: 500, msg: '表单标识 plan_approval 已存在' });
    expect(await byKey('quality_improvement')).toEqual(quality);
    expect(await db.select().from(sysForm)).toHaveLength(3);
  });

  it('refuses bad schemas and bad fields in the caller’s language, and stores nothing', async () => {
    const refused = async (payload: object, lang = 'zh') =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/prod-api/system/form',
          headers: { ...admin, 'accept-language': lang },
          payload: { ...body, ...payload },
        })
      ).json();
    expect(await refused({ formContent: '{not json' })).toEqual({ code: 500, msg: '表单内容不是有效的 JSON' });
    expect(await refused({ formContent: '{"components":{}}' }, 'en')).toEqual({
      code: 500,
      msg: 'The form content must be an object with a components array',
    });
    const unknown = JSON.stringify({ components: [{ type: 'filepicker', key: 'files', label: '附件' }] });
    expect(await refused({ formContent: unknown })).toEqual({
      code: 500,
      msg: '组件 files 的类型 filepicker 不受支持',
    });
    const twice = JSON.stringify({
      components: [
        { type: 'textfield', key: 'a' },
        { type: 'textarea', key: 'a' },
      ],
    });
    expect(await refused({ formContent: twice }, 'en')).toEqual({ code: 500, msg: 'The field key a is used twice' });
    expect((await refused({ formKey: '1abc' })).code).toBe(500);
    expect((await refused({ formName: '' })).code).toBe(500);
    expect((await refused({ formContent: 'x'.repeat(1024 * 1024 + 1) })).code).toBe(500);

    // An edit with a bad schema keeps the stored one.
    const quality = await byKey('quality_improvement');
    const edit = await call('PUT', '/system/form', {
      formId: quality?.formId,
      formName: '质量整改审批',
      formKey: 'quality_improvement',
      formContent: '[]',
    });
    expect(edit.json()).toEqual({ code: 500, msg: '表单内容必须是含 components 数组的对象' });
    expect(await byKey('quality_improvement')).toEqual(quality);
    expect(await db.select().from(sysForm)).toHaveLength(3);
  });
});

describe('listX', () => {
  it('lists every form with the latest deployed definition of its process key, or null', async () => {
    const before = (await call('GET', '/system/form/listX')).json();
    expect(before).toMatchObject({ code: 200 });
    expect(before.data).toEqual([
      {
        formId: expect.any(Number),
        formName: '措施审批',
        formKey: 'measure_apply',
        modelKey: 'measure_apply',
        definitionId: null,
      },
      {
        formId: expect.any(Number),
        formName: '计划审批',
        formKey: 'plan_approval',
        modelKey: 'plan_approval',
        definitionId: null,
      },
      {
        formId: expect.any(Number),
        formName: '质量整改审批',
        formKey: 'quality_improvement',
        modelKey: 'quality_improvement',
        definitionId: null,
      },
    ]);

    const imported = (await call('POST', '/flowable/flowable/import-xml', { xml: PLAN_XML })).json();
    expect(imported.data.modelKey).toBe('plan_approval');
    await call('POST', '/flowable/flowable/deploy', { modelId: imported.data.modelId });
    const second = (await call('POST', '/flowable/flowable/deploy', { modelId: imported.data.modelId })).json();
    expect(second.data.version).toBe(2);

    const after = (await call('GET', '/system/form/listX')).json().data;
    expect(after[1]).toMatchObject({ formKey: 'plan_approval', definitionId: second.data.definitionId });
    expect(after[2]).toMatchObject({ formKey: 'quality_improvement', definitionId: null });
  });
});

describe('permissions', () => {
  it('refuses every form call without its permission, and allows the list with system:form:list', async () => {
    const none = await scopedUser(ctx, { userName: 'formless', deptId: 103, dataScope: '1', menuIds: [] });
    for (const [method, url] of [
      ['GET', '/system/form/list'],
      ['GET', '/system/form/listX'],
      ['GET', '/system/form/1'],
      ['POST', '/system/form'],
      ['PUT', '/system/form'],
      ['DELETE', '/system/form/1'],
    ] as const) {
      expect(
        codeOf(await call(method, url, method === 'POST' || method === 'PUT' ? body : undefined, none.headers)),
      ).toBe(403);
    }
    expect(await byKey('leave_request')).toBeUndefined();

    const reader = await scopedUser(ctx, { userName: 'formreader', deptId: 103, dataScope: '1', menuIds: [112] });
    expect((await call('GET', '/system/form/list', undefined, reader.headers)).json()).toMatchObject({
      code: 200,
      total: 3,
    });
    expect(codeOf(await call('POST', '/system/form', body, reader.headers))).toBe(403);
    expect(await byKey('leave_request')).toBeUndefined();
  });
});

describe('validateSubmission', () => {
  const refusal = async (form: string | number, values: unknown) => {
    try {
      await forms.validateSubmission(form, values);
    } catch (error) {
      if (error instanceof AppError) return { key: error.key, ...error.params };
      throw error;
    }
    return null;
  };

  it('checks values against the stored schema, by form key or id', async () => {
    expect(
      await forms.validateSubmission('quality_improvement', {
        planName: ' 三号楼整改 ',
        planContent: '更换钢筋',
        other: 'dropped',
      }),
    ).toEqual({ planName: '三号楼整改', planContent: '更换钢筋' });
    const plan = await byKey('plan_approval');
    expect(await forms.validateSubmission(plan?.formId ?? 0, { planName: '月度计划' })).toEqual({
      planName: '月度计划',
    });

    expect(await refusal('quality_improvement', { planName: '整改' })).toEqual({
      key: 'form.value.required',
      field: '整改内容',
    });
    expect(await refusal('quality_improvement', { planName: 'x'.repeat(101), planContent: 'y' })).toEqual({
      key: 'form.value.maxLength',
      field: '整改计划名称',
      max: 100,
    });
    expect(await refusal('quality_improvement', { planName: ['a'], planContent: 'y' })).toEqual({
      key: 'form.value.type',
      field: '整改计划名称',
    });
    expect(await refusal('no_such_form', {})).toEqual({ key: 'form.notFound' });
  });

  it('follows an edited schema', async () => {
    const plan = await byKey('plan_approval');
    const schema = JSON.stringify({
      components: [{ type: 'textfield', key: 'planName', label: '计划名称', validate: { pattern: '^P-\\d+$' } }],
    });
    await call('PUT', '/system/form', {
      formId: plan?.formId,
      formName: '计划审批',
      formKey: 'plan_approval',
      formContent: schema,
    });
    expect(await refusal('plan_approval', { planName: '月度计划' })).toEqual({
      key: 'form.value.pattern',
      field: '计划名称',
    });
    expect(await forms.validateSubmission('plan_approval', { planName: 'P-12' })).toEqual({ planName: 'P-12' });
  });

  it('runs patterns in linear time: a catastrophic pattern is refused at once, not after seconds (issue 22)', async () => {
    const plan = await byKey('plan_approval');
    const formOf = (validate: object) => ({
      formId: plan?.formId,
      formName: '计划审批',
      formKey: 'plan_approval',
      formContent: JSON.stringify({
        components: [{ type: 'textfield', key: 'planName', label: '计划名称', validate }],
      }),
    });
    // Saved: the pattern is harmless on a linear-time engine.
    expect(
      (await call('PUT', '/system/form', formOf({ pattern: '^\\d*\\d*\\d*\\d*\\d*\\d*\\d*\\d*x$' }))).json(),
    ).toMatchObject({
      code: 200,
    });
    const started = performance.now();
    const applied = await call('POST', '/system/order', {
      formKey: 'plan_approval',
      formData: { planName: '1'.repeat(42) },
    });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(applied.json()).toEqual({ code: 500, msg: '计划名称 的格式不正确' });

    // What RE2 cannot run is refused when saved, and the stored form stays.
    const stored = await byKey('plan_approval');
    const lookahead = await ctx.app.inject({
      method: 'PUT',
      url: '/prod-api/system/form',
      headers: { ...admin, 'accept-language': 'en' },
      payload: formOf({ pattern: '^(?!admin)\\w+$' }),
    });
    expect(lookahead.json()).toEqual({
      code: 500,
      msg: 'The pattern of field planName uses what is not supported (back-references, lookahead or lookbehind); rewrite it',
    });
    expect((await call('PUT', '/system/form', formOf({ pattern: '(a)\\1' }))).json()).toEqual({
      code: 500,
      msg: '字段 planName 的正则表达式使用了不支持的写法（反向引用、前瞻或后顾断言等），请改写',
    });
    expect((await call('PUT', '/system/form', formOf({ maxLength: 1_000_000 }))).json()).toEqual({
      code: 500,
      msg: '字段 planName 的设置 maxLength 无效',
    });
    expect(await byKey('plan_approval')).toEqual(stored);

    // A form stored before these checks is checked again when values come: refused until it is fixed.
    const legacy = (validate: object) =>
      db
        .update(sysForm)
        .set({ formContent: JSON.stringify({ components: [{ type: 'textfield', key: 'planName', validate }] }) })
        .where(eq(sysForm.formKey, 'plan_approval'));
    await legacy({ maxLength: 1e9 });
    expect(await refusal('plan_approval', { planName: 'P'.repeat(FORM_TEXT_MAX + 1) })).toEqual({
      key: 'form.schema.badRule',
      field: 'planName',
      rule: 'maxLength',
    });
    await legacy({ pattern: '^(?=P)' });
    expect(await refusal('plan_approval', { planName: 'P-1' })).toEqual({
      key: 'form.schema.unsupportedPattern',
      field: 'planName',
    });
  });
});
