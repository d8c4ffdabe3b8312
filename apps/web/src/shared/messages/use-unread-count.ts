import { useEffect } from 'react';
import { useMessages } from './get-messages.ts';
import { useUnread } from './unread-store.ts';

/**
 * Keeps the bell's count equal to the unread tab's total (spec 01 §4) and returns it; the same
 * query and store serve every screen that shows the count, so a pushed message raises it everywhere.
 */
export function useUnreadCount(recipient: number | undefined): number {
  const count = useUnread((state) => state.count);
  const setCount = useUnread((state) => state.setCount);
  const { data, dataUpdatedAt } = useMessages(recipient, '0');
  const total = data?.total;
  // biome-ignore lint/correctness/useExhaustiveDependencies: every fetch resets the count, even to the same total
  useEffect(() => {
    if (total !== undefined) setCount(total);
  }, [total, dataUpdatedAt, setCount]);
  return count;
}
