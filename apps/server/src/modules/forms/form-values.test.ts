import { checkFormSchema, type FormField } from '@zj/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../core/http/app-error.ts';
import { checkFormValues, FORM_LIST_MAX, FORM_TEXT_MAX } from './form-values.ts';

const options = (...values: string[]) => values.map((value) => ({ label: value.toUpperCase(), value }));
const SCHEMA = {
  components: [
    { type: 'text', text: '# 申请' },
    { type: 'textfield', key: 'name', label: '名称', validate: { required: true, minLength: 2, maxLength: 10 } },
    { type: 'textfield', key: 'code', label: '编号', validate: { pattern: '^[A-Z]{2}-\\d{3}$' } },
    { type: 'textfield', key: 'mail', validate: { validationType: 'email' } },
    { type: 'textfield', key: 'phone', label: '电话', validate: { validationType: 'phone' } },
    { type: 'textarea', key: 'note', label: '说明' },
    { type: 'number', key: 'amount', label: '金额', decimalDigits: 2, validate: { min: 0, max: 1000 } },
    { type: 'number', key: 'count', label: '数量', serializeToString: true },
    { type: 'checkbox', key: 'agree', label: '同意', validate: { required: true } },
    { type: 'radio', key: 'level', label: '级别', values: options('low', 'high') },
    { type: 'select', key: 'kind', label: '类型', values: options('a', 'b') },
    { type: 'checklist', key: 'tags', label: '标签', values: options('x', 'y', 'z') },
    { type: 'taglist', key: 'people', label: '人员', values: options('p1', 'p2'), validate: { required: true } },
    { type: 'datetime', key: 'day', label: '日期', subtype: 'date' },
    { type: 'datetime', key: 'at', label: '时刻', subtype: 'datetime' },
    { type: 'datetime', key: 'clock', label: '时间', subtype: 'time' },
    {
      type: 'group',
      label: '附加',
      components: [
        {
          type: 'textfield',
          key: 'extra',
          label: '附加项',
          conditional: { hide: '=agree' },
          validate: { required: true },
        },
      ],
    },
  ],
};

const checked = checkFormSchema(JSON.stringify(SCHEMA));
if ('problem' in checked) throw new Error(`fixture refused: ${checked.problem.key}`);
const fields: FormField[] = checked.fields;
const VALID = { name: '整改计划', agree: true, people: ['p1'] };

const refusal = (values: unknown) => {
  try {
    checkFormValues(fields, values);
  } catch (error) {
    if (error instanceof AppError) return { key: error.key, ...error.params };
    throw error;
  }
  return null;
};

