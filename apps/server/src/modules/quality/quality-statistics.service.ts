import {
  type ApiOut,
  displayZone,
  formatTime,
  HAZARD_TYPES,
  PERMS,
  PROBLEM_KIND,
  PROBLEM_LEVELS,
  parseZoned,
  type problemTrend,
  type statusStatistics,
  type todayProblems,
} from '@zj/contract';
import { allows, type Principal } from '../../core/access/access.ts';
import { forbidden } from '../../core/http/app-error.ts';
import type { ProjectAccess } from '../../core/project/project-access.ts';
import type { ProblemFigures } from '../problems/index.ts';

type Kind = '0' | '1' | '2';
type Period = 'week' | 'month' | 'year';
const TODAY_ROWS = 10;

/** `YYYY-MM-DD` plus `days` (calendar arithmetic on the label, no zone involved). */
function addDays(day: string, days: number): string {
  const [y = 1970, m = 1, d = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The labels of a period ending today (oldest first) and the instant its first one starts. */
export function periodLabels(period: Period, today: string, zone: string): { labels: string[]; since: Date } {
  if (period === 'year') {
    const [y = 1970, m = 1] = today.split('-').map(Number);
    const labels = Array.from({ length: 12 }, (_, i) => {
      const index = y * 12 + (m - 1) - (11 - i);
      return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
    });
    return { labels, since: parseZoned(`${labels[0]}-01`, zone) };
  }
  const days = period === 'week' ? 7 : 30;
  const labels = Array.from({ length: days }, (_, i) => addDays(today, i - (days - 1)));
  return { labels, since: parseZoned(labels[0] ?? today, zone) };
}

/** Every name of `names` (0 when absent) in their order, then any other value found, most first. */
export function zeroFilled(names: readonly string[], rows: Array<{ name: string; count: number }>) {
  const found = new Map(rows.map((r) => [r.name, r.count]));
  return [
    ...names.map((name) => ({ name, count: found.get(name) ?? 0 })),
    ...rows.filter((r) => !names.includes(r.name)),
  ];
}

/**
 * The dashboards' figures (spec 02 §7 "Statistics") of one project's problems of one kind, as SQL
 * aggregates the problems module answers (its `figures`). Safety figures need 安全看板's
 * permission, the others 质量看板's, in the project.
 */
export class QualityStatisticsService {
  constructor(
    private readonly repo: ProblemFigures,
    private readonly projects: ProjectAccess,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The dashboard permission of the kind, held globally and granted in the project. */
  private async check(p: Principal, projectId: number, kind: Kind) {
    const permission =
      kind === PROBLEM_KIND.safety ? PERMS.business.safetyCheck.dashboard : PERMS.business.qualityCheck.dashboard;
    if (!allows({ permission }, p)) throw forbidden();
    await this.projects.requireProjectAccess(p, projectId, permission);
  }

  private today(zone = displayZone()) {
    const day = formatTime(this.now(), zone).slice(0, 10);
    return { day, start: parseZoned(day, zone) };
  }

  async status(p: Principal, projectId: number, kind: Kind): Promise<ApiOut<typeof statusStatistics>> {
    await this.check(p, projectId, kind);
    const row = await this.repo.byStatus(projectId, kind, this.today().day);
    return {
      total: row.s1 + row.s2 + row.s3,
      byStatus: [
        { status: 1, count: row.s1 },
        { status: 2, count: row.s2 },
        { status: 3, count: row.s3 },
      ],
      overdue: row.overdue,
    };
  }

  async hazards(p: Principal, projectId: number, kind: Kind) {
    await this.check(p, projectId, kind);
    if (kind === PROBLEM_KIND.safety)
      return zeroFilled(HAZARD_TYPES, await this.repo.countBy(projectId, kind, 'hazard_type'));
    return zeroFilled(PROBLEM_LEVELS, await this.repo.countBy(projectId, kind, 'level'));
  }

  async todayFigures(p: Principal, projectId: number, kind: Kind): Promise<ApiOut<typeof todayProblems>> {
    await this.check(p, projectId, kind);
    const { start } = this.today();
    const [figures, rows] = await Promise.all([
      this.repo.today(projectId, kind, start),
      this.repo.newest(projectId, kind, start, TODAY_ROWS),
    ]);
    return { ...figures, rows };
  }

  async types(p: Principal, projectId: number, kind: Kind) {
    await this.check(p, projectId, kind);
    return this.repo.countBy(projectId, kind, 'type');
  }

  async trend(p: Principal, projectId: number, kind: Kind, period: Period): Promise<ApiOut<typeof problemTrend>> {
    await this.check(p, projectId, kind);
    const zone = displayZone();
    const { labels, since } = periodLabels(period, this.today(zone).day, zone);
    const { added, completed } = await this.repo.trend(
      projectId,
      kind,
      since,
      zone,
      period === 'year' ? 'YYYY-MM' : 'YYYY-MM-DD',
    );
    const a = new Map(added.map((r) => [r.label, r.count]));
    const c = new Map(completed.map((r) => [r.label, r.count]));
    return labels.map((date) => ({ date, added: a.get(date) ?? 0, completed: c.get(date) ?? 0 }));
  }
}
