import { MESSAGE_STATUS } from '@zj/contract';
import { http } from '@/shared/api/request.ts';

/** PUT /system/message/editSysMessage {id, status '1'}: the message has been read. */
export const readMessage = (id: number) =>
  http.put('/system/message/editSysMessage', { id, status: MESSAGE_STATUS.read });
