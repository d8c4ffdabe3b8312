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
  invalid,
  rows,
  rules = [],
}: {
  name: string;
  label: string;
  schema: z.ZodType;
  required?: boolean;
  invalid?: string;
  rows?: number;
  rules?: Rule[];
}) {
  const { t } = useTranslation();
  const field = t(label);
  const placeholder = t('common.enter', { field });
  const max = maxLengthOf(schema);
  const needed = required ?? !schema.safeParse(undefined).success;
  const rule = zodRule(schema, {
    required: needed ? t('common.required', { field }) : undefined,
    too_big: (issue) => t('common.maxLength', { field, n: 'maximum' in issue ? Number(issue.maximum) : max }),
    invalid,
  });
  return (
    <Form.Item name={name} label={field} rules={[rule, ...rules]}>
      {rows ? (
        <Input.TextArea rows={rows} placeholder={placeholder} maxLength={max} />
      ) : (
        <Input placeholder={placeholder} maxLength={max} />
      )}
    </Form.Item>
  );
}
