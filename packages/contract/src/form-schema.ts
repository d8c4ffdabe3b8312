import type { MessageKey } from './catalogue.ts';
import { compileUserPattern, FORM_PATTERN_MAX } from './user-pattern.ts';

/**
 * The @bpmn-io/form-js schemas this platform stores (spec 02 §7 "Form API"): the checks of a
 * schema before it is saved, shared by the server (which refuses) and the web (which shows the
 * problem while the administrator types). Zod-free: plain functions over parsed JSON.
 *
 * Supported: the form-js standard components below, static options (`values`), the validation
 * rules `required`, `min`, `max`, `minLength`, `maxLength`, `pattern`, `validationType`
 * (email/phone) with literal values (FEEL expressions are refused: the server checks submitted
 * values itself and evaluates no expressions), and groups without a data `path`. A `pattern` must
 * be a valid JavaScript pattern that RE2 can run (user-pattern.ts: no back-references or
 * lookarounds); length rules stay within FORM_TEXT_MAX.
 */

/** Components that hold a value under their `key`. */
export const FORM_FIELD_TYPES = [
  'textfield',
  'textarea',
  'number',
  'checkbox',
  'checklist',
  'radio',
  'select',
  'taglist',
  'datetime',
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];
/** Components that show something or lay fields out, and hold no value. */
export const FORM_LAYOUT_TYPES = ['text', 'spacer', 'separator', 'group', 'button'] as const;
/** Fields whose value is one of (or several of) the listed options. */
export const FORM_OPTION_TYPES: readonly string[] = ['checklist', 'radio', 'select', 'taglist'];
/** Fields whose value is a list. */
export const FORM_LIST_TYPES: readonly string[] = ['checklist', 'taglist'];

/** A field key: a name the submitted values use (no dotted paths). */
export const FORM_FIELD_KEY = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const MAX_COMPONENTS = 500;
/**
 * The most characters any text value of a form may have: a field's own `maxLength` may only be
 * lower (the server refuses longer values, the browser's form shows the error while typing).
 */
export const FORM_TEXT_MAX = 20_000;
const MAX_DEPTH = 10;

export interface FormOption {
  label: string;
  value: string;
}
export interface FormValidate {
  required?: boolean;
  min?: number;
  max?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  validationType?: 'email' | 'phone';
}
/** A value component of a checked schema. */
export interface FormField {
  type: FormFieldType;
  key: string;
  label?: string;
  validate?: FormValidate;
  values?: FormOption[];
  subtype?: 'date' | 'time' | 'datetime';
  decimalDigits?: number;
  serializeToString?: boolean;
  conditional?: { hide?: string };
}
export interface FormComponent {
  type: string;
  key?: string;
  label?: string;
  components?: FormComponent[];
  [property: string]: unknown;
}
export interface FormSchema {
  components: FormComponent[];
  [property: string]: unknown;
}

/** Why a schema was refused: a catalogue key and its parameters. */
export interface FormSchemaProblem {
  key: MessageKey;
  params: Record<string, string>;
}
export type FormSchemaCheck = { schema: FormSchema; fields: FormField[] } | { problem: FormSchemaProblem };

