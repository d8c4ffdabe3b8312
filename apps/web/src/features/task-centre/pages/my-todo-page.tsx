import { WORK_ORDER_STATUS, type WorkOrderTaskRow } from '@zj/contract';
import { Button, Form } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { feedback } from '@/shared/api/feedback.ts';
import { column } from '@/shared/ui/list/columns.tsx';
import { ListPage } from '@/shared/ui/list/list-page.tsx';
import { ListTable } from '@/shared/ui/list/list-table.tsx';
import { SearchForm, SearchInput } from '@/shared/ui/list/search-form.tsx';
import { useListPage } from '@/shared/ui/list/use-list-page.ts';
import '../task-centre-texts.ts';
import { todoRowOf, useLinkedTask } from '../api/get-linked-task.ts';
import { type TaskFilters, useTodoOrders } from '../api/get-orders.ts';
import { ClaimButtons } from '../components/claim-buttons.tsx';
import { HandleTaskDialog } from '../components/handle-task-dialog.tsx';
import { OrderStatusTag } from '../components/order-status-tag.tsx';
import { ResubmitDialog } from '../components/resubmit-dialog.tsx';

const LABELS = {
  title: 'order.title',
  formName: 'order.formName',
  taskName: 'order.taskName',
  applicantName: 'order.applicant',
  status: 'order.status',
  taskCreateTime: 'order.receivedTime',
} as const;

/**
 * 待办任务 (menu component order/my-todo/index): orders waiting for the caller; 办理 handles one.
 * A task a rejection returned to its applicant (its process 已驳回) is theirs to send again:
 * 重新提交 with the form editable, not an approver's buttons. A task offered to several people
 * may be claimed (认领) or, by process administrators, assigned (指派); a claimed one given back. `?taskId=` (a 待办 message) opens
 * that task, or says it has been handled when it is no longer the caller's to handle.
 */
export default function MyTodoPage() {
  const { t } = useTranslation();
  const list = useListPage<TaskFilters>({ columns: { storageKey: 'order-todo', labels: LABELS } });
  const tasks = useTodoOrders(list.query);
  const [search] = Form.useForm<TaskFilters>();
  const [handling, setHandling] = useState<WorkOrderTaskRow | null>(null);
  const [resubmitting, setResubmitting] = useState<WorkOrderTaskRow | null>(null);
  const open = (row: WorkOrderTaskRow) =>
    row.status === WORK_ORDER_STATUS.rejected ? setResubmitting(row) : setHandling(row);
  const [params, setParams] = useSearchParams();
  const linkedId = Number(params.get('taskId')) || 0;
  const linked = useLinkedTask(linkedId);
  // biome-ignore lint/correctness/useExhaustiveDependencies: opens once per link, when its task is known
  useEffect(() => {
    if (!linkedId || !linked.isFetched || !tasks.isFetched) return;
    const task = linked.data;
    if (task?.status === 'open') open(tasks.data?.rows.find((row) => row.taskId === linkedId) ?? todoRowOf(task));
    else feedback().warning(t('order.todoHandled'));
    setParams({}, { replace: true });
  }, [linkedId, linked.isFetched, tasks.isFetched]);
  const columns: ColumnsType<WorkOrderTaskRow> = [
    column('title', t('order.title'), { ellipsis: true }),
    column('formName', t('order.formName'), { ellipsis: true }),
    column('taskName', t('order.taskName')),
    column('applicantName', t('order.applicant')),
    column('status', t('order.status'), { width: 100, render: (status: string) => <OrderStatusTag status={status} /> }),
    column('taskCreateTime', t('order.receivedTime'), { width: 170 }),
  ];
  return (
    <ListPage
      testId="order-todo-page"
      prefix="order-todo"
      perms={{}}
      list={list}
      query={tasks}
      search={
        <SearchForm<TaskFilters> prefix="order-todo" form={search} onSearch={list.search} onReset={list.reset}>
          <SearchInput name="title" label="order.title" />
        </SearchForm>
      }
      dialogs={
        <>
          <HandleTaskDialog task={handling} onClose={() => setHandling(null)} />
          <ResubmitDialog order={resubmitting} onClose={() => setResubmitting(null)} />
        </>
      }
    >
      <ListTable<WorkOrderTaskRow, number>
        prefix="order-todo"
        rowKey="taskId"
        selectable={false}
        columns={columns}
        actionsWidth={200}
        rowExtra={(row) =>
          row.status === WORK_ORDER_STATUS.rejected ? (
            <Button type="link" size="small" data-testid="order-todo-resubmit" onClick={() => open(row)}>
              {t('order.resubmit')}
            </Button>
          ) : (
            <>
              <Button type="link" size="small" data-testid="order-todo-handle" onClick={() => open(row)}>
                {t('order.handle')}
              </Button>
              <ClaimButtons row={row} />
            </>
          )
        }
        {...list.table(tasks)}
      />
    </ListPage>
  );
}
