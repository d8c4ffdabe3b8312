import type { WorkOrderTaskRow } from '@zj/contract';
import { Button, Flex, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/shared/api/feedback.ts';
import { useNarrowScreen } from '@/shared/ui/list/use-narrow-screen.ts';
import { orderActions, useOrderAction } from '../api/order-actions.ts';
import { OrderDetail } from './order-detail.tsx';
import { needsReason, visibleButtons } from './task-buttons.ts';
import { UserPickDialog } from './user-pick-dialog.tsx';

type Pick = 'delegate' | 'transfer' | 'addSign';

/**
 * 办理: the order (values read-only, history, diagram), a comment and the task's buttons
 * (taskDeal2), or 通过 / 驳回 (taskDeal) when the task has none; 退回上一步, 委派, 转办 and 加签
 * with every task.
 */
export function HandleTaskDialog({ task, onClose }: { task: WorkOrderTaskRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const narrow = useNarrowScreen();
  const [comment, setComment] = useState('');
  const [pick, setPick] = useState<Pick | null>(null);
  const [reasonMissing, setReasonMissing] = useState(false);
  const deal = useOrderAction(orderActions.taskDeal);
  const deal2 = useOrderAction(orderActions.taskDeal2);
  const reject = useOrderAction(orderActions.reject);
  const delegate = useOrderAction(orderActions.delegate);
  const transfer = useOrderAction(orderActions.transfer);
  const addSign = useOrderAction(orderActions.addSign);
  const busy = [deal, deal2, reject, delegate, transfer, addSign].some((m) => m.isPending);

  const close = () => {
    setComment('');
    setReasonMissing(false);
    setPick(null);
    onClose();
  };
  /** Runs an action; with `reason` the comment must be there. */
  const run = async (action: () => Promise<unknown>, reason = false) => {
    if (reason && !comment.trim()) {
      setReasonMissing(true);
      feedback().error(t('order.deal.reasonRequired'));
      return;
    }
    try {
      await action();
      feedback().success(t('order.deal.done'));
      close();
    } catch {
      // the request client has told the user why
    }
  };
  const message = () => (comment.trim() ? { message: comment.trim() } : {});
  const note = () => (comment.trim() ? { comment: comment.trim() } : {});

  if (!task) return null;
  const own = visibleButtons(task.buttons);
  const taskId = task.taskId;
  const picked = (userIds: number[]) => {
    const kind = pick;
    setPick(null);
    if (kind === 'addSign') void run(() => addSign.mutateAsync({ taskId, userIds, ...note() }));
    else if (kind) {
      const userId = userIds[0] ?? 0;
      const mutation = kind === 'delegate' ? delegate : transfer;
      void run(() => mutation.mutateAsync({ taskId, userId, ...note() }));
    }
  };

  const footer = (
    <Flex wrap gap={8} justify="flex-end" data-testid="order-deal-buttons">
      {own.length > 0 ? (
        own.map((button) => (
          <Button
            key={button.id}
            type={needsReason(button.code) ? 'default' : 'primary'}
            danger={needsReason(button.code)}
            disabled={busy}
            data-testid={`order-deal-button-${button.code}`}
            onClick={() =>
              run(() => deal2.mutateAsync({ taskId, code: button.code, ...message() }), needsReason(button.code))
            }
          >
            {button.name}
          </Button>
        ))
      ) : (
        <>
          <Button
            type="primary"
            disabled={busy}
            data-testid="order-deal-approve"
            onClick={() => run(() => deal.mutateAsync({ taskId, approve: 1, ...message() }))}
          >
            {t('order.deal.approve')}
          </Button>
          <Button
            danger
            disabled={busy}
            data-testid="order-deal-reject"
            onClick={() => run(() => deal.mutateAsync({ taskId, approve: 2, message: comment.trim() }), true)}
          >
            {t('order.deal.reject')}
          </Button>
        </>
      )}
      <Button
        disabled={busy}
        data-testid="order-deal-back"
        onClick={() => run(() => reject.mutateAsync({ taskId, target: 'previous', comment: comment.trim() }), true)}
      >
        {t('order.deal.back')}
      </Button>
      <Button disabled={busy} data-testid="order-deal-delegate" onClick={() => setPick('delegate')}>
        {t('order.deal.delegate')}
      </Button>
      <Button disabled={busy} data-testid="order-deal-transfer" onClick={() => setPick('transfer')}>
        {t('order.deal.transfer')}
      </Button>
      <Button disabled={busy} data-testid="order-deal-add-sign" onClick={() => setPick('addSign')}>
        {t('order.deal.addSign')}
      </Button>
      <Button onClick={close}>{t('common.cancel')}</Button>
    </Flex>
  );

  return (
    <Modal
      open
      title={t('order.deal.title', { name: task.taskName })}
      onCancel={close}
      footer={footer}
      width={narrow ? '100%' : 880}
      destroyOnHidden
    >
      <div data-testid="order-deal-dialog">
        <OrderDetail order={task} />
        <Typography.Text strong style={{ display: 'block', marginTop: 16 }}>
          {t('order.deal.comment')}
        </Typography.Text>
        <Input.TextArea
          value={comment}
          onChange={(event) => {
            setComment(event.target.value);
            setReasonMissing(false);
          }}
          status={reasonMissing ? 'error' : undefined}
          placeholder={t('order.deal.commentHint')}
          aria-label={t('order.deal.comment')}
          maxLength={500}
          rows={3}
          data-testid="order-deal-comment"
          style={{ marginTop: 4 }}
        />
        {reasonMissing && <Typography.Text type="danger">{t('order.deal.reasonRequired')}</Typography.Text>}
        <UserPickDialog
          open={pick !== null}
          title={t(pick === 'addSign' ? 'order.deal.pickUsers' : 'order.deal.pickUser')}
          single={pick !== 'addSign'}
          busy={busy}
          onCancel={() => setPick(null)}
          onPick={picked}
        />
      </div>
    </Modal>
  );
}
