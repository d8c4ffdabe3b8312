import { useEffect } from 'react';
import { useMessages } from '../api/get-messages.ts';
import { useUnread } from '../unread-store.ts';

/** Keeps the bell's count equal to the unread tab's total (spec 01 §4). */
export function useUnreadCount(recipient: number | undefined) {
  const setCount = useUnread((state) => state.setCount);
  const { data, dataUpdatedAt } = useMessages(recipient, '0');
  const total = data?.total;
  // biome-ignore lint/correctness/useExhaustiveDependencies: every fetch resets the count, even to the same total
  useEffect(() => {
    if (total !== undefined) setCount(total);
  }, [total, dataUpdatedAt, setCount]);
}
