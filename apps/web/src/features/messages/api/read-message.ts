import { MESSAGE_STATUS } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

/** The message has been read. */
export const readMessage = (id: number) => call(API.messages.read, { body: { id, status: MESSAGE_STATUS.read } });
