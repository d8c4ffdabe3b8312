import { Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { maxLengthOf, zodRule } from '@/shared/form/zod-rule.ts';
import './list-texts.ts';

/**
 * A text field of a form dialog, checked with the contract's schema of the field: label and
 * 请输入… from the text key `label`, at most the schema's maximum of characters, `{label}不能为空`
 * when the schema needs a value (or `required` says so), `invalid` when the schema refuses the
 * text otherwise, a text area with `rows`, then any further rules.
 */
export function TextItem({
  name,
  label,
  schema,
  required,
  requiredText = 'common.required',
  invalid,
  rows,
  placeholder,
  testId,
  rules = [],
}: {
  name: string;
  label: string;
  schema: z.ZodType;
  required?: boolean;
  /** Text key of the message of an empty required field (`{field}` the label). */
  requiredText?: string;
  invalid?: string;
  rows?: number;
  /** Text key of the placeholder (default 请输入{label}). */
  placeholder?: string;
  testId?: string;
  rules?: Rule[];
}) {
  const { t } = useTranslation();
  const field = t(label);
  const hint = placeholder ? t(placeholder) : t('common.enter', { field });
  const max = maxLengthOf(schema);
  const needed = required ?? !schema.safeParse(undefined).success;
  const rule = zodRule(schema, {
    required: needed ? t(requiredText, { field }) : undefined,
    too_big: (issue) => t('common.maxLength', { field, n: 'maximum' in issue ? Number(issue.maximum) : max }),
    invalid,
  });
  return (
    <Form.Item name={name} label={field} rules={[rule, ...rules]}>
      {rows ? (
        <Input.TextArea rows={rows} placeholder={hint} maxLength={max} data-testid={testId} />
      ) : (
        <Input placeholder={hint} maxLength={max} data-testid={testId} />
      )}
    </Form.Item>
  );
}
