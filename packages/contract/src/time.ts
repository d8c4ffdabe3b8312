import { z } from 'zod';

/**
 * Times on the API: `YYYY-MM-DD HH:mm:ss` wall-clock time in one display zone (RuoYi's
 * convention). The server sets the zone once from its configuration (`setDisplayZone`); every
 * response schema formats its timestamps through `apiTime`, so services hand over the Dates.
 */
const DEFAULT_DISPLAY_ZONE = 'Asia/Shanghai';
let zone = DEFAULT_DISPLAY_ZONE;

/** The IANA zone in which times are shown (process-wide: one server has one configured zone). */
export const displayZone = (): string => zone;

/** Sets the display zone (the server does it once, from its configuration); an unknown zone is refused. */
export function setDisplayZone(next: string): void {
  formatterOf(next); // throws a RangeError for a zone Intl does not know
  zone = next;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let fmt = formatters.get(timeZone);
  if (!fmt) {
    // sv-SE writes `YYYY-MM-DD HH:mm:ss`; h23 keeps midnight at 00.
    fmt = new Intl.DateTimeFormat('sv-SE', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, fmt);
  }
  return fmt;
}

/** `YYYY-MM-DD HH:mm:ss` of an instant in a zone (the display zone unless given). */
export function formatTime(value: Date, timeZone?: string): string;
export function formatTime(value: Date | null | undefined, timeZone?: string): string | null;
export function formatTime(value: Date | null | undefined, timeZone = zone): string | null {
  if (!value) return null;
  const t = value.getTime();
  if (!Number.isFinite(t)) return formatterOf(timeZone).format(value); // throws as Intl does
  const wall = new Date(t + offsetAt(t, timeZone));
  return `${wall.getUTCFullYear()}-${two(wall.getUTCMonth() + 1)}-${two(wall.getUTCDate())} ${two(
    wall.getUTCHours(),
  )}:${two(wall.getUTCMinutes())}:${two(wall.getUTCSeconds())}`;
}

const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * A zone's offset from UTC (ms) at an instant. Zones change offset only on quarter hours of UTC
 * (their offsets and the local times they switch at are whole quarter hours), so Intl is asked
 * once per zone and quarter hour and the answer kept: formatting rows of times costs arithmetic,
 * not an Intl call each (lists write thousands).
 */
const QUARTER_HOUR = 900_000;
const offsets = new Map<string, Map<number, number>>();
function offsetAt(t: number, timeZone: string): number {
  let known = offsets.get(timeZone);
  if (!known) {
    known = new Map();
    offsets.set(timeZone, known);
  }
  const quarter = Math.floor(t / QUARTER_HOUR);
  let offset = known.get(quarter);
  if (offset === undefined) {
    const start = quarter * QUARTER_HOUR;
    const [d = '', h = ''] = formatterOf(timeZone).format(new Date(start)).split(' ');
    const [y = 1970, mo = 1, da = 1] = d.split('-').map(Number);
    const [hh = 0, mi = 0, ss = 0] = h.split(':').map(Number);
    offset = Date.UTC(y, mo - 1, da, hh, mi, ss) - start;
    if (known.size >= 10_000) known.clear();
    known.set(quarter, offset);
  }
  return offset;
}

/** The instant of a wall-clock time `YYYY-MM-DD[ HH:mm[:ss]]` in a zone (the display zone unless given). */
export function parseZoned(local: string, timeZone = zone): Date {
  const [d = '', t = '00:00:00'] = local.split(' ');
  const [y, mo, da] = d.split('-').map(Number);
  const [h, mi, s] = t.split(':').map(Number);
  const guess = Date.UTC(y ?? 1970, (mo ?? 1) - 1, da ?? 1, h ?? 0, mi ?? 0, s ?? 0);
  // The zone's offset at that moment: format the guess in the zone and compare.
  const shown = formatTime(new Date(guess), timeZone);
  const [sd = '', st = ''] = shown.split(' ');
  const [y2, mo2, da2] = sd.split('-').map(Number);
  const [h2, mi2, s2] = st.split(':').map(Number);
  const asUtc = Date.UTC(y2 ?? 1970, (mo2 ?? 1) - 1, da2 ?? 1, h2 ?? 0, mi2 ?? 0, s2 ?? 0);
  return new Date(guess - (asUtc - guess));
}

/** `YYYY-MM-DD HH:mm:ss`, as the API writes times. */
export const API_TIME_PATTERN = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** A valid Date (a custom check rather than z.date(), which OpenAPI generators document as ISO date-time). */
const instant = z.custom<Date>((v) => v instanceof Date && !Number.isNaN(v.getTime()), 'Invalid date');

/**
 * A timestamp of a response: a Date on the server (what handlers return), `YYYY-MM-DD HH:mm:ss`
 * in the display zone on the wire. Encoding (the server's response serializer) formats;
 * decoding (a client that parses a response) reads the wall-clock time back in the zone. Its
 * JSON schema is the wire text on both sides, so the OpenAPI document shows what is sent.
 */
export const apiTime = z
  .codec(z.string().regex(API_TIME_PATTERN), instant, {
    decode: (text) => parseZoned(text),
    encode: (date) => formatTime(date),
  })
  .meta({
    type: 'string',
    pattern: API_TIME_PATTERN.source,
    description: 'YYYY-MM-DD HH:mm:ss in the display zone',
    example: '2026-01-05 12:00:00',
  });

/** The value a handler returns for a response schema: times as Dates (the schema formats them). */
export type ApiOut<T extends z.ZodType> = z.output<T>;
/** The value on the wire (what clients receive): times as `YYYY-MM-DD HH:mm:ss` strings. */
export type ApiWire<T extends z.ZodType> = z.input<T>;
