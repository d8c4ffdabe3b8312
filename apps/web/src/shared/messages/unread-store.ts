import { create } from 'zustand';
import { useSession } from '@/shared/store/session-store.ts';
import { readLocal, writeLocal } from '@/shared/store/storage.ts';

/** Local storage: the unread message count (spec 01 §3 "message number and count"). */
export const MESSAGE_NUM_KEY = 'messageNum';

const stored = () => {
  const value = Number(readLocal(MESSAGE_NUM_KEY));
  return Number.isInteger(value) && value > 0 ? value : 0;
};

export interface UnreadState {
  /** Unread messages of the logged-in user: the bell's badge. */
  count: number;
  /** The unread tab's total (the server's figure). */
  setCount(count: number): void;
  /** A message arrived over the socket, or (negative) one was read. */
  add(delta: number): void;
  reset(): void;
}

export const useUnread = create<UnreadState>()((set, get) => ({
  count: stored(),
  setCount(count) {
    const value = Math.max(0, Math.trunc(count));
    writeLocal(MESSAGE_NUM_KEY, String(value));
    set({ count: value });
  },
  add(delta) {
    get().setCount(get().count + delta);
  },
  reset() {
    writeLocal(MESSAGE_NUM_KEY, null);
    set({ count: 0 });
  },
}));

// Logout forgets the previous user's count.
useSession.subscribe((state, previous) => {
  if (previous.token && !state.token) useUnread.getState().reset();
});
