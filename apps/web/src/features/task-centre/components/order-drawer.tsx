import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNarrowScreen } from '@/shared/ui/list/use-narrow-screen.ts';
import { OrderDetail } from './order-detail.tsx';
import type { OrderRecord } from './order-record.ts';

/** 查看: an order's values, history and progress in a drawer (full width on a phone). */
export function OrderDrawer({ order, onClose }: { order: OrderRecord | null; onClose: () => void }) {
  const { t } = useTranslation();
  const narrow = useNarrowScreen();
  return (
    <Drawer
      open={order !== null}
      onClose={onClose}
      title={order ? `${t('order.detailTitle')} · ${order.title}` : ''}
      size={narrow ? '100%' : 760}
      destroyOnHidden
      data-testid="order-drawer"
    >
      {order && <OrderDetail order={order} />}
    </Drawer>
  );
}
