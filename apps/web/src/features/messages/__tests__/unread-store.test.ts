import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.resetModules();
});

/** A fresh copy of the store (it reads local storage when first loaded). */
async function load() {
  const store = await import('@/shared/messages/unread-store.ts');
  const session = await import('@/shared/store/session-store.ts');
  return { ...store, useSession: session.useSession };
}

describe('unread store', () => {
  it('starts from the count kept in local storage', async () => {
    localStorage.setItem('messageNum', '12');
    const { useUnread } = await load();
    expect(useUnread.getState().count).toBe(12);
  });

  it('ignores a stored value that is not a count', async () => {
    localStorage.setItem('messageNum', 'abc');
    const { useUnread } = await load();
    expect(useUnread.getState().count).toBe(0);
  });

  it('keeps the count in local storage and never below zero', async () => {
    const { useUnread, MESSAGE_NUM_KEY } = await load();
    useUnread.getState().setCount(3);
    expect(localStorage.getItem(MESSAGE_NUM_KEY)).toBe('3');
    useUnread.getState().add(1);
    expect(useUnread.getState().count).toBe(4);
    useUnread.getState().add(-10);
    expect(useUnread.getState().count).toBe(0);
    expect(localStorage.getItem(MESSAGE_NUM_KEY)).toBe('0');
  });

  it('forgets the count on logout', async () => {
    const { useUnread, useSession, MESSAGE_NUM_KEY } = await load();
    useSession.setState({ token: 'tok' });
    useUnread.getState().setCount(5);
    useSession.setState({ token: null });
    expect(useUnread.getState().count).toBe(0);
    expect(localStorage.getItem(MESSAGE_NUM_KEY)).toBeNull();
  });
});
