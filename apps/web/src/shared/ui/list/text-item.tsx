import { Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import './list-texts.ts';

/**
 * A text field of a form dialog: label and 请输入… from the text key `label`, at most `max`
 * characters, `{label}不能为空` when `required`, a text area with `rows`, then any further rules.
 */
export function TextItem({
  name,
  label,
  max,
  required,
  rows,
  rules = [],
}: {
  name: string;
  label: string;
  max: number;
  required?: boolean;
  rows?: number;
  rules?: Rule[];
}) {
  const { t } = useTranslation();
  const field = t(label);
  const placeholder = t('sys.enter', { field });
  const requiredRule: Rule = { required: true, whitespace: true, message: t('sys.required', { field }) };
  return (
    <Form.Item name={name} label={field} rules={[...(required ? [requiredRule] : []), { max }, ...rules]}>
      {rows ? (
        <Input.TextArea rows={rows} placeholder={placeholder} maxLength={max} />
      ) : (
        <Input placeholder={placeholder} maxLength={max} />
      )}
    </Form.Item>
  );
}
