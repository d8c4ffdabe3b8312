import { fill, type Lang } from './i18n.ts';
import { CLIENT_MESSAGES } from './messages.ts';
import { SERVER_MESSAGES } from './server-messages.ts';

/** The whole error catalogue: what the client shows and what the server sends. */
export const MESSAGES = { ...CLIENT_MESSAGES, ...SERVER_MESSAGES };

export type MessageKey = keyof typeof MESSAGES;

/** The text of a catalogue entry in a language, with `{name}` placeholders filled. */
export function msg(key: MessageKey, lang: Lang, params?: Record<string, string | number>): string {
  return fill(MESSAGES[key][lang], params);
}
