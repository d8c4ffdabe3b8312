import type { Dayjs } from 'dayjs';

export type Filters = Record<string, string | undefined>;

/** Search form values → RuoYi query params (time range as params[beginTime]/params[endTime]). */
export function toFilters(values: Record<string, unknown>): Filters {
  const filters: Filters = {};
  for (const [key, value] of Object.entries(values)) {
    if (key === 'range') {
      const range = value as [Dayjs, Dayjs] | undefined;
      if (range) {
        filters['params[beginTime]'] = range[0].format('YYYY-MM-DD');
        filters['params[endTime]'] = range[1].format('YYYY-MM-DD');
      }
    } else if (typeof value === 'string' && value !== '') {
      filters[key] = value;
    } else if (typeof value === 'number') {
      filters[key] = String(value);
    }
  }
  return filters;
}
