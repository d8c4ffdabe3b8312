/** What other features use of the messages feature. */
export { useUnreadCount } from './hooks/use-unread-count.ts';
