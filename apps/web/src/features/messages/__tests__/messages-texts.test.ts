import { RELATE_TABLES } from '@zj/contract';
import { describe, expect, it } from 'vitest';
import '@/shared/i18n/index.ts';
import { MESSAGES_TEXTS } from '../messages-texts.ts';

const sources = import.meta.glob(['../**/*.{ts,tsx}', '!../__tests__/**', '!../messages-texts.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

describe('message texts', () => {
  it('has every key the feature uses, in Chinese and English', () => {
    const used = new Set<string>();
    for (const source of Object.values(sources)) {
      for (const match of source.matchAll(/'(messages\.[\w.]+)'/g)) used.add(match[1] as string);
    }
    for (const table of RELATE_TABLES) used.add(`messages.table.${table}`);
    expect(used.size).toBeGreaterThan(20);
    const texts: Record<string, { zh: string; en: string }> = MESSAGES_TEXTS;
    for (const key of used) {
      expect(texts[key]?.zh, key).toBeTruthy();
      expect(texts[key]?.en, key).toBeTruthy();
    }
  });

  it('keeps the spec texts verbatim', () => {
    expect(MESSAGES_TEXTS['messages.title'].zh).toBe('我的消息');
    expect(MESSAGES_TEXTS['messages.safetyTitle'].zh).toBe('安全专项检查通报');
    expect(MESSAGES_TEXTS['messages.approvalTitle'].zh).toBe('审批信息');
    expect(MESSAGES_TEXTS['messages.readAll'].zh).toBe('全部已读');
  });
});
