import { FORM_LIST_TYPES, FORM_OPTION_TYPES, FORM_TEXT_MAX, type FormField, matchesUserPattern } from '@zj/contract';
import { badRequest } from '../../core/http/app-error.ts';

/**
 * Server-side validation of the values submitted for a form-js form (the browser's checks are a
 * convenience; these are the ones that count): each field's type, `validate.required`, options
 * of select/radio/checklist/taglist, `validate.pattern`, `min`/`max`, `minLength`/`maxLength`,
 * `validationType` and number decimals. Values come back normalised (strings trimmed, numbers as
 * numbers, lists without repeats, empty values and unknown keys dropped). The first problem
 * refuses the whole submission with a catalogue error naming the field by its label.
 *
 * `validate.pattern` runs on re2js (matchesUserPattern), in time linear in the value's length, and
 * only after the length check: no text beyond FORM_TEXT_MAX characters reaches it, whatever
 * `maxLength` a form saved before that cap declares.
 *
 * A field with a `conditional.hide` expression may have been hidden in the browser (the server
 * evaluates no FEEL): its `required` is not enforced, every other rule is.
 */

/** Text values are refused beyond their field's `maxLength`, and beyond this in any case (characters). */
export { FORM_TEXT_MAX };
/** At most this many entries in a checklist or tag list. */
export const FORM_LIST_MAX = 500;

export type FormValues = Record<string, unknown>;

const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
/** International numbers as form-js writes them: `+` or `00`, then the country code and number. */
const PHONE = /^(\+|00)[1-9]\d{6,19}$/;
const NUMBER_TEXT = /^-?\d{1,16}(\.\d{1,16})?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d(Z|[+-]([01]\d|2[0-3]):?[0-5]\d)?$/;

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

function isRealDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return mo >= 1 && mo <= 12 && d >= 1 && d <= new Date(Date.UTC(y, mo, 0)).getUTCDate();
}

function isDatetime(value: string, subtype: FormField['subtype']): boolean {
  if (subtype === 'time') return TIME.test(value);
  if (subtype === 'datetime') {
    const [date = '', time = ''] = value.split('T');
    return isRealDate(date) && TIME.test(time.replace(/^(\d{2}:\d{2}):\d{2}(\.\d{1,3})?/, '$1'));
  }
  return isRealDate(value);
}

const decimalsOf = (n: number) => {
  const text = String(n);
  if (text.includes('e')) return Number(text.split('e-')[1] ?? 0);
  return text.split('.')[1]?.length ?? 0;
};

/** One field's value, normalised, or a refusal naming the field. */
function checkValue(field: FormField, raw: unknown): unknown {
  const name = field.label?.trim() || field.key;
  const refuse = (key: Parameters<typeof badRequest>[0], params: Record<string, string | number> = {}) =>
    badRequest(key, { field: name, ...params });
  const rules = field.validate ?? {};
  const options = new Set((field.values ?? []).map((o) => o.value));

  switch (field.type) {
    case 'textfield':
    case 'textarea': {
      if (typeof raw !== 'string') throw refuse('form.value.type');
      const text = raw.trim();
      if (!text) return undefined;
      const max = Math.min(rules.maxLength ?? FORM_TEXT_MAX, FORM_TEXT_MAX);
      if (text.length > max) throw refuse('form.value.maxLength', { max });
      if (rules.minLength !== undefined && text.length < rules.minLength)
        throw refuse('form.value.minLength', { min: rules.minLength });
      if (rules.pattern && !matchesUserPattern(rules.pattern, text)) throw refuse('form.value.pattern');
      if (rules.validationType === 'email' && !EMAIL.test(text)) throw refuse('form.value.email');
      if (rules.validationType === 'phone' && !PHONE.test(text)) throw refuse('form.value.phone');
      return text;
    }
    case 'number': {
      let n: number;
      if (typeof raw === 'number') n = raw;
      else if (typeof raw === 'string' && NUMBER_TEXT.test(raw.trim())) n = Number(raw.trim());
      else throw refuse('form.value.type');
      if (!Number.isFinite(n)) throw refuse('form.value.type');
      if (field.decimalDigits !== undefined && decimalsOf(n) > field.decimalDigits)
        throw refuse('form.value.decimals', { digits: field.decimalDigits });
      if (rules.min !== undefined && n < rules.min) throw refuse('form.value.min', { min: rules.min });
      if (rules.max !== undefined && n > rules.max) throw refuse('form.value.max', { max: rules.max });
      if (rules.pattern && !matchesUserPattern(rules.pattern, String(n))) throw refuse('form.value.pattern');
      return field.serializeToString ? String(n) : n;
    }
    case 'checkbox':
      if (typeof raw !== 'boolean') throw refuse('form.value.type');
      return raw;
    case 'datetime':
      if (typeof raw !== 'string' || !isDatetime(raw.trim(), field.subtype ?? 'date')) throw refuse('form.value.type');
      return raw.trim();
    default: {
      if (FORM_LIST_TYPES.includes(field.type)) {
        if (!Array.isArray(raw) || raw.some((v) => typeof v !== 'string')) throw refuse('form.value.type');
        const list = [...new Set(raw as string[])];
        if (list.length > FORM_LIST_MAX) throw refuse('form.value.tooMany', { max: FORM_LIST_MAX });
        if (list.some((v) => !options.has(v))) throw refuse('form.value.option');
        return list;
      }
      if (FORM_OPTION_TYPES.includes(field.type)) {
        if (typeof raw !== 'string') throw refuse('form.value.type');
        if (!options.has(raw)) throw refuse('form.value.option');
        return raw;
      }
      throw refuse('form.value.type');
    }
  }
}

/** Checks submitted values against a form's fields (from `checkFormSchema`). */
export function checkFormValues(fields: readonly FormField[], values: unknown): FormValues {
  if (typeof values !== 'object' || values === null || Array.isArray(values)) {
    throw badRequest('form.value.notObject');
  }
  const given = values as Record<string, unknown>;
  const out: FormValues = {};
  for (const field of fields) {
    const raw = Object.hasOwn(given, field.key) ? given[field.key] : undefined;
    const value = isEmpty(raw) ? undefined : checkValue(field, raw);
    const missing = isEmpty(value) || (field.type === 'checkbox' && value === false);
    if (missing && field.validate?.required && !field.conditional?.hide) {
      throw badRequest('form.value.required', { field: field.label?.trim() || field.key });
    }
    if (!isEmpty(value)) out[field.key] = value;
  }
  return out;
}
