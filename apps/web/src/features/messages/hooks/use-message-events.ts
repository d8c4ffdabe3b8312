import { useQueryClient } from '@tanstack/react-query';
import type { SysMessageRow } from '@zj/contract';
import { useEffect } from 'react';
import { messageKeys } from '@/shared/messages/get-messages.ts';
import { useUnread } from '@/shared/messages/unread-store.ts';
import { onAppEvent } from '@/shared/realtime/app-events.ts';

/** A pushed message: one more unread, fresh lists, and `notify` tells the user. */
export function useMessageEvents(notify: (message: SysMessageRow) => void) {
  const client = useQueryClient();
  useEffect(
    () =>
      onAppEvent('message', (frame) => {
        useUnread.getState().add(1);
        void client.invalidateQueries({ queryKey: messageKeys.all });
        notify(frame.data);
      }),
    [client, notify],
  );
}
