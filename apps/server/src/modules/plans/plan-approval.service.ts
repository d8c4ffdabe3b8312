import {
  PLAN_PERMS as P,
  PLAN_APPROVAL,
  PLAN_STATUS,
  type planApplyBody,
  type planApplyQuery,
  storedText,
} from '@zj/contract';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Principal } from '../../core/access/access.ts';
import type { Tx } from '../../core/db/client.ts';
import { contains } from '../../core/db/filters.ts';
import { badRequest } from '../../core/http/app-error.ts';
import { projectsSeenBy } from '../../core/project/project-access.ts';
import { bizProject } from '../../core/project/projects.tables.ts';
import type { FormsService } from '../forms/index.ts';
import type { MessagesService } from '../messages/index.ts';
import {
  actorOf,
  applyForApproval,
  approvalSteps,
  type Instance,
  type RuntimeService,
  type TaskCentre,
  tellApplicants,
} from '../workflow/index.ts';
import { RECORD_TYPE, writeRecord } from './plan-records.ts';
import { planRowOf } from './plan-rows.ts';
import type { Plan, PlansRepository } from './plans.repository.ts';
import { type PlansService, todayIn } from './plans.service.ts';
import { bizPlan } from './plans.tables.ts';

/** The business table of a plan's approval instances (business id: the plan id). */
export const PLAN_BIZ_TABLE = PLAN_APPROVAL.bizTable;
/** The seeded form and process of 计划审批. */
export const PLAN_FORM_KEY = PLAN_APPROVAL.formKey;

/** What the approval needs of the workflow module's model service. */
export interface DefinitionLookup {
  latestDefinitionIds(keys: readonly string[]): Promise<Map<string, number>>;
}

/**
 * 计划审批: applying starts the seeded process with the plan (0 or 3 → 1); the runtime's status
 * hook follows the instance — approved: 2, the baseline := the computed dates, the version number
 * up and a record 批准; rejected (POST /system/order/taskDealBh approve=2, or the task centre):
 * 3 with the reason, a record 驳回 and a message to the applicant; withdrawn or cancelled: 0.
 */
export class PlanApprovalService {
  constructor(
    private readonly repo: PlansRepository,
    private readonly plans: PlansService,
    private readonly forms: FormsService,
    private readonly runtime: RuntimeService,
    private readonly tasks: TaskCentre,
    private readonly definitions: DefinitionLookup,
    private readonly messages: MessagesService,
  ) {}

  async apply(p: Principal, body: z.output<typeof planApplyBody>): Promise<void> {
    const plan = await this.plans.require(p, body.planId, P.apply);
    if (plan.status !== PLAN_STATUS.draft && plan.status !== PLAN_STATUS.rejected)
      throw badRequest('plan.apply.status');
    if ((await this.repo.tasks(plan.planId)).length === 0) throw badRequest('plan.apply.empty');
    const form = await this.forms.find(PLAN_FORM_KEY);
    const key = form.modelKey;
    if (!key || !(await this.definitions.latestDefinitionIds([key])).has(key)) throw badRequest('plan.apply.noProcess');
    const values = await this.forms.validateSubmission(form.formId, {
      planName: plan.planName.slice(0, 100),
      remark: body.remark ?? '',
    });
    const actor = actorOf(p);
    await this.repo.db.transaction(async (tx) => {
      const locked = await this.repo.plan(plan.planId, tx, true);
      if (!locked) throw badRequest('plan.notFound');
      if (locked.status !== PLAN_STATUS.draft && locked.status !== PLAN_STATUS.rejected)
        throw badRequest('plan.apply.status');
      await this.repo.update(tx, locked.planId, {
        applyUserId: p.userId,
        applyBy: (p.user.nickName || p.userName).slice(0, 64),
        applyTime: new Date(),
      });
      await applyForApproval(
        this.runtime,
        actor,
        locked.orderId,
        values,
        {
          definitionKey: key,
          bizTable: PLAN_BIZ_TABLE,
          bizId: locked.planId,
          businessKey: form.formKey,
          title: locked.planName,
          variables: { ...values, formId: form.formId },
          submit: true,
        },
        () => this.repo.update(tx, locked.planId, { orderId: null }),
        tx,
      );
    });
  }

