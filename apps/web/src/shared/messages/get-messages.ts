import { useQuery } from '@tanstack/react-query';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

/** The drawer's page (spec 01 §9: page 1, size 99). */
export const MESSAGE_PAGE = { pageNum: 1, pageSize: 99 } as const;

export type MessageStatus = '0' | '1';

export const messageKeys = {
  all: ['system', 'message'] as const,
  list: (recipient: number, status: MessageStatus) => ['system', 'message', 'list', recipient, status] as const,
};

/** The caller's messages of one status, the drawer's page. */
export const getMessages = (recipient: number, status: MessageStatus) =>
  call(API.messages.list, { query: { recipient, status, ...MESSAGE_PAGE } });

/** One tab of the drawer; the unread one also feeds the bell's count. */
export function useMessages(recipient: number | undefined, status: MessageStatus) {
  return useQuery({
    queryKey: messageKeys.list(recipient ?? 0, status),
    queryFn: () => getMessages(recipient ?? 0, status),
    enabled: recipient !== undefined,
  });
}
