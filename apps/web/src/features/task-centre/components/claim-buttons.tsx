import { PERMS, type WorkOrderTaskRow } from '@zj/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '@/shared/access/access.tsx';
import { feedback } from '@/shared/api/feedback.ts';
import '../task-centre-texts.ts';
import { orderActions, useOrderAction } from '../api/order-actions.ts';
import { UserPickDialog } from './user-pick-dialog.tsx';

/**
 * A 待办 row's claim actions: a task offered to several people (no assignee yet) may be claimed
 * (认领) and, by process administrators, assigned (指派) to a user; a task the caller claimed may
 * be given back (取消认领).
 */
export function ClaimButtons({ row }: { row: WorkOrderTaskRow }) {
  const { t } = useTranslation();
  const { hasPermi } = useAccess();
  const [picking, setPicking] = useState(false);
  const claim = useOrderAction(orderActions.claim);
  const unClaim = useOrderAction(orderActions.unClaim);
  const assign = useOrderAction(orderActions.assignTask);
  const taskId = row.taskId;
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      feedback().success(t(done));
    } catch {
      // the request client has told the user why
    }
  };
  if (row.claimed) {
    return (
      <Button
        type="link"
        size="small"
        data-testid="order-todo-unclaim"
        loading={unClaim.isPending}
        onClick={() => void run(() => unClaim.mutateAsync({ taskId }), 'order.unclaimed')}
      >
        {t('order.unclaim')}
      </Button>
    );
  }
  if (row.assigneeId !== null) return null;
  const picked = (userIds: number[]) => {
    setPicking(false);
    void run(() => assign.mutateAsync({ taskId, userId: userIds[0] ?? 0 }), 'order.assigned');
  };
  return (
    <>
      <Button
        type="link"
        size="small"
        data-testid="order-todo-claim"
        loading={claim.isPending}
        onClick={() => void run(() => claim.mutateAsync({ taskId }), 'order.claimed')}
      >
        {t('order.claim')}
      </Button>
      {hasPermi([PERMS.flowable.definition.edit]) && (
        <>
          <Button type="link" size="small" data-testid="order-todo-assign" onClick={() => setPicking(true)}>
            {t('order.assignTask')}
          </Button>
          <UserPickDialog
            open={picking}
            title={t('order.assignTitle', { name: row.taskName })}
            single
            busy={assign.isPending}
            onCancel={() => setPicking(false)}
            onPick={picked}
          />
        </>
      )}
    </>
  );
}
