import { type Lang, PLAN_PERMS as P, type planRecordBody } from '@zj/contract';
import type { z } from 'zod';
import type { Principal } from '../../core/access/access.ts';
import { changeText, RECORD_TYPE, writeRecord } from './plan-records.ts';
import type { PlansService } from './plans.service.ts';

/** planRecord: a plan's versions — recorded by hand with a reason, listed newest first. */
export class PlanRecords {
  constructor(private readonly plans: PlansService) {}

  async add(p: Principal, body: z.output<typeof planRecordBody>): Promise<number> {
    const plan = await this.plans.require(p, body.planId, P.edit);
    const { repo } = this.plans;
    return repo.db.transaction(async (tx) => {
      const locked = await repo.plan(plan.planId, tx, true);
      if (!locked) throw new Error('plan gone');
      return writeRecord(repo, tx, locked, { type: RECORD_TYPE.manual, reason: body.reason, by: p.userName });
    });
  }

  async list(p: Principal, planId: number, page: { pageNum: number; pageSize: number }, lang: Lang) {
    const plan = await this.plans.require(p, planId, P.query);
    const { rows, total } = await this.plans.repo.recordPage(plan.planId, page);
    return { rows: rows.map((r) => ({ ...r, changes: r.changes.map((c) => changeText(c, lang)) })), total };
  }
}
