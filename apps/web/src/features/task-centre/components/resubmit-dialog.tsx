import type { MyOrderRow, WorkOrderRow, WorkOrderTaskRow } from '@zj/contract';
import { Alert, Input, Modal, Spin, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/shared/api/feedback.ts';
import { FormJsViewer, type FormJsViewerHandle } from '@/shared/form-js/form-js-viewer.tsx';
import { useOrder } from '../api/get-order.ts';
import { useTaskForm } from '../api/get-task-form.ts';
import { orderActions, type ResubmitBody, useOrderAction } from '../api/order-actions.ts';
import { ApprovalTimeline } from './approval-timeline.tsx';
import { formTaskOf, ORDER_TABLE } from './order-record.ts';

/** A rejected order (我的任务), or the applicant's returned task (待办): an order's or another business's. */
export type Resubmittable = WorkOrderRow | MyOrderRow | WorkOrderTaskRow;

/** The form and values of what is resubmitted: the order's, else the task's process's. */
function useResubmitForm(record: Resubmittable | null) {
  const orderId = record?.orderId ?? null;
  const order = useOrder(orderId);
  const taskId = record && orderId === null ? formTaskOf(record) : 0;
  const task = useTaskForm(taskId);
  if (!record) return null;
  if (orderId !== null) return order.data ? { schema: order.data.formContent, value: record.formData } : null;
  return task.data ? { schema: task.data.formContent, value: task.data.formData } : null;
}

/**
 * 重新提交: a rejected order's values, editable, with the rejection reason; sent again with
 * resubmit. Another business's approval (a problem's 质量整改审批) returned to its applicant is
 * sent again the same way, its process's values edited.
 */
export function ResubmitDialog({ order, onClose }: { order: Resubmittable | null; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useResubmitForm(order);
  const viewer = useRef<FormJsViewerHandle>(null);
  const [note, setNote] = useState('');
  const resubmit = useOrderAction(orderActions.resubmit);
  const resubmitTask = useOrderAction(orderActions.resubmitTask);
  const bizTable = order && 'bizTable' in order ? order.bizTable : ORDER_TABLE;
  const bizId = order && 'bizId' in order ? order.bizId : String(order?.orderId ?? '');
  const submit = async () => {
    if (!order || !viewer.current) return;
    const { data, errors } = viewer.current.submit();
    if (Object.keys(errors).length > 0) {
      feedback().error(t('order.fixForm'));
      return;
    }
    const message = note.trim();
    try {
      if (order.orderId !== null) {
        await resubmit.mutateAsync({
          orderId: order.orderId,
          formData: data as ResubmitBody['formData'],
          ...(message ? { message } : {}),
        });
      } else if (order.instanceId !== null) {
        await resubmitTask.mutateAsync({
          instanceId: order.instanceId,
          variables: data as ResubmitBody['formData'],
          ...(message ? { comment: message } : {}),
        });
      }
      feedback().success(t('order.resubmitted'));
      setNote('');
      onClose();
    } catch {
      // the request client has told the user why
    }
  };
  return (
    <Modal
      open={order !== null}
      title={t(order?.orderId === null ? 'order.resubmitTaskTitle' : 'order.resubmitTitle')}
      onCancel={onClose}
      onOk={submit}
      okText={t('order.resubmit')}
      cancelText={t('common.cancel')}
      confirmLoading={resubmit.isPending || resubmitTask.isPending}
      okButtonProps={{ 'data-testid': 'order-resubmit-submit' }}
      width={720}
      destroyOnHidden
    >
      {order && (
        <div data-testid="order-resubmit-dialog">
          <Alert
            type="error"
            showIcon
            title={t('order.rejectReason')}
            description={<span data-testid="order-reject-reason">{order.rejectReason || '-'}</span>}
            style={{ marginBottom: 12 }}
          />
          {form ? (
            <FormJsViewer ref={viewer} schema={form.schema} value={form.value} testId="order-resubmit-form" />
          ) : (
            <Spin />
          )}
          <Typography.Text strong>{t('order.resubmitComment')}</Typography.Text>
          <Input.TextArea
            value={note}
            onChange={(event) => setNote(event.target.value)}
            maxLength={500}
            rows={2}
            aria-label={t('order.resubmitComment')}
            data-testid="order-resubmit-note"
            style={{ margin: '4px 0 12px' }}
          />
          <ApprovalTimeline bizId={bizId} bizTable={bizTable} />
        </div>
      )}
    </Modal>
  );
}
