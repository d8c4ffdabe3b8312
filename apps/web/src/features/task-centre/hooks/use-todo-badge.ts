import { useQueryClient } from '@tanstack/react-query';
import { PERMS } from '@zj/contract';
import { useEffect } from 'react';
import { useAccess } from '@/shared/access/index.ts';
import { onAppEvent } from '@/shared/realtime/app-events.ts';
import { useTodoCount } from '../api/get-todo-count.ts';
import { orderKeys } from '../api/order-keys.ts';
import '../task-centre-texts.ts';

/**
 * The pending count of the header's 任务 entry: null without the to-do permission. It (and every
 * task-centre list on screen) is read again whenever a message arrives over the WebSocket (a new
 * task, a rejection, …) and after a task is handled here (the writes refresh every orderKeys query).
 */
export function useTodoBadge(): number | null {
  const client = useQueryClient();
  const allowed = useAccess().hasPermi([PERMS.system.order.todo]);
  const count = useTodoCount(allowed);
  // A message (a new task, a rejection, an approval) makes every task-centre list and the count stale.
  useEffect(() => onAppEvent('message', () => void client.invalidateQueries({ queryKey: orderKeys.all })), [client]);
  return allowed ? (count.data ?? 0) : null;
}
