import { WORK_ORDER_STATUS } from '@zj/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import '../task-centre-texts.ts';

const COLOR: Record<string, string> = {
  [WORK_ORDER_STATUS.running]: 'processing',
  [WORK_ORDER_STATUS.approved]: 'success',
  [WORK_ORDER_STATUS.rejected]: 'error',
  [WORK_ORDER_STATUS.withdrawn]: 'default',
  [WORK_ORDER_STATUS.cancelled]: 'warning',
  [WORK_ORDER_STATUS.refused]: 'error',
  [WORK_ORDER_STATUS.timedOut]: 'warning',
  [WORK_ORDER_STATUS.terminated]: 'default',
};

/** A work order's status (WORK_ORDER_STATUS) as a coloured tag: 审批中 / 已通过 / 已驳回 / 已撤回 / 已取消, and how a process ended: 未通过 / 已超时 / 已终止. */
export function OrderStatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Tag
      color={COLOR[status] ?? 'default'}
      data-testid="order-status"
      data-status={status}
      style={{ marginInlineEnd: 0 }}
    >
      {t(`order.status.${status}`, { defaultValue: status })}
    </Tag>
  );
}
