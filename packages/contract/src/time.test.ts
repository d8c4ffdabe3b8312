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

  it('formats exactly as Intl does, across offset changes and odd offsets', () => {
    const intl = (timeZone: string) =>
      new Intl.DateTimeFormat('sv-SE', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      });
    const zones = [
      'Asia/Shanghai',
      'America/New_York',
      'Europe/Berlin',
      'Australia/Lord_Howe',
      'Asia/Kathmandu',
      'UTC',
    ];
    // Every 7 min 13.5 s through the 2026 daylight-saving switches, and a day of seconds around one.
    const instants: number[] = [];
    for (let t = Date.UTC(2026, 2, 1); t < Date.UTC(2026, 3, 15); t += 433_500) instants.push(t);
    for (let t = Date.UTC(2026, 9, 25, 0, 59, 0); t < Date.UTC(2026, 9, 25, 1, 1, 0); t += 1000) instants.push(t);
    // Lord Howe starts daylight saving at 15:30 UTC (02:00 at +10:30): a half hour, not a whole one.
    for (let t = Date.UTC(2026, 9, 3, 15, 0, 0); t < Date.UTC(2026, 9, 3, 16, 0, 0); t += 59_000) instants.push(t);
    for (let t = Date.UTC(2026, 10, 1, 5, 0, 0); t < Date.UTC(2026, 10, 1, 7, 0, 0); t += 61_000) instants.push(t);
    for (const timeZone of zones) {
      const expected = intl(timeZone);
      for (const t of instants) expect(formatTime(new Date(t), timeZone)).toBe(expected.format(new Date(t)));
    }
    expect(formatTime(new Date('2026-03-29T01:00:00Z'), 'Europe/Berlin')).toBe('2026-03-29 03:00:00');
    expect(formatTime(new Date('2026-03-29T00:59:59.999Z'), 'Europe/Berlin')).toBe('2026-03-29 01:59:59');
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
