import type { FormRule } from 'antd';
import type { z } from 'zod';

/**
 * What the user reads when a field fails: `required` when it is empty (it also gives the label
 * its asterisk), else the text for the zod issue's code (`too_big`, `invalid_format`, …), else
 * `invalid`.
 */
export type ZodRuleMessages = { required?: string; invalid?: string } & Partial<Record<z.core.$ZodIssueCode, string>>;

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The one adapter from a contract zod schema to an antd Form rule: the field is checked with the
 * same schema the server checks the request with (e.g. `zodRule(userCreate.shape.phonenumber,
 * {invalid: t('adm.phoneInvalid')})`), so the web never keeps its own copy of a pattern or a limit.
 * An empty field fails with `required` when given, else passes when the schema accepts it as absent.
 */
export function zodRule(schema: z.ZodType, messages: ZodRuleMessages): FormRule {
  return {
    required: messages.required !== undefined,
    validator: async (_rule, value: unknown) => {
      if (isEmpty(value)) {
        if (messages.required !== undefined) throw new Error(messages.required);
        if (schema.safeParse(undefined).success) return;
      }
      const result = schema.safeParse(value);
      if (result.success) return;
      const code = result.error.issues[0]?.code;
      throw new Error((code && messages[code]) ?? messages.invalid ?? result.error.issues[0]?.message);
    },
  };
}
