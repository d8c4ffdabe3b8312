import { type ApiOut, type problemRectificationRow, QUALITY_IMPROVEMENT } from '@zj/contract';
import type { Principal } from '../../core/access/access.ts';
import { actorOf, type RuntimeService, type RuntimeViews } from '../workflow/index.ts';
import type { ProblemDialogService } from './problem-dialog.service.ts';
import type { ProblemRecordsRepository } from './problem-records.repository.ts';
import { problemNotFound } from './problems.service.ts';

/** A problem holds at most this many rectifications worth showing to an approver at once. */
const MAX_ROWS = 100;

/**
 * What the approver of a problem's completion sees of the problem: its rectifications (what was
 * done, with the photos), read through the approval's instance — whoever may read the approval
 * (its starter, anyone who held, handled or may take one of its tasks, admins) may read them,
 * even when not a member of the problem's project.
 */
export class ProblemApprovalView {
  constructor(
    private readonly runtime: RuntimeService,
    private readonly views: RuntimeViews,
    private readonly records: ProblemRecordsRepository,
    private readonly dialog: ProblemDialogService,
  ) {}

  async rectifications(p: Principal, instanceId: number): Promise<ApiOut<typeof problemRectificationRow>[]> {
    const instance = await this.views.readable(actorOf(p), await this.runtime.instance(instanceId));
    if (instance.bizTable !== QUALITY_IMPROVEMENT.bizTable) throw problemNotFound();
    const { rows } = await this.records.rectifications(Number(instance.bizId), { pageNum: 1, pageSize: MAX_ROWS });
    return rows.map((r) => this.dialog.rectificationRow(r));
  }
}
