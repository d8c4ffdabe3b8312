import { useQuery } from '@tanstack/react-query';
import type { SysMessageRow, TableResult } from '@zj/contract';
import { http } from '../../../shared/api/request.ts';
import { workdeskKeys } from './workdesk-keys.ts';

/** GET /system/message/listSysMessage {recipient, status '0', pageNum 1, pageSize 1} → total unread. */
export const getUnreadCount = async (recipient: number) =>
  (
    await http.get<TableResult<SysMessageRow>>('/system/message/listSysMessage', {
      recipient,
      status: '0',
      pageNum: 1,
      pageSize: 1,
    })
  ).total;

export function useUnreadCount(recipient: number | undefined) {
  return useQuery({
    queryKey: workdeskKeys.unread(recipient ?? 0),
    queryFn: () => getUnreadCount(recipient ?? 0),
    enabled: recipient !== undefined,
  });
}
