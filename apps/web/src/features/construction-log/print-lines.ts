import type { ConstructionLogDetail } from '@zj/contract';

type T = (key: string, options?: Record<string, unknown>) => string;

/** The lines of the printed form's sections, in the reader's language (pure: tested). */
export function printLines(log: ConstructionLogDetail, t: T) {
  const join = (...parts: Array<string | number | null | undefined>) =>
    parts.filter((part) => part !== null && part !== undefined && part !== '').join(' ');
  return {
    manpower: log.manpower.length
      ? [
          `${log.manpower.map((row) => t('clog.print.people', { trade: row.trade, count: row.count })).join(t('clog.print.sep'))}${t('clog.print.total', { count: log.headcount })}`,
        ]
      : [],
    machinery: log.machinery.map((row) =>
      join(row.name, row.model, t('clog.print.units', { count: row.count, hours: row.hours })),
    ),
    work: log.work.map((row, i) =>
      join(
        `${i + 1}.`,
        row.description,
        row.location ? `（${row.location}）` : '',
        row.percent !== null ? t('clog.print.percent', { percent: row.percent }) : '',
        row.quantity !== null ? t('clog.print.quantity', { quantity: row.quantity }) : '',
        row.planTaskId !== null ? t('clog.print.task', { name: row.planTaskName ?? row.planTaskId }) : '',
      ),
    ),
    materials: log.materials.map((row, i) =>
      join(
        `${i + 1}.`,
        row.material,
        row.spec,
        `${row.quantity}${row.unit}`,
        row.supplier ? `（${row.supplier}）` : '',
      ),
    ),
    inspections: log.inspections.map((row, i) =>
      join(`${i + 1}.`, row.item, row.inspector ? `— ${row.inspector}` : '', row.result ? `：${row.result}` : ''),
    ),
    problems: log.problems.map((row, i) => join(`${i + 1}.`, row.name)),
  };
}
