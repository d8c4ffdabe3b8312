const formatters = new Map<string, Intl.DateTimeFormat>();

/** `YYYY-MM-DD HH:mm:ss` in the display zone (sv-SE formats dates that way). */
export function formatTime(value: Date | null | undefined, zone: string): string | null {
  if (!value) return null;
  let fmt = formatters.get(zone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('sv-SE', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(zone, fmt);
  }
  return fmt.format(value);
}

/** The instant of a wall-clock time `YYYY-MM-DD[ HH:mm[:ss]]` in a zone. */
export function parseZoned(local: string, zone: string): Date {
  const [d = '', t = '00:00:00'] = local.split(' ');
  const [y, mo, da] = d.split('-').map(Number);
  const [h, mi, s] = t.split(':').map(Number);
  const guess = Date.UTC(y ?? 1970, (mo ?? 1) - 1, da ?? 1, h ?? 0, mi ?? 0, s ?? 0);
  // The zone's offset at that moment: format the guess in the zone and compare.
  const shown = formatTime(new Date(guess), zone) ?? '';
  const [sd = '', st = ''] = shown.split(' ');
  const [y2, mo2, da2] = sd.split('-').map(Number);
  const [h2, mi2, s2] = st.split(':').map(Number);
  const asUtc = Date.UTC(y2 ?? 1970, (mo2 ?? 1) - 1, da2 ?? 1, h2 ?? 0, mi2 ?? 0, s2 ?? 0);
  return new Date(guess - (asUtc - guess));
}

/**
 * The `[from, to)` instants of a list filter's time range (`beginTime`/`endTime` or RuoYi's
 * `params[beginTime]`/`params[endTime]`); a day-only end includes that whole day.
 */
export function timeRangeOf(
  query: {
    beginTime?: string | undefined;
    endTime?: string | undefined;
    'params[beginTime]'?: string | undefined;
    'params[endTime]'?: string | undefined;
  },
  zone: string,
): { from?: Date; to?: Date } {
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
