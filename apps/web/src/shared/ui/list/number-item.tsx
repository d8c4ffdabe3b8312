import { Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { numberRangeOf, zodRule } from '@/shared/form/zod-rule.ts';
import './list-texts.ts';

/**
 * A number field of a form dialog (显示排序, …), checked with the contract's schema of the field:
 * label from the text key `label`, the schema's least and greatest value, `{label}不能为空` unless
 * `required` is false.
 */
export function NumberItem({
  name,
  label,
  schema,
  required = true,
  precision = 0,
  testId,
}: {
  name: string;
  label: string;
  schema: z.ZodType;
  required?: boolean;
  precision?: number;
  testId?: string;
}) {
  const { t } = useTranslation();
  const field = t(label);
  return (
    <Form.Item
      name={name}
      label={field}
      rules={[zodRule(schema, { required: required ? t('common.required', { field }) : undefined })]}
    >
      <InputNumber data-testid={testId} {...numberRangeOf(schema)} precision={precision} style={{ width: '100%' }} />
    </Form.Item>
  );
}
