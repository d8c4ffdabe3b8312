import {
  type ApiOut,
  displayZone,
  formatTime,
  PERMS,
  PROBLEM_LEVELS,
  parseZoned,
  type qualityReport,
} from '@zj/contract';
import type { Principal } from '../../core/access/access.ts';
import type { ProjectAccess } from '../../core/project/project-access.ts';
import type { ProblemFigures } from '../problems/index.ts';
import type { QualityReportRepository } from './quality-report.repository.ts';
import { zeroFilled } from './quality-statistics.service.ts';

/** The month after `YYYY-MM`. */
function nextMonth(month: string): string {
  const [y = 1970, m = 1] = month.split('-').map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** 质量报告: a project's month of inspections and (through the problems module) quality problems, as SQL aggregates. */
export class QualityReportService {
  constructor(
    private readonly repo: QualityReportRepository,
    private readonly figures: ProblemFigures,
    private readonly projects: ProjectAccess,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async report(p: Principal, projectId: number, month: string): Promise<ApiOut<typeof qualityReport>> {
    await this.projects.requireProjectAccess(p, projectId, PERMS.business.qualityCheck.report);
    const zone = displayZone();
    const next = nextMonth(month);
    const values = {
      projectId,
      since: parseZoned(`${month}-01`, zone),
      until: parseZoned(`${next}-01`, zone),
      fromDay: `${month}-01`,
      toDay: `${next}-01`,
      today: formatTime(this.now(), zone).slice(0, 10),
    };
    const [[inspections], problems, byLevel, byType, rows] = await Promise.all([
      this.repo.inspections(values),
      this.figures.month(values),
      this.figures.monthBy(values, 'level'),
      this.figures.monthBy(values, 'type'),
      this.figures.monthRows(values),
    ]);
    return {
      month,
      inspections: inspections ?? { total: 0, passed: 0, failed: 0 },
      problems: problems ?? { added: 0, completed: 0, open: 0, overdue: 0 },
      byLevel: zeroFilled(PROBLEM_LEVELS, byLevel),
      byType,
      rows,
    };
  }
}
