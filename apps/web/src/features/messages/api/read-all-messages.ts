import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

/** Every unread message of the caller becomes read. */
export const readAllMessages = () => call(API.messages.readAll);
