import type { Dayjs } from 'dayjs';

export type AdminFilters = Record<string, string | undefined>;

/**
 * Search values of the user and role lists → list params: the trimmed `texts` that are not
 * empty, the status, and the day range as params[beginTime] / params[endTime].
 */
export function toAdminFilters(
  values: Record<string, unknown> & { status?: string; dateRange?: [Dayjs, Dayjs] | null },
  texts: readonly string[],
): AdminFilters {
  const filters: AdminFilters = {};
  for (const key of texts) {
    const value = values[key];
    if (typeof value === 'string' && value.trim()) filters[key] = value.trim();
  }
  if (values.status) filters.status = values.status;
  if (values.dateRange?.[0] && values.dateRange[1]) {
    filters['params[beginTime]'] = values.dateRange[0].format('YYYY-MM-DD');
    filters['params[endTime]'] = values.dateRange[1].format('YYYY-MM-DD');
  }
  return filters;
}
