import type { FormDetail } from '@zj/contract';
import { describe, expect, it } from 'vitest';
import { BLANK_VALUES, blankSchema, checkDesign, fromDetail, parseFormId, toBody } from '../design/design-mapping.ts';

/** A schema as form-js editor 1.23 exports it (ids, layout rows, exporter, schema version). */
const EDITOR_SCHEMA = {
  components: [
    {
      label: '设备名称',
      type: 'textfield',
      layout: { row: 'Row_0x1', columns: null },
      id: 'Field_0abc',
      key: 'deviceName',
      validate: { required: true },
    },
    { label: '数量', type: 'number', layout: { row: 'Row_0x2', columns: 8 }, id: 'Field_1def', key: 'quantity' },
  ],
  type: 'default',
  id: 'Form_0xyz',
  exporter: { name: 'zhijian-form-designer', version: '1.0.0' },
  schemaVersion: 18,
};

const DETAIL: FormDetail = {
  formId: 5,
  formName: '设备领用',
  formKey: 'device_use',
  modelKey: null,
  remark: null,
  createBy: 'admin',
  createTime: '2026-01-01 10:00:00',
  updateBy: '',
  updateTime: null,
  formContent: JSON.stringify(EDITOR_SCHEMA),
};

const VALUES = { formName: ' 设备领用 ', formKey: 'device_use', modelKey: 'order_approval', remark: '' };

describe('form designer: the form row and the schema', () => {
  it('reads the formId query: none, a stored form, or refused', () => {
    expect(parseFormId(null)).toBeNull();
    expect(parseFormId('')).toBeNull();
    expect(parseFormId('12')).toBe(12);
    for (const bad of ['0', '-1', '1.5', 'abc', '12a', '1'.repeat(16)]) expect(parseFormId(bad)).toBe('invalid');
  });

  it('opens a stored form with its fields and schema; null fields become empty texts', () => {
    const { values, schema } = fromDetail(DETAIL);
    expect(values).toEqual({ formName: '设备领用', formKey: 'device_use', modelKey: '', remark: '' });
    expect(schema).toEqual(EDITOR_SCHEMA);
  });

  it('opens an unreadable stored schema blank', () => {
    expect(fromDetail({ ...DETAIL, formContent: '{' }).schema).toEqual(blankSchema());
    expect(fromDetail({ ...DETAIL, formContent: '{"type":"default"}' }).schema).toEqual(blankSchema());
  });

  it('writes POST bodies without an id and PUT bodies with it, the schema as JSON text', () => {
    const created = toBody(VALUES, EDITOR_SCHEMA, null);
    expect(created).toEqual({
      formName: '设备领用',
      formKey: 'device_use',
      modelKey: 'order_approval',
      remark: '',
      formContent: JSON.stringify(EDITOR_SCHEMA),
    });
    expect('formId' in created).toBe(false);
    expect(toBody(VALUES, EDITOR_SCHEMA, 5)).toMatchObject({ formId: 5, formKey: 'device_use' });
    // What is saved opens again unchanged.
    expect(fromDetail({ ...DETAIL, formContent: created.formContent }).schema).toEqual(EDITOR_SCHEMA);
  });
});

describe('form designer: what saving checks', () => {
  it('passes an editor-made schema the server accepts', () => {
    const checked = checkDesign(VALUES, EDITOR_SCHEMA, null, 'zh');
    expect(checked).toEqual({ ok: true, body: toBody(VALUES, EDITOR_SCHEMA, null) });
  });

  it('needs a form name and a valid form key', () => {
    expect(checkDesign({ ...VALUES, formName: '  ' }, EDITOR_SCHEMA, null, 'zh')).toEqual({
      ok: false,
      field: 'formName',
    });
    expect(checkDesign(BLANK_VALUES, EDITOR_SCHEMA, null, 'zh')).toMatchObject({ ok: false, field: 'formName' });
    expect(checkDesign({ ...VALUES, formKey: '9device' }, EDITOR_SCHEMA, null, 'zh')).toEqual({
      ok: false,
      field: 'formKey',
    });
    expect(checkDesign({ ...VALUES, modelKey: 'bad key' }, EDITOR_SCHEMA, null, 'zh')).toEqual({
      ok: false,
      field: 'modelKey',
    });
  });

  it('refuses a schema the server would refuse, with the catalogue text in zh and en', () => {
    const twice = {
      ...EDITOR_SCHEMA,
      components: [...EDITOR_SCHEMA.components, { type: 'textarea', key: 'quantity', id: 'Field_2' }],
    };
    expect(checkDesign(VALUES, twice, null, 'zh')).toEqual({
      ok: false,
      field: 'formContent',
      message: '字段键 quantity 重复',
    });
    expect(checkDesign(VALUES, twice, null, 'en')).toEqual({
      ok: false,
      field: 'formContent',
      message: 'The field key quantity is used twice',
    });
    const feel = {
      ...EDITOR_SCHEMA,
      components: [{ type: 'number', key: 'n', validate: { min: '=limit' } }],
    };
    expect(checkDesign(VALUES, feel, null, 'zh')).toMatchObject({ ok: false, field: 'formContent' });
  });
});
