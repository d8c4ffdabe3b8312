import { Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormJsViewer } from '@/shared/form-js/form-js-viewer.tsx';
import { useOrder } from '../api/get-order.ts';
import { useTaskForm } from '../api/get-task-form.ts';

/** What was submitted, shown read-only in the order's own form (the schema comes with the order). */
export function OrderFormValues({ orderId }: { orderId: number }) {
  const order = useOrder(orderId);
  if (!order.data) return <Spin />;
  return (
    <FormJsViewer schema={order.data.formContent} value={order.data.formData} readOnly testId="order-form-values" />
  );
}

/** The values of another business's process, read-only in the form it was started with (or the task's own). */
export function TaskFormValues({ taskId }: { taskId: number }) {
  const { t } = useTranslation();
  const form = useTaskForm(taskId);
  if (!form.data) return <Spin />;
  if (!form.data.formContent) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('order.noForm')} />;
  return <FormJsViewer schema={form.data.formContent} value={form.data.formData} readOnly testId="order-form-values" />;
}
