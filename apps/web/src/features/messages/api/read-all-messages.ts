import { http } from '@/shared/api/request.ts';

/** POST /system/message/readAllMessage: every unread message of the caller becomes read. */
export const readAllMessages = () => http.post('/system/message/readAllMessage');
