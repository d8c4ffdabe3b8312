import {
  MEASURE_APPROVAL,
  MEASURE_CATEGORY_DICT,
  MEASURE_STATUS,
  type measureApplyBody,
  MEASURE_PERMS as P,
  storedText,
} from '@zj/contract';
import type { z } from 'zod';
import type { Principal } from '../../core/access/access.ts';
import type { Tx } from '../../core/db/client.ts';
import { badRequest } from '../../core/http/app-error.ts';
import type { DictsService } from '../dicts/index.ts';
import type { FormsService } from '../forms/index.ts';
import type { MessagesService } from '../messages/index.ts';
import {
  actorOf,
  applyForApproval,
  approvalSteps,
  type Instance,
  type RuntimeService,
  tellApplicants,
} from '../workflow/index.ts';
import { type MeasurePlansService, nameOf } from './measure-plans.service.ts';
import type { MeasurePlan } from './measure-plans.tables.ts';

/** What the approval needs of the workflow module's model service. */
export interface DefinitionLookup {
  latestDefinitionIds(keys: readonly string[]): Promise<Map<string, number>>;
}

const applicable = (m: MeasurePlan) => m.status === MEASURE_STATUS.draft || m.status === MEASURE_STATUS.rejected;

/**
 * 措施审批: applying starts the seeded process with the measure (草稿 or 已驳回 → 审批中); the
 * runtime's status hook follows the instance — approved: 已批准 and a message to the applicant;
 * rejected (the task centre, or POST /system/order/taskDealBh approve=2): 已驳回 with the reason
 * and a message to the applicant; withdrawn or cancelled: 草稿.
 */
export class MeasureApprovalService {
  constructor(
    private readonly measures: MeasurePlansService,
    private readonly dicts: DictsService,
    private readonly forms: FormsService,
    private readonly runtime: RuntimeService,
    private readonly definitions: DefinitionLookup,
    private readonly messages: MessagesService,
  ) {}

  async apply(p: Principal, body: z.output<typeof measureApplyBody>): Promise<void> {
    const measure = await this.measures.require(p, body.measureId, P.apply);
    if (!applicable(measure)) throw badRequest('measure.apply.status');
    const form = await this.forms.find(MEASURE_APPROVAL.formKey);
    const key = form.modelKey;
    if (!key || !(await this.definitions.latestDefinitionIds([key])).has(key))
      throw badRequest('measure.apply.noProcess');
    const category = (await this.dicts.dataOfType(MEASURE_CATEGORY_DICT)).find((c) => c.dictValue === measure.category);
    const values = await this.forms.validateSubmission(form.formId, {
      measureTitle: measure.title,
      category: category?.dictLabel ?? measure.category,
      owner: (await this.measures.repo.userName(measure.ownerId)).slice(0, 64),
      deadline: measure.deadline,
      remark: body.remark ?? '',
    });
    const actor = actorOf(p);
    await this.measures.repo.db.transaction(async (tx) => {
      const locked = await this.measures.locked(tx, measure.measureId);
      if (!applicable(locked)) throw badRequest('measure.apply.status');
      await this.measures.repo.update(tx, locked.measureId, {
        applyUserId: p.userId,
        applyBy: nameOf(p),
        applyTime: new Date(),
      });
      await applyForApproval(
        this.runtime,
        actor,
        locked.orderId,
        values,
        {
          definitionKey: key,
          bizTable: MEASURE_APPROVAL.bizTable,
          bizId: locked.measureId,
          businessKey: form.formKey,
          title: locked.title,
          variables: { ...values, formId: form.formId },
          submit: true,
        },
        () => this.measures.repo.update(tx, locked.measureId, { orderId: null }),
        tx,
      );
    });
  }

  /** The runtime's hook for table biz_measure_plan: the measure follows its current approval. */
  async follow(instance: Instance, tx: Tx): Promise<void> {
    const measureId = Number(instance.bizId);
    if (!Number.isSafeInteger(measureId)) return;
    const measure = await this.measures.repo.byId(measureId, tx, true);
    if (!measure) return;
    if (measure.orderId !== null && measure.orderId !== instance.instanceId) return;
    const set = (values: Partial<MeasurePlan>) =>
      this.measures.repo.update(tx, measureId, { ...values, orderId: instance.instanceId, updateTime: new Date() });
    if (instance.status === 'running') {
      await set({ status: MEASURE_STATUS.applying, rejectReason: null });
      return;
    }
    if (instance.status === 'completed') {
      if (measure.status === MEASURE_STATUS.approved) return;
      await set({ status: MEASURE_STATUS.approved });
      await tellApplicants(
        this.messages,
        tx,
        instance,
        measure,
        storedText('message.measureApproved', { measure: measure.title }),
        null,
      );
      return;
    }
    if (instance.status === 'rejected') {
      if (measure.status === MEASURE_STATUS.rejected) return;
      const history = await this.runtime.tasksOf(instance.instanceId, tx);
      const reason = (history.filter((t) => t.outcome === 'reject').at(-1)?.comment ?? '').slice(0, 500);
      await set({ status: MEASURE_STATUS.rejected, rejectReason: reason });
      const text = storedText('message.measureRejected', { measure: measure.title, reason });
      await tellApplicants(this.messages, tx, instance, measure, text, reason);
      return;
    }
    // withdrawn or cancelled
    await this.measures.repo.update(tx, measureId, { status: MEASURE_STATUS.draft, updateTime: new Date() });
  }

  /** The measure's approval state and the steps of its current or last approval. */
  async approval(p: Principal, measureId: number) {
    const measure = await this.measures.require(p, measureId, P.query);
    return {
      measureId: measure.measureId,
      status: measure.status,
      orderId: measure.orderId,
      rejectReason: measure.status === MEASURE_STATUS.rejected ? measure.rejectReason : null,
      steps: await approvalSteps(this.runtime, this.measures.repo.db, measure.orderId),
    };
  }
}
