import { PLAN_APPROVAL, QUALITY_IMPROVEMENT } from '@zj/contract';
import { Alert, Descriptions, Divider } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApprovalRectifications } from '@/shared/problems/approval-rectifications.tsx';
import { ApprovalTimeline } from './approval-timeline.tsx';
import { CurrentStep } from './current-step.tsx';
import { OrderFormValues, TaskFormValues } from './order-form-values.tsx';
import { OrderProgress } from './order-progress.tsx';
import { formTaskOf, ORDER_TABLE, type OrderRecord } from './order-record.ts';
import { OrderStatusTag } from './order-status-tag.tsx';
import { PlanApprovalLine } from './plan-approval-line.tsx';

/**
 * An order in full: its head, the submitted values (read-only), the approval history and the
 * progress diagram. Another business's task (a problem's completion approval …) shows the same
 * with its process's name, values and history; a problem's completion approval also shows the
 * problem's rectifications with their photos (what the approver judges).
 */
export function OrderDetail({ order }: { order: OrderRecord }) {
  const { t } = useTranslation();
  const bizTable = 'bizTable' in order ? order.bizTable : ORDER_TABLE;
  const bizId = 'bizId' in order ? order.bizId : String(order.orderId);
  return (
    <div data-testid="order-detail">
      <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered>
        <Descriptions.Item label={t('order.title')}>{order.title}</Descriptions.Item>
        <Descriptions.Item label={t(order.orderId === null ? 'order.processName' : 'order.formName')}>
          {order.formName}
        </Descriptions.Item>
        <Descriptions.Item label={t('order.status')}>
          <OrderStatusTag status={order.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('order.applicant')}>{order.applicantName}</Descriptions.Item>
        <Descriptions.Item label={t('order.applyTime')}>{order.createTime ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('order.currentStep')}>
          <CurrentStep tasks={order.currentTasks} />
        </Descriptions.Item>
      </Descriptions>
      {order.rejectReason && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 12 }}
          title={t('order.rejectReason')}
          description={<span data-testid="order-reject-reason">{order.rejectReason}</span>}
        />
      )}
      <Divider titlePlacement="start">{t('order.formValues')}</Divider>
      {order.orderId !== null ? (
        <OrderFormValues orderId={order.orderId} />
      ) : (
        formTaskOf(order) > 0 && <TaskFormValues taskId={formTaskOf(order)} />
      )}
      {bizTable === PLAN_APPROVAL.bizTable && <PlanApprovalLine planId={Number(bizId)} />}
      {bizTable === QUALITY_IMPROVEMENT.bizTable && order.instanceId !== null && (
        <>
          <Divider titlePlacement="start">{t('problem.rect.title')}</Divider>
          <ApprovalRectifications instanceId={order.instanceId} />
        </>
      )}
      <Divider titlePlacement="start">{t('order.history')}</Divider>
      <ApprovalTimeline bizId={bizId} bizTable={bizTable} />
      <Divider titlePlacement="start">{t('order.progress')}</Divider>
      <OrderProgress instanceId={order.instanceId} />
    </div>
  );
}
