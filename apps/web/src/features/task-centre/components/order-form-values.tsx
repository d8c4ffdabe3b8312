import { Spin } from 'antd';
import { FormJsViewer } from '@/shared/form-js/form-js-viewer.tsx';
import { useOrder } from '../api/get-order.ts';

/** What was submitted, shown read-only in the order's own form (schema from GET /system/order/{orderId}). */
export function OrderFormValues({ orderId }: { orderId: number }) {
  const order = useOrder(orderId);
  if (!order.data) return <Spin />;
  return (
    <FormJsViewer schema={order.data.formContent} value={order.data.formData} readOnly testId="order-form-values" />
  );
}
