import type { WorkOrderRow } from '@zj/contract';
import { useTranslation } from 'react-i18next';

/** The open steps of an order and who holds each ("审批 · 张三"), or - when none is open. */
export function CurrentStep({ tasks }: { tasks: WorkOrderRow['currentTasks'] }) {
  const { t } = useTranslation();
  if (tasks.length === 0) return <>-</>;
  return (
    <>
      {tasks.map((task) => (
        <div key={task.taskId}>
          {task.taskName} · {task.assigneeName ?? t('order.unassigned')}
        </div>
      ))}
    </>
  );
}
