import type { WorkOrderTaskRow } from '@zj/contract';
import { Button, Form } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { column } from '@/shared/ui/list/columns.tsx';
import { ListPage } from '@/shared/ui/list/list-page.tsx';
import { ListTable } from '@/shared/ui/list/list-table.tsx';
import { SearchForm, SearchInput } from '@/shared/ui/list/search-form.tsx';
import { useListPage } from '@/shared/ui/list/use-list-page.ts';
import '../task-centre-texts.ts';
import { type TaskFilters, useDoneOrders } from '../api/get-orders.ts';
import { actionLabel } from '../components/action-label.ts';
import { OrderDrawer } from '../components/order-drawer.tsx';
import { OrderStatusTag } from '../components/order-status-tag.tsx';

const LABELS = {
  title: 'order.title',
  taskName: 'order.taskName',
  applicantName: 'order.applicant',
  outcome: 'order.outcome',
  comment: 'order.comment',
  status: 'order.status',
  taskEndTime: 'order.handledTime',
} as const;

/** 我处理的 (menu component order/my-done/index): the tasks the caller handled, with outcome and comment. */
export default function MyDonePage() {
  const { t } = useTranslation();
  const list = useListPage<TaskFilters>({ columns: { storageKey: 'order-done', labels: LABELS } });
  const tasks = useDoneOrders(list.query);
  const [search] = Form.useForm<TaskFilters>();
  const [viewing, setViewing] = useState<WorkOrderTaskRow | null>(null);
  const columns: ColumnsType<WorkOrderTaskRow> = [
    column('title', t('order.title'), { ellipsis: true }),
    column('taskName', t('order.taskName')),
    column('applicantName', t('order.applicant')),
    column('outcome', t('order.outcome'), {
      width: 110,
      render: (outcome: string) => <span data-testid="order-done-outcome">{actionLabel(t, outcome)}</span>,
    }),
    column('comment', t('order.comment'), { ellipsis: true, render: (comment: string) => comment || '-' }),
    column('status', t('order.status'), { width: 100, render: (status: string) => <OrderStatusTag status={status} /> }),
    column('taskEndTime', t('order.handledTime'), { width: 170 }),
  ];
  return (
    <ListPage
      testId="order-done-page"
      prefix="order-done"
      perms={{}}
      list={list}
      query={tasks}
      search={
        <SearchForm<TaskFilters> prefix="order-done" form={search} onSearch={list.search} onReset={list.reset}>
          <SearchInput name="title" label="order.title" />
        </SearchForm>
      }
      dialogs={<OrderDrawer order={viewing} onClose={() => setViewing(null)} />}
    >
      <ListTable<WorkOrderTaskRow, number>
        prefix="order-done"
        rowKey="taskId"
        selectable={false}
        columns={columns}
        actionsWidth={100}
        rowExtra={(row) => (
          <Button type="link" size="small" data-testid="order-done-view" onClick={() => setViewing(row)}>
            {t('order.view')}
          </Button>
        )}
        {...list.table(tasks)}
      />
    </ListPage>
  );
}
