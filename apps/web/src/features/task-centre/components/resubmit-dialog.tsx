import type { WorkOrderRow } from '@zj/contract';
import { Alert, Input, Modal, Spin, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/shared/api/feedback.ts';
import { FormJsViewer, type FormJsViewerHandle } from '@/shared/form-js/form-js-viewer.tsx';
import { useOrder } from '../api/get-order.ts';
import { orderActions, type ResubmitBody, useOrderAction } from '../api/order-actions.ts';
import { ApprovalTimeline } from './approval-timeline.tsx';

/** 重新提交: a rejected order's values, editable, with the rejection reason; sent again with resubmit. */
export function ResubmitDialog({ order, onClose }: { order: WorkOrderRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useOrder(order?.orderId);
  const viewer = useRef<FormJsViewerHandle>(null);
  const [note, setNote] = useState('');
  const resubmit = useOrderAction(orderActions.resubmit);
  const submit = async () => {
    if (!order || !viewer.current) return;
    const { data, errors } = viewer.current.submit();
    if (Object.keys(errors).length > 0) {
      feedback().error(t('order.fixForm'));
      return;
    }
    const message = note.trim();
    try {
      await resubmit.mutateAsync({
        orderId: order.orderId,
        formData: data as ResubmitBody['formData'],
        ...(message ? { message } : {}),
      });
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
      title={t('order.resubmitTitle')}
      onCancel={onClose}
      onOk={submit}
      okText={t('order.resubmit')}
      cancelText={t('common.cancel')}
      confirmLoading={resubmit.isPending}
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
          {form.data ? (
            <FormJsViewer
              ref={viewer}
              schema={form.data.formContent}
              value={order.formData}
              testId="order-resubmit-form"
            />
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
          <ApprovalTimeline bizId={String(order.orderId)} />
        </div>
      )}
    </Modal>
  );
}