class Refused extends Error {
  constructor(readonly problem: FormSchemaProblem) {
    super(problem.key);
  }
}
const refuse = (key: MessageKey, params: Record<string, string> = {}): never => {
  throw new Refused({ key, params });
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** How a component is named in a message: its key, else its label, else its position. */
function nameOf(c: Record<string, unknown>, position: string): string {
  if (typeof c.key === 'string' && c.key) return c.key;
  if (typeof c.label === 'string' && c.label) return c.label;
  return position;
}

const count = (v: unknown, integer: boolean) =>
  typeof v === 'number' && Number.isFinite(v) && (!integer || (Number.isInteger(v) && v >= 0));

function checkValidate(validate: unknown, field: string): FormValidate | undefined {
  if (validate === undefined) return undefined;
  if (!isObject(validate)) return refuse('form.schema.badRule', { field, rule: 'validate' });
  const bad = (rule: string) => refuse('form.schema.badRule', { field, rule });
  if ('required' in validate && typeof validate.required !== 'boolean') bad('required');
  for (const rule of ['min', 'max'] as const) if (rule in validate && !count(validate[rule], false)) bad(rule);
  for (const rule of ['minLength', 'maxLength'] as const)
    if (rule in validate && (!count(validate[rule], true) || (validate[rule] as number) > FORM_TEXT_MAX)) bad(rule);
  if ('validationType' in validate && !['email', 'phone', '', undefined].includes(validate.validationType as string))
    bad('validationType');
  if ('pattern' in validate && validate.pattern !== '' && validate.pattern !== undefined) {
    const pattern = validate.pattern;
    if (typeof pattern !== 'string' || pattern.length > FORM_PATTERN_MAX || pattern.startsWith('=')) bad('pattern');
    try {
      // Compiled only, to refuse what is not a JavaScript pattern at all; values never meet RegExp.
      new RegExp(pattern as string);
    } catch {
      bad('pattern');
    }
    if (!compileUserPattern(pattern as string)) refuse('form.schema.unsupportedPattern', { field });
  }
  return validate as FormValidate;
}

function checkOptions(c: Record<string, unknown>, field: string): FormOption[] {
  const values = c.values;
  if (!Array.isArray(values) || values.length === 0) return refuse('form.schema.noOptions', { field });
  for (const option of values) {
    if (!isObject(option) || typeof option.value !== 'string' || typeof option.label !== 'string') {
      refuse('form.schema.badRule', { field, rule: 'values' });
    }
  }
  return values as FormOption[];
}

/** Checks a form's JSON text; the first problem found names the component it concerns. */
export function checkFormSchema(text: string): FormSchemaCheck {
  let schema: unknown;
  try {
    schema = JSON.parse(text);
  } catch {
    return { problem: { key: 'form.schema.notJson', params: {} } };
  }
  if (!isObject(schema) || !Array.isArray(schema.components)) {
    return { problem: { key: 'form.schema.noComponents', params: {} } };
  }
  const fields: FormField[] = [];
  const keys = new Set<string>();
  let seen = 0;
  const walk = (components: unknown[], depth: number, path: string) => {
    if (depth > MAX_DEPTH) refuse('form.schema.tooDeep', { depth: String(MAX_DEPTH) });
    for (const [i, c] of components.entries()) {
      const position = `${path}${i + 1}`;
      if (++seen > MAX_COMPONENTS) refuse('form.schema.tooMany', { max: String(MAX_COMPONENTS) });
      if (!isObject(c) || typeof c.type !== 'string') {
        refuse('form.schema.noType', { field: position });
        continue;
      }
      const field = nameOf(c, position);
      const type = c.type;
      if (isObject(c.conditional) && 'hide' in c.conditional && typeof c.conditional.hide !== 'string') {
        refuse('form.schema.badRule', { field, rule: 'conditional' });
      }
      if ((FORM_LAYOUT_TYPES as readonly string[]).includes(type)) {
        if (type !== 'group') continue;
        if (typeof c.path === 'string' && c.path) refuse('form.schema.badRule', { field, rule: 'path' });
        if (!Array.isArray(c.components)) refuse('form.schema.badRule', { field, rule: 'components' });
        walk(c.components as unknown[], depth + 1, `${position}.`);
        continue;
      }
      if (!(FORM_FIELD_TYPES as readonly string[]).includes(type)) refuse('form.schema.unknownType', { field, type });
      const key = c.key;
      if (typeof key !== 'string' || !key) {
        refuse('form.schema.noKey', { field });
        continue;
      }
      if (!FORM_FIELD_KEY.test(key)) refuse('form.schema.badKey', { field });
      if (keys.has(key)) refuse('form.schema.duplicateKey', { field });
      keys.add(key);
      checkValidate(c.validate, field);
      if (FORM_OPTION_TYPES.includes(type)) checkOptions(c, field);
      if (
        type === 'datetime' &&
        c.subtype !== undefined &&
        !['date', 'time', 'datetime'].includes(c.subtype as string)
      ) {
        refuse('form.schema.badRule', { field, rule: 'subtype' });
      }
      if (type === 'number' && c.decimalDigits !== undefined && !count(c.decimalDigits, true)) {
        refuse('form.schema.badRule', { field, rule: 'decimalDigits' });
      }
      fields.push(c as unknown as FormField);
    }
  };
  try {
    walk(schema.components, 1, '#');
  } catch (error) {
    if (error instanceof Refused) return { problem: error.problem };
    throw error;
  }
  return { schema: schema as FormSchema, fields };
}
