import {
  displayZone,
  formatTime,
  type Lang,
  type ProjectNewsMonth,
  parseZoned,
  type projectNewsByMonthQuery,
  type projectNewsQuery,
  shownText,
} from '@zj/contract';
import type { z } from 'zod';
import type { Principal } from '../../core/access/access.ts';
import { projectsSeenBy } from '../../core/project/project-access.ts';
import type { ProjectNewsRepository } from './project-news.repository.ts';

/** `YYYY-MM` labels of the `count` months that end with the month of `now` in the zone, oldest first. */
export function lastMonths(now: Date, count: number, zone: string): string[] {
  const [year = 1970, month = 1] = formatTime(now, zone).split('-').map(Number);
  const labels: string[] = [];
  for (let back = count - 1; back >= 0; back--) {
    const index = year * 12 + (month - 1) - back;
    labels.push(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`);
  }
  return labels;
}

/** Project news (项目动态) of one visible project or of all the caller's projects. */
export class ProjectNewsService {
  constructor(private readonly repo: ProjectNewsRepository) {}

  /** One page, titles in the reader's language. */
  async page(p: Principal, query: z.infer<typeof projectNewsQuery>, lang: Lang) {
    const { rows, total } = await this.repo.page(projectsSeenBy(p), query.projectId, query);
    return { rows: rows.map((row) => ({ ...row, title: shownText(row, lang) })), total };
  }

  /** News counts of the last `months` months (months without news count 0), oldest first. */
  async byMonth(p: Principal, query: z.infer<typeof projectNewsByMonthQuery>, now = new Date()) {
    // Months are those of the display zone: the labels, their start, and the database's grouping.
    const zone = displayZone();
    const labels = lastMonths(now, query.months, zone);
    const since = parseZoned(`${labels[0]}-01`, zone);
    const counts = new Map(
      (await this.repo.perMonth(projectsSeenBy(p), query.projectId, since, zone)).map((r) => [r.month, r.count]),
    );
    return labels.map((month): ProjectNewsMonth => ({ month, count: counts.get(month) ?? 0 }));
  }
}
