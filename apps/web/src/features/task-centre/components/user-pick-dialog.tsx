import { Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/shared/api/feedback.ts';
import { UserPicker } from '@/shared/users/user-picker.tsx';

/** Choosing the user(s) a task goes to (委派 / 转办: one; 加签: several). */
export function UserPickDialog({
  open,
  title,
  single,
  busy,
  onCancel,
  onPick,
}: {
  open: boolean;
  title: string;
  single: boolean;
  busy: boolean;
  onCancel: () => void;
  onPick: (userIds: number[]) => void;
}) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<number[]>([]);
  const ok = () => {
    if (selected.length === 0 || (single && selected.length > 1)) {
      feedback().error(t(single ? 'order.deal.pickOne' : 'order.deal.pickSome'));
      return;
    }
    onPick(selected);
  };
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onCancel}
      onOk={ok}
      confirmLoading={busy}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ 'data-testid': 'order-pick-ok' }}
      width={640}
      destroyOnHidden
      afterOpenChange={(visible) => !visible && setSelected([])}
    >
      <UserPicker open={open} selected={selected} onChange={setSelected} single={single} prefix="order-user" />
    </Modal>
  );
}
