import { describe, expect, it } from 'vitest';
import { apiJson } from './time.ts';

describe('apiJson (the fast serializer of busy lists)', () => {
  it('writes Dates as the API does, at any depth, and everything else as JSON.stringify', () => {
    const at = new Date('2026-01-05T04:00:00Z');
    const data = {
      code: 200,
      rows: [{ createTime: at, updateTime: null, people: [{ at, name: '张三' }], skipped: undefined }],
      total: 1,
      nested: { list: [at, undefined, 'x'] },
    };
    expect(JSON.parse(apiJson(data))).toEqual({
      code: 200,
      rows: [
        { createTime: '2026-01-05 12:00:00', updateTime: null, people: [{ at: '2026-01-05 12:00:00', name: '张三' }] },
      ],
      total: 1,
      nested: { list: ['2026-01-05 12:00:00', null, 'x'] },
    });
    expect(apiJson(at)).toBe('"2026-01-05 12:00:00"');
    expect(apiJson({ a: 1, b: 'two' })).toBe(JSON.stringify({ a: 1, b: 'two' }));
    expect(apiJson(null)).toBe('null');
  });
});
