import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PERMS, WS_ACTS } from '@zj/contract';
import { API } from '@zj/contract/api';
import { useEffect } from 'react';
import { useAccess } from '@/shared/access/index.ts';
import { call } from '@/shared/api/call.ts';
import { onAppEvent } from '@/shared/realtime/app-events.ts';

/** Root of the task centre's queries: a handled task or a message refreshes everything below it. */
const TASK_CENTRE_ROOT = 'task-centre';

/** The count's key sits under the task centre's root, so every write there refreshes it. */
export const pendingTasksKey = [TASK_CENTRE_ROOT, 'todo-count'] as const;

/** How many open tasks the caller may handle. */
export const getPendingTaskCount = async () => (await call(API.tasks.todoCount)).data;

/**
 * The caller's pending tasks: the header's 任务 badge and the work desk's 我的待办 show this one
 * count (one query). Null without the to-do permission (nothing is asked then). It, and every
 * task-centre list on screen, is read again whenever a message arrives over the WebSocket (a new
 * task, a rejection, …), whenever the server says a task opened for the caller or left them
 * (`{act:'tasks'}`: handled by another candidate, withdrawn, handed on — no message comes then),
 * and after a task is handled (the writes refresh the task centre's root key).
 */
export function usePendingTasks(): number | null {
  const client = useQueryClient();
  const allowed = useAccess().hasPermi([PERMS.system.order.todo]);
  const count = useQuery({
    queryKey: pendingTasksKey,
    queryFn: getPendingTaskCount,
    enabled: allowed,
    staleTime: 30_000,
  });
  useEffect(() => {
    const refresh = () => void client.invalidateQueries({ queryKey: [TASK_CENTRE_ROOT] });
    const offMessage = onAppEvent('message', refresh);
    const offTasks = onAppEvent(WS_ACTS.tasks, refresh);
    return () => {
      offMessage();
      offTasks();
    };
  }, [client]);
  return allowed ? (count.data ?? 0) : null;
}
