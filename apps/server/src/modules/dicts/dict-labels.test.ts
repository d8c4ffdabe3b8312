import { DICT_LABELS_EN, dictLabelIn } from '@zj/contract';
import { describe, expect, it } from 'vitest';
import { DICT_DATA_ROWS } from './dicts.seed.ts';

const CJK = /[\u3400-\u9fff]/;

describe('English dictionary labels (contract dict-labels.ts)', () => {
  it('every seeded dictionary label has an English label, and no entry is stale', () => {
    const seeded = new Set(DICT_DATA_ROWS.map((row) => row.dictLabel));
    const missing = [...seeded].filter((label) => !DICT_LABELS_EN[label]);
    expect(missing, 'add these labels to packages/contract/src/dict-labels.ts').toEqual([]);
    for (const [zh, en] of Object.entries(DICT_LABELS_EN)) {
      expect(seeded, `stale entry ${zh}`).toContain(zh);
      expect(CJK.test(en), `${zh} → ${en}`).toBe(false);
    }
  });

  it('translates seeded labels in English only and keeps labels an administrator typed', () => {
    expect(dictLabelIn('正常', 'en')).toBe('Normal');
    expect(dictLabelIn('正常', 'zh')).toBe('正常');
    expect(dictLabelIn('自定义状态', 'en')).toBe('自定义状态');
  });
});
