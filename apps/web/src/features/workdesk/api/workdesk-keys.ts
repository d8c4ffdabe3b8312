/** Query keys of the work desk. The unread count sits under the messages' key so that reading a message refreshes it. */
export const workdeskKeys = {
  tree: (userId: number) => ['workdesk', 'projectTree', userId] as const,
  joined: ['workdesk', 'joinedProjects'] as const,
  starred: ['project', 'lists', 'workdesk-starred'] as const,
  news: ['workdesk', 'news'] as const,
  unread: (recipient: number) => ['system', 'message', 'unreadCount', recipient] as const,
};