  /** The runtime's hook for table biz_plan: the plan follows its current approval. */
  async follow(instance: Instance, tx: Tx): Promise<void> {
    const planId = Number(instance.bizId);
    if (!Number.isSafeInteger(planId)) return;
    const plan = await this.repo.plan(planId, tx, true);
    if (!plan) return;
    if (plan.orderId !== null && plan.orderId !== instance.instanceId) return;
    const now = new Date();
    if (instance.status === 'running') {
      await this.repo.update(tx, planId, {
        status: PLAN_STATUS.applying,
        orderId: instance.instanceId,
        rejectReason: null,
        updateTime: now,
      });
      return;
    }
    if (instance.status === 'completed') {
      if (plan.status === PLAN_STATUS.approved) return;
      const versionNo = plan.versionNo + 1;
      await this.repo.setBaseline(tx, planId);
      await this.repo.update(tx, planId, {
        status: PLAN_STATUS.approved,
        versionNo,
        orderId: instance.instanceId,
        updateTime: now,
      });
      const history = await this.runtime.tasksOf(instance.instanceId, tx);
      const comment = history.filter((t) => t.outcome === 'approve').at(-1)?.comment ?? '';
      const approved: Plan = { ...plan, versionNo, status: PLAN_STATUS.approved };
      await writeRecord(this.repo, tx, approved, {
        type: RECORD_TYPE.approved,
        reason: comment,
        by: instance.starterName,
      });
      await tellApplicants(
        this.messages,
        tx,
        instance,
        plan,
        storedText('message.planApproved', { plan: plan.planName, version: String(versionNo) }),
        null,
      );
      return;
    }
    if (instance.status === 'rejected') {
      if (plan.status === PLAN_STATUS.rejected) return;
      const history = await this.runtime.tasksOf(instance.instanceId, tx);
      const reason = history.filter((t) => t.outcome === 'reject').at(-1)?.comment ?? '';
      await this.repo.update(tx, planId, {
        status: PLAN_STATUS.rejected,
        rejectReason: reason.slice(0, 500),
        orderId: instance.instanceId,
        updateTime: now,
      });
      await writeRecord(this.repo, tx, plan, {
        type: RECORD_TYPE.rejected,
        reason: reason.slice(0, 500),
        by: instance.starterName,
      });
      await tellApplicants(
        this.messages,
        tx,
        instance,
        plan,
        storedText('message.planRejected', { plan: plan.planName, reason }),
        reason,
      );
      return;
    }
    // withdrawn or cancelled
    await this.repo.update(tx, planId, { status: PLAN_STATUS.draft, updateTime: now });
  }

  // ---- lists ----

  private async applyRows(plans: Plan[], open: Map<number, { taskId: number; taskName: string }>) {
    const figures = await this.repo.figures(
      plans.map((x) => x.planId),
      todayIn(this.plans.zone),
    );
    const projectIds = [...new Set(plans.map((x) => x.projectId))];
    const names = new Map(
      projectIds.length === 0
        ? []
        : (
            await this.repo.db
              .select({ id: bizProject.projectId, name: bizProject.projectName })
              .from(bizProject)
              .where(inArray(bizProject.projectId, projectIds))
          ).map((r) => [r.id, r.name]),
    );
    return plans.map((plan) => ({
      ...planRowOf(plan, figures.get(plan.planId)),
      projectName: names.get(plan.projectId) ?? '',
      taskId: open.has(plan.planId) ? String(open.get(plan.planId)?.taskId) : null,
      taskName: open.get(plan.planId)?.taskName ?? null,
      applyBy: plan.applyBy,
      applyTime: plan.applyTime,
    }));
  }

  private filterSql(p: Principal, query: z.output<typeof planApplyQuery>): SQL {
    return and(projectsSeenBy(p, bizPlan.projectId), contains(bizPlan.planName, query.planName)) as SQL;
  }

  /** Plans whose open approval task the caller may handle, newest task first. */
  async applyList(p: Principal, query: z.output<typeof planApplyQuery>) {
    const ids = sql`select ${bizPlan.planId}::text from ${bizPlan} where ${this.filterSql(p, query)}`;
    const { rows, total } = await this.tasks.todoOf(p, PLAN_BIZ_TABLE, query, ids);
    const planIds = [...new Set(rows.map((t) => Number(t.bizId)))];
    const plans =
      planIds.length === 0 ? [] : await this.repo.db.select().from(bizPlan).where(inArray(bizPlan.planId, planIds));
    const byId = new Map(plans.map((x) => [x.planId, x]));
    const open = new Map(rows.map((t) => [Number(t.bizId), { taskId: t.taskId, taskName: t.name }]));
    const ordered = rows.flatMap((t) => {
      const plan = byId.get(Number(t.bizId));
      return plan ? [plan] : [];
    });
    return { rows: await this.applyRows(ordered, open), total };
  }

  /** The caller's applications, newest first. */
  async userApplyList(p: Principal, query: z.output<typeof planApplyQuery>) {
    const where = and(eq(bizPlan.applyUserId, p.userId), this.filterSql(p, query)) as SQL;
    const [rows, [total]] = await Promise.all([
      this.repo.db
        .select()
        .from(bizPlan)
        .where(where)
        .orderBy(sql`${bizPlan.applyTime} desc nulls last`, sql`${bizPlan.planId} desc`)
        .limit(query.pageSize)
        .offset((query.pageNum - 1) * query.pageSize),
      this.repo.db.select({ n: sql<number>`count(*)::int` }).from(bizPlan).where(where),
    ]);
    return { rows: await this.applyRows(rows, new Map()), total: total?.n ?? 0 };
  }

  /** The plan's approval state and the steps of its current or last approval. */
  async showSwo(p: Principal, planId: number) {
    const plan = await this.plans.require(p, planId, P.query);
    return {
      planId: plan.planId,
      status: plan.status,
      orderId: plan.orderId,
      rejectReason: plan.status === PLAN_STATUS.rejected ? plan.rejectReason : null,
      steps: await approvalSteps(this.runtime, this.repo.db, plan.orderId),
    };
  }
}
