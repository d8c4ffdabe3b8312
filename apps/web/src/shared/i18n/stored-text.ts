import { type Lang, MESSAGES } from '@zj/contract';

const byChinese = new Map<string, (typeof MESSAGES)[keyof typeof MESSAGES]>(
  Object.values(MESSAGES).map((texts) => [texts.zh, texts]),
);

/**
 * Logs keep the server's Chinese catalogue text (as RuoYi does); shows it in the reader's
 * language when it is a catalogue entry, else as stored.
 */
export function localizeStoredText(text: string, lang: Lang): string {
  return byChinese.get(text)?.[lang] ?? text;
}
