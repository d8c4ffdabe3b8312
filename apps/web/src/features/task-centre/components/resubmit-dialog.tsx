import type { MyOrderRow, WorkOrderRow, WorkOrderTaskRow } from '@zj/contract';
import { Alert, Form, Input, Modal, Spin, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/shared/api/feedback.ts';
import { FormJsViewer, type FormJsViewerHandle } from '@/shared/form-js/form-js-viewer.tsx';
import { useFormDialog } from '@/shared/ui/list/use-form-dialog.ts';
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
  const shown = useResubmitForm(order);
  const viewer = useRef<FormJsViewerHandle>(null);
  const resubmit = useOrderAction(orderActions.resubmit);
  const resubmitTask = useOrderAction(orderActions.resubmitTask);
  const bizTable = order && 'bizTable' in order ? order.bizTable : ORDER_TABLE;
  const bizId = order && 'bizId' in order ? order.bizId : String(order?.orderId ?? '');
  const { form, modal } = useFormDialog({
    id: order ? null : undefined,
    prefix: 'order-resubmit',
    submitTestId: 'order-resubmit-submit',
    titles: { shown: t(order?.orderId === null ? 'order.resubmitTaskTitle' : 'order.resubmitTitle') },
    done: 'order.resubmitted',
    // The form's own checks (shown in it) before the note is taken.
    check: () => {
      const checked = viewer.current?.submit();
      if (checked && Object.keys(checked.errors).length > 0) feedback().error(t('order.fixForm'));
      return checked !== undefined && Object.keys(checked.errors).length === 0;
    },
    toBody: ({ note }: { note?: string }) => ({
      formData: viewer.current?.submit().data as ResubmitBody['formData'],
      message: note?.trim() ?? '',
    }),
    save: async ({ formData, message }: { formData: ResubmitBody['formData']; message: string }) => {
      if (!order) return;
      if (order.orderId !== null) {
        await resubmit.mutateAsync({ orderId: order.orderId, formData, ...(message ? { message } : {}) });
      } else if (order.instanceId !== null) {
        await resubmitTask.mutateAsync({
          instanceId: order.instanceId,
          variables: formData,
          ...(message ? { comment: message } : {}),
        });
      }
    },
    onClose,
  });
  return (
    <Modal
      {...modal}
      okText={t('order.resubmit')}
      cancelText={t('common.cancel')}
      forceRender={false}
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
          {shown ? (
            <FormJsViewer ref={viewer} schema={shown.schema} value={shown.value} testId="order-resubmit-form" />
          ) : (
            <Spin />
          )}
          <Typography.Text strong>{t('order.resubmitComment')}</Typography.Text>
          <Form form={form} component={false}>
            <Form.Item name="note" noStyle>
              <Input.TextArea
                maxLength={500}
                rows={2}
                aria-label={t('order.resubmitComment')}
                data-testid="order-resubmit-note"
                style={{ margin: '4px 0 12px' }}
              />
            </Form.Item>
          </Form>
          <ApprovalTimeline bizId={bizId} bizTable={bizTable} />
        </div>
      )}
    </Modal>
  );
}
