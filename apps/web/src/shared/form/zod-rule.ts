import type { RuleObject } from 'antd/es/form';
import type { z } from 'zod';

type Issue = z.core.$ZodIssue;
type Message = string | ((issue: Issue) => string);

/**
 * What the user reads when a field fails: `required` when it is empty (it also gives the label
 * its asterisk), else the text for the zod issue's code (`too_big`, `invalid_format`, …, a text or
 * a function of the issue, e.g. of its `maximum`), else `invalid`.
 */
export type ZodRuleMessages = { required?: string; invalid?: Message } & Partial<Record<z.core.$ZodIssueCode, Message>>;

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The one adapter from a contract zod schema to an antd Form rule: a field is checked with the
 * schema the server checks the request with (`zodRule(userCreate.shape.phonenumber, {invalid:
 * t('adm.phoneInvalid')})`), so the web keeps no copy of a pattern or a limit. An empty field
 * fails with `required` when that is given, else passes when the schema takes it as absent.
 */
export function zodRule(schema: z.ZodType, messages: ZodRuleMessages = {}): RuleObject {
  return {
    required: messages.required !== undefined,
    validator: async (_rule, value: unknown) => {
      if (isEmpty(value)) {
        if (messages.required !== undefined) throw new Error(messages.required);
        if (schema.safeParse(undefined).success) return;
      }
      const result = schema.safeParse(value);
      if (result.success) return;
      const issue = result.error.issues[0];
      const message = (issue && messages[issue.code]) ?? messages.invalid;
      if (message === undefined || !issue) throw new Error(issue?.message ?? result.error.message);
      throw new Error(typeof message === 'function' ? message(issue) : message);
    },
  };
}

interface Wrapped {
  unwrap?: () => unknown;
  maxLength?: number | null;
  def?: { innerType?: unknown };
}

/** The longest text a (possibly optional, nullable or defaulted) string schema takes: an input's maxLength. */
export function maxLengthOf(schema: z.ZodType): number | undefined {
  let current = schema as unknown as Wrapped | undefined;
  for (let depth = 0; current && depth < 8; depth++) {
    if (typeof current.maxLength === 'number') return current.maxLength;
    current = (current.def?.innerType ?? current.unwrap?.()) as Wrapped | undefined;
  }
  return undefined;
}

interface NumberBounds {
  minValue?: number | null;
  maxValue?: number | null;
  unwrap?: () => unknown;
  def?: { innerType?: unknown };
}

/** The least and greatest value a (possibly optional or defaulted) number schema takes: an InputNumber's min / max. */
export function numberRangeOf(schema: z.ZodType): { min?: number; max?: number } {
  let current = schema as unknown as NumberBounds | undefined;
  for (let depth = 0; current && depth < 8; depth++) {
    if ('minValue' in current || 'maxValue' in current) {
      const finite = (value: number | null | undefined) =>
        typeof value === 'number' && Number.isFinite(value) && Math.abs(value) < Number.MAX_SAFE_INTEGER
          ? value
          : undefined;
      const range: { min?: number; max?: number } = {};
      const min = finite(current.minValue);
      const max = finite(current.maxValue);
      if (min !== undefined) range.min = min;
      if (max !== undefined) range.max = max;
      return range;
    }
    current = (current.def?.innerType ?? current.unwrap?.()) as NumberBounds | undefined;
  }
  return {};
}
