import { Spin } from 'antd';
import { FormJsViewer } from '@/shared/form-js/form-js-viewer.tsx';
import { useFormDetail } from '../api/get-apply-forms.ts';

/** What was submitted, shown read-only in the order's own form. */
export function OrderFormValues({ formId, values }: { formId: number; values: Record<string, unknown> }) {
  const form = useFormDetail(formId);
  if (!form.data) return <Spin />;
  return <FormJsViewer schema={form.data.formContent} value={values} readOnly testId="order-form-values" />;
}
