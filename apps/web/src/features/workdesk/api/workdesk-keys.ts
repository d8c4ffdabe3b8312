/** Query keys of the work desk (the unread count is the messages feature's). */
export const workdeskKeys = {
  joined: ['workdesk', 'joinedProjects'] as const,
  starred: ['project', 'lists', 'workdesk-starred'] as const,
  news: ['workdesk', 'news'] as const,
  progress: ['plans', 'all-progress'] as const,
};