describe('checkFormValues', () => {
  it('normalises accepted values: trimmed text, numbers, lists without repeats, unknown keys and empties dropped', () => {
    expect(
      checkFormValues(fields, {
        ...VALID,
        name: '  整改计划 ',
        code: 'AB-123',
        mail: 'a.b@example.com',
        phone: '+8613800000000',
        note: '',
        amount: '12.50',
        count: 3,
        level: 'high',
        kind: null,
        tags: ['x', 'z', 'x'],
        day: '2026-02-28',
        at: '2026-02-28T08:30:00+08:00',
        clock: '23:59',
        extra: '附加',
        unknown: 'dropped',
        __proto__: { polluted: true },
      }),
    ).toEqual({
      name: '整改计划',
      code: 'AB-123',
      mail: 'a.b@example.com',
      phone: '+8613800000000',
      amount: 12.5,
      count: '3',
      agree: true,
      level: 'high',
      tags: ['x', 'z'],
      people: ['p1'],
      day: '2026-02-28',
      at: '2026-02-28T08:30:00+08:00',
      clock: '23:59',
      extra: '附加',
    });
  });

  it.each([
    ['not an object', 'values', { key: 'form.value.notObject' }],
    ['an array', [VALID], { key: 'form.value.notObject' }],
    ['missing required text', { agree: true, people: ['p1'] }, { key: 'form.value.required', field: '名称' }],
    ['required text of blanks', { ...VALID, name: '   ' }, { key: 'form.value.required', field: '名称' }],
    ['unchecked required checkbox', { ...VALID, agree: false }, { key: 'form.value.required', field: '同意' }],
    ['empty required list', { ...VALID, people: [] }, { key: 'form.value.required', field: '人员' }],
    ['number for text', { ...VALID, name: 12 }, { key: 'form.value.type', field: '名称' }],
    ['object for text', { ...VALID, note: { a: 1 } }, { key: 'form.value.type', field: '说明' }],
    ['too short', { ...VALID, name: '整' }, { key: 'form.value.minLength', field: '名称', min: 2 }],
    ['too long', { ...VALID, name: '一二三四五六七八九十一' }, { key: 'form.value.maxLength', field: '名称', max: 10 }],
    [
      'oversize text without a limit',
      { ...VALID, note: 'x'.repeat(FORM_TEXT_MAX + 1) },
      { key: 'form.value.maxLength', field: '说明', max: FORM_TEXT_MAX },
    ],
    ['pattern', { ...VALID, code: 'ab-123' }, { key: 'form.value.pattern', field: '编号' }],
    ['email', { ...VALID, mail: 'no-at-sign' }, { key: 'form.value.email', field: 'mail' }],
    ['phone', { ...VALID, phone: '13800000000' }, { key: 'form.value.phone', field: '电话' }],
    ['text for number', { ...VALID, amount: 'ten' }, { key: 'form.value.type', field: '金额' }],
    ['boolean for number', { ...VALID, amount: true }, { key: 'form.value.type', field: '金额' }],
    ['infinite number', { ...VALID, amount: Number.POSITIVE_INFINITY }, { key: 'form.value.type', field: '金额' }],
    ['below min', { ...VALID, amount: -1 }, { key: 'form.value.min', field: '金额', min: 0 }],
    ['above max', { ...VALID, amount: 1000.01 }, { key: 'form.value.max', field: '金额', max: 1000 }],
    ['too many decimals', { ...VALID, amount: 1.234 }, { key: 'form.value.decimals', field: '金额', digits: 2 }],
    ['text for checkbox', { ...VALID, agree: 'true' }, { key: 'form.value.type', field: '同意' }],
    ['radio outside its options', { ...VALID, level: 'medium' }, { key: 'form.value.option', field: '级别' }],
    ['select given a list', { ...VALID, kind: ['a'] }, { key: 'form.value.type', field: '类型' }],
    ['checklist given text', { ...VALID, tags: 'x' }, { key: 'form.value.type', field: '标签' }],
    ['checklist with a number', { ...VALID, tags: ['x', 1] }, { key: 'form.value.type', field: '标签' }],
    ['checklist outside its options', { ...VALID, tags: ['x', 'w'] }, { key: 'form.value.option', field: '标签' }],
    [
      'oversize list',
      { ...VALID, people: Array.from({ length: FORM_LIST_MAX + 1 }, (_, i) => `p${i}`) },
      { key: 'form.value.tooMany', field: '人员', max: FORM_LIST_MAX },
    ],
    ['impossible date', { ...VALID, day: '2026-02-30' }, { key: 'form.value.type', field: '日期' }],
    ['date for datetime', { ...VALID, at: '2026-02-28' }, { key: 'form.value.type', field: '时刻' }],
    ['bad time', { ...VALID, clock: '24:00' }, { key: 'form.value.type', field: '时间' }],
    ['hidden-able field still typed', { ...VALID, extra: 5 }, { key: 'form.value.type', field: '附加项' }],
  ])('refuses %s', (_, values, expected) => {
    expect(refusal(values)).toEqual(expected);
  });

  it('does not require a field that a condition may hide (the server evaluates no FEEL)', () => {
    expect(refusal(VALID)).toBeNull();
  });
});
