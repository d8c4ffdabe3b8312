import { describe, expect, it } from 'vitest';
import { checkFormSchema, FORM_TEXT_MAX } from './form-schema.ts';
import { matchesUserPattern } from './user-pattern.ts';

const field = (extra: object) => ({ type: 'textfield', key: 'name', label: '名称', ...extra });
const schemaOf = (...components: object[]) => JSON.stringify({ type: 'default', components });
const problemOf = (text: string) => {
  const result = checkFormSchema(text);
  return 'problem' in result ? result.problem : null;
};

describe('checkFormSchema', () => {
  it('accepts the form-js standard components and lists the value fields, groups included', () => {
    const result = checkFormSchema(
      schemaOf(
        { type: 'text', text: '说明' },
        field({ validate: { required: true, maxLength: 10, pattern: '^[A-Z]+$' } }),
        { type: 'separator' },
        { type: 'spacer', height: 20 },
        { type: 'group', label: '分组', components: [{ type: 'number', key: 'amount', validate: { min: 0 } }] },
        { type: 'select', key: 'kind', values: [{ label: 'A', value: 'a' }] },
        { type: 'datetime', key: 'day', subtype: 'date' },
        { type: 'button', action: 'submit', label: '提交' },
      ),
    );
    expect('fields' in result && result.fields.map((f) => f.key)).toEqual(['name', 'amount', 'kind', 'day']);
  });

  it.each([
    ['not JSON', '{components: []', { key: 'form.schema.notJson', params: {} }],
    ['no components', '{"type":"default"}', { key: 'form.schema.noComponents', params: {} }],
    ['an array', '[]', { key: 'form.schema.noComponents', params: {} }],
    ['a component without a type', schemaOf({ key: 'a' }), { key: 'form.schema.noType', params: { field: '#1' } }],
    [
      'an unknown type',
      schemaOf(field({}), { type: 'iframe', key: 'frame', url: 'https://x' }),
      { key: 'form.schema.unknownType', params: { field: 'frame', type: 'iframe' } },
    ],
    [
      'a field without a key',
      schemaOf(field({ key: undefined })),
      { key: 'form.schema.noKey', params: { field: '名称' } },
    ],
    ['a dotted key', schemaOf(field({ key: 'a.b' })), { key: 'form.schema.badKey', params: { field: 'a.b' } }],
    [
      'a key used twice (also inside a group)',
      schemaOf(field({}), { type: 'group', components: [field({ label: '再次' })] }),
      { key: 'form.schema.duplicateKey', params: { field: 'name' } },
    ],
    [
      'a FEEL expression as a rule',
      schemaOf(field({ validate: { min: '=limit' } })),
      { key: 'form.schema.badRule', params: { field: 'name', rule: 'min' } },
    ],
    [
      'a pattern that does not compile',
      schemaOf(field({ validate: { pattern: '([a-z' } })),
      { key: 'form.schema.badRule', params: { field: 'name', rule: 'pattern' } },
    ],
    [
      'a maxLength beyond the cap of every text value',
      schemaOf(field({ validate: { maxLength: FORM_TEXT_MAX + 1 } })),
      { key: 'form.schema.badRule', params: { field: 'name', rule: 'maxLength' } },
    ],
    [
      'a pattern longer than 500 characters',
      schemaOf(field({ validate: { pattern: 'a'.repeat(501) } })),
      { key: 'form.schema.badRule', params: { field: 'name', rule: 'pattern' } },
    ],
    [
      'a negative maxLength',
      schemaOf(field({ validate: { maxLength: -1 } })),
      { key: 'form.schema.badRule', params: { field: 'name', rule: 'maxLength' } },
    ],
    [
      'a select without options',
      schemaOf({ type: 'select', key: 'kind', valuesKey: 'kinds' }),
      { key: 'form.schema.noOptions', params: { field: 'kind' } },
    ],
    [
      'a group with a data path',
      schemaOf({ type: 'group', key: 'g', path: 'address', components: [] }),
      { key: 'form.schema.badRule', params: { field: 'g', rule: 'path' } },
    ],
  ])('refuses %s', (_, text, expected) => {
    expect(problemOf(text)).toEqual(expected);
  });

  it.each([
    ['a back-reference', '^(a+)\\1$'],
    ['a lookahead', '^(?=.*\\d)\\w+$'],
    ['a negative lookahead', '^(?!admin)\\w+$'],
    ['a lookbehind', '(?<=\\$)\\d+'],
  ])('refuses a pattern with %s (RE2 cannot run it)', (_, pattern) => {
    expect(problemOf(schemaOf(field({ validate: { pattern } })))).toEqual({
      key: 'form.schema.unsupportedPattern',
      params: { field: 'name' },
    });
  });

  it('refuses more than 500 components and groups nested deeper than 10', () => {
    const many = Array.from({ length: 501 }, () => ({ type: 'spacer' }));
    expect(problemOf(schemaOf(...many))?.key).toBe('form.schema.tooMany');
    let nested: object = { type: 'spacer' };
    for (let i = 0; i < 11; i++) nested = { type: 'group', components: [nested] };
    expect(problemOf(schemaOf(nested))?.key).toBe('form.schema.tooDeep');
  });
});

describe('patterns on a linear-time engine', () => {
  // Patterns that backtrack for seconds in RegExp on a few dozen characters (issue 22), each with
  // a hostile value of the longest size a text may have.
  const CATASTROPHIC = [
    ['^\\d*\\d*\\d*\\d*\\d*\\d*\\d*\\d*x$', '1'.repeat(FORM_TEXT_MAX)],
    ['^(a?){30}a{30}$', 'a'.repeat(FORM_TEXT_MAX)],
    ['^.*.*.*.*.*.*.*=$', `${'='.repeat(FORM_TEXT_MAX - 1)}x`],
    ['^(a+)+$', `${'a'.repeat(FORM_TEXT_MAX - 1)}!`],
    ['^(\\w+\\s?)*$', `${'a '.repeat(FORM_TEXT_MAX / 2 - 1)}!`],
  ];

  it.each(CATASTROPHIC)('saves %s and refuses a hostile value at once', (pattern, value) => {
    expect(problemOf(schemaOf(field({ validate: { pattern } })))).toBeNull();
    const started = performance.now();
    expect(matchesUserPattern(pattern, value)).toBe(false);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it.each([
    ['^[A-Z]{2}-\\d{3}$', 'AB-123', true],
    ['^[A-Z]{2}-\\d{3}$', 'ab-123', false],
    ['\\d{3}', 'x123y', true],
    ['^(\\+86)?1[3-9]\\d{9}$', '+8613800000000', true],
    ['^[\\u4e00-\\u9fa5]+$', '整改计划', true],
    ['^[\\u4e00-\\u9fa5]+$', '整改 plan', false],
    ['^\\ud83d\\ude00$', '😀', true],
    ['^\\\\u4e00$', '\\u4e00', true],
    ['^(jpg|png)$', 'png', true],
    ['^.*.*=$', 'a=b=', true],
    ['^(?=x)', 'x', false],
  ])('%s on %s → %s (like RegExp.test; unsupported patterns match nothing)', (pattern, value, expected) => {
    expect(matchesUserPattern(pattern, value)).toBe(expected);
  });
});
