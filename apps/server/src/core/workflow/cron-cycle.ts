import { CronExpressionParser } from 'cron-parser';

/**
 * Cron `timeCycle`s as Flowable takes them: Quartz's six or seven fields (`0 0/5 * * * ?`:
 * seconds first, `?` for "any", an optional year last) or classic five-field cron. bpmn-elements
 * reads ISO 8601 cycles only (`R/PT5M`, `R3/PT10M`); a cron cycle is parsed here, with
 * cron-parser, into the next time it fires.
 */

/** A cron expression (5–7 fields), not an ISO 8601 cycle (`R…`, `P…`). */
export function isCron(value: string): boolean {
  const text = value.trim();
  if (/^[RP]/i.test(text)) return false;
  const fields = text.split(/\s+/);
  return fields.length >= 5 && fields.length <= 7;
}

/** The next time a cron cycle fires after `now` (Quartz's year field, if any, left out; UTC). */
export function nextCronTime(value: string, now = new Date()): Date {
  const fields = value.trim().split(/\s+/);
  const expression = (fields.length === 7 ? fields.slice(0, 6) : fields).join(' ');
  return CronExpressionParser.parse(expression, { currentDate: now, tz: 'UTC' }).next().toDate();
}
