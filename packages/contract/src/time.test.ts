import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_TIME_PATTERN, apiTime, displayZone, formatTime, parseZoned, setDisplayZone } from './time.ts';
import { userRow } from './users.ts';

afterEach(() => setDisplayZone('Asia/Shanghai'));

describe('times', () => {
  const at = new Date('2026-01-05T04:00:00Z');

  it('formats an instant as YYYY-MM-DD HH:mm:ss in the display zone, midnight as 00', () => {
    expect(displayZone()).toBe('Asia/Shanghai');
    expect(formatTime(at)).toBe('2026-01-05 12:00:00');
    expect(formatTime(new Date('2026-01-04T16:00:00Z'))).toBe('2026-01-05 00:00:00');
    expect(formatTime(at, 'UTC')).toBe('2026-01-05 04:00:00');
    expect(formatTime(null)).toBeNull();
  });

  it('reads a wall-clock time back in a zone', () => {
    expect(parseZoned('2026-01-05 12:00:00')).toEqual(at);
    expect(parseZoned('2026-01-05')).toEqual(new Date('2026-01-04T16:00:00Z'));
    expect(parseZoned('2026-07-01 02:00', 'Europe/Berlin')).toEqual(new Date('2026-07-01T00:00:00Z'));
  });

  it('follows the configured zone and refuses an unknown one', () => {
    setDisplayZone('UTC');
    expect(apiTime.encode(at)).toBe('2026-01-05 04:00:00');
    expect(() => setDisplayZone('Nowhere/Else')).toThrow(RangeError);
    expect(displayZone()).toBe('UTC');
  });

  it('turns the Dates of a row into wire strings and back', () => {
    const row = z.object({ createTime: apiTime, updateTime: apiTime.nullable() });
    expect(row.encode({ createTime: at, updateTime: null })).toEqual({
      createTime: '2026-01-05 12:00:00',
      updateTime: null,
    });
    expect(row.decode({ createTime: '2026-01-05 12:00:00', updateTime: null })).toEqual({
      createTime: at,
      updateTime: null,
    });
    // A string where a Date belongs is a server bug, not something to pass through.
    expect(row.safeEncode({ createTime: '2026-01-05 12:00:00' as unknown as Date, updateTime: null }).success).toBe(
      false,
    );
  });

  it('documents the wire text for requests and responses alike', () => {
    for (const io of ['input', 'output'] as const) {
      expect(z.toJSONSchema(apiTime, { io, unrepresentable: 'any' })).toMatchObject({
        type: 'string',
        pattern: API_TIME_PATTERN.source,
      });
    }
  });

  it('keeps the wire shape of response rows for clients (strings) and Dates for the server', () => {
    const wire: z.input<typeof userRow>['createTime'] = '2026-01-05 12:00:00';
    const server: z.output<typeof userRow>['createTime'] = at;
    expect(userRow.shape.createTime.encode(server)).toBe(wire);
  });
});
