import { type ApiOut, type ApiWire, displayZone, formatTime, parseZoned } from '@zj/contract';
import type { z } from 'zod';

// Formatting and parsing live in the contract (`formatTime`, `parseZoned`, the `apiTime` codec of
// the response schemas); this file keeps what only the server does with times.
export { parseZoned };

/**
 * The `[from, to)` instants of a list filter's time range (`beginTime`/`endTime` or RuoYi's
 * `params[beginTime]`/`params[endTime]`) in the display zone; a day-only end includes that whole day.
 */
export function timeRangeOf(query: {
  beginTime?: string | undefined;
  endTime?: string | undefined;
  'params[beginTime]'?: string | undefined;
  'params[endTime]'?: string | undefined;
}): { from?: Date; to?: Date } {
  const zone = displayZone();
  const begin = query.beginTime ?? query['params[beginTime]'];
  const end = query.endTime ?? query['params[endTime]'];
  const range: { from?: Date; to?: Date } = {};
  if (begin) range.from = parseZoned(begin, zone);
  if (end) {
    const at = parseZoned(end, zone);
    range.to = end.includes(' ') ? new Date(at.getTime() + 1000) : new Date(at.getTime() + 86_400_000);
  }
  return range;
}

/**
 * The JSON of an answer written without its response schema (a route's fast serializer): Dates
 * as the schemas' `apiTime` writes them, everything else as JSON.stringify does. The Dates are
 * replaced in a copy first: a replacer function would run for every key of every row.
 */
export function apiJson(data: unknown): string {
  return JSON.stringify(timesAsText(data));
}

/** An answer's value as the wire has it: a copy with its Dates written as the API writes times. */
export const wireOf = <S extends z.ZodType>(_schema: S, value: ApiOut<S>): ApiWire<S> =>
  timesAsText(value) as ApiWire<S>;

/** The JSON of an answer already as the wire has it (no Dates), or already JSON text (`tableOfJson`). */
export const wireJson = (data: unknown): string => (typeof data === 'string' ? data : JSON.stringify(data));

function timesAsText(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return formatTime(value);
  if (Array.isArray(value)) return value.map(timesAsText);
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return value;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) copy[key] = timesAsText((value as Record<string, unknown>)[key]);
  return copy;
}
