import { PERMS, WORK_ORDER_STATUS, type WorkOrderRow } from '@zj/contract';
import { Button, Form, Select } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useAccess } from '@/shared/access/index.ts';
import { i18n } from '@/shared/i18n/index.ts';
import { confirmThen } from '@/shared/ui/confirm.ts';
import { column } from '@/shared/ui/list/columns.tsx';
import { ListPage } from '@/shared/ui/list/list-page.tsx';
import { ListTable } from '@/shared/ui/list/list-table.tsx';
import { SearchForm, SearchInput } from '@/shared/ui/list/search-form.tsx';
import { useListPage } from '@/shared/ui/list/use-list-page.ts';
import '../task-centre-texts.ts';
import { useOrder } from '../api/get-order.ts';
import { type MyOrderListRow, type OrderFilters, useMyOrders } from '../api/get-orders.ts';
import { orderActions, useOrderAction } from '../api/order-actions.ts';
import { CurrentStep } from '../components/current-step.tsx';
import { OrderDrawer } from '../components/order-drawer.tsx';
import { OrderStatusTag } from '../components/order-status-tag.tsx';
import { ResubmitDialog } from '../components/resubmit-dialog.tsx';
import { ORDER_PATHS } from '../order-paths.ts';

const LABELS = {
  orderId: 'order.id',
  title: 'order.title',
  formName: 'order.formName',
  status: 'order.status',
  currentTasks: 'order.currentStep',
  createTime: 'order.applyTime',
} as const;

/**
 * 我的任务 (menu component order/my-order/index): the caller's orders and their other applications
 * (a problem's 质量整改审批), their progress, withdraw (orders) and resubmit.
 */
export default function MyOrderPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useListPage<OrderFilters>({ columns: { storageKey: 'order-mine', labels: LABELS } });
  const orders = useMyOrders(list.query);
  const [search] = Form.useForm<OrderFilters>();
  const [viewing, setViewing] = useState<WorkOrderRow | MyOrderListRow | null>(null);
  const [resubmitting, setResubmitting] = useState<MyOrderListRow | null>(null);
  const withdraw = useOrderAction(orderActions.withdraw);
  const canApply = useAccess().hasPermi([PERMS.system.order.add]);
  // ?orderId= (a message about an order): that order opens in the drawer.
  const [params, setParams] = useSearchParams();
  const linked = useOrder(Number(params.get('orderId')) || null);
  useEffect(() => {
    if (!linked.data) return;
    setViewing(linked.data);
    setParams({}, { replace: true });
  }, [linked.data, setParams]);

  const askWithdraw = (row: MyOrderListRow & { orderId: number }) =>
    confirmThen(
      i18n.t('order.confirmWithdraw', { title: row.title }),
      () => withdraw.mutateAsync({ orderId: row.orderId }),
      i18n.t('order.withdrawn'),
      { closeOnFailure: true },
    );

  const columns: ColumnsType<MyOrderListRow> = [
    column('orderId', t('order.id'), { width: 90, render: (id: number | null) => id ?? '-' }),
    column('title', t('order.title'), { ellipsis: true }),
    column('formName', t('order.formName'), { ellipsis: true }),
    column('status', t('order.status'), {
      width: 100,
      render: (status: string) => <OrderStatusTag status={status} />,
    }),
    column('currentTasks', t('order.currentStep'), {
      render: (tasks: WorkOrderRow['currentTasks']) => <CurrentStep tasks={tasks} />,
    }),
    column('createTime', t('order.applyTime'), { width: 170 }),
  ];
  return (
    <ListPage
      testId="order-mine-page"
      prefix="order-mine"
      perms={{}}
      list={list}
      query={orders}
      extra={
        canApply && (
          <Button type="primary" data-testid="order-mine-apply" onClick={() => navigate(ORDER_PATHS.apply)}>
            {t('order.apply.new')}
          </Button>
        )
      }
      search={
        <SearchForm<OrderFilters> prefix="order-mine" form={search} onSearch={list.search} onReset={list.reset}>
          <SearchInput name="title" label="order.title" />
          <Form.Item name="status" label={t('order.status')}>
            <Select
              allowClear
              style={{ width: 170 }}
              placeholder={t('common.choose', { field: t('order.status') })}
              options={Object.values(WORK_ORDER_STATUS).map((value) => ({ value, label: t(`order.status.${value}`) }))}
              data-testid="order-mine-status"
            />
          </Form.Item>
        </SearchForm>
      }
      dialogs={
        <>
          <OrderDrawer order={viewing} onClose={() => setViewing(null)} />
          <ResubmitDialog order={resubmitting} onClose={() => setResubmitting(null)} />
        </>
      }
    >
      <ListTable
        prefix="order-mine"
        rowKey="key"
        selectable={false}
        columns={columns}
        actionsWidth={220}
        rowExtra={(row) => (
          <>
            <Button type="link" size="small" data-testid="order-mine-view" onClick={() => setViewing(row)}>
              {t('order.view')}
            </Button>
            {row.status === WORK_ORDER_STATUS.running && row.orderId !== null && (
              <Button
                type="link"
                size="small"
                danger
                data-testid="order-mine-withdraw"
                onClick={() => askWithdraw({ ...row, orderId: row.orderId as number })}
              >
                {t('order.withdraw')}
              </Button>
            )}
            {row.status === WORK_ORDER_STATUS.rejected && (
              <Button type="link" size="small" data-testid="order-mine-resubmit" onClick={() => setResubmitting(row)}>
                {t('order.resubmit')}
              </Button>
            )}
          </>
        )}
        {...list.table(orders)}
      />
    </ListPage>
  );
}
