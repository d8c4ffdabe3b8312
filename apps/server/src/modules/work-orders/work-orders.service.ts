import {
  type ApiOut,
  hasPermission,
  type myOrderRow,
  PERMS,
  WORK_ORDER_STATUS,
  type workOrderBody,
  type workOrderDetail,
  type workOrderQuery,
  type workOrderResubmitBody,
  type workOrderRow,
  type workOrderWithdrawBody,
} from '@zj/contract';
import type { z } from 'zod';
import { isAdmin, type Principal } from '../../core/access/access.ts';
import type { Tx } from '../../core/db/client.ts';
import { badRequest, forbidden } from '../../core/http/app-error.ts';
import type { Ending } from '../../core/workflow/process-runner.ts';
import type { FormsService } from '../forms/index.ts';
import {
  type Actor,
  actorOf,
  type Instance,
  type RuntimeService,
  type TaskBusiness,
  type TaskCentre,
  type TaskHead,
  type TaskRecord,
} from '../workflow/index.ts';
import type { WorkOrder, WorkOrdersRepository } from './work-orders.repository.ts';

/** The business table of a work order's process instance (its business id is the order id). */
export const ORDER_BIZ_TABLE = 'sys_work_order';

/** An order's status from its instance's (running, completed, rejected, withdrawn, cancelled). */
const STATUS_OF: Record<string, string> = {
  running: WORK_ORDER_STATUS.running,
  completed: WORK_ORDER_STATUS.approved,
  rejected: WORK_ORDER_STATUS.rejected,
  withdrawn: WORK_ORDER_STATUS.withdrawn,
  cancelled: WORK_ORDER_STATUS.cancelled,
};

/** An order's status from how its completed process ended (compile-definition's `endingOf`). */
const ENDED_AS: Record<Ending, string> = {
  approved: WORK_ORDER_STATUS.approved,
  rejected: WORK_ORDER_STATUS.refused,
  timeout: WORK_ORDER_STATUS.timedOut,
  terminated: WORK_ORDER_STATUS.terminated,
};

/** An order status (a filter of 我的任务) as the instance status of other applications. */
const INSTANCE_STATUS_OF: Record<string, string> = Object.fromEntries(
  Object.entries(STATUS_OF).map(([instance, order]) => [order, instance]),
);

/** What the work orders need of the workflow module's model service. */
export interface DefinitionLookup {
  latestDefinitionIds(keys: readonly string[]): Promise<Map<string, number>>;
}

type OrderRow = ApiOut<typeof workOrderRow>;
type MineRow = ApiOut<typeof myOrderRow>;
/**
 * 工单 (spec 02 §7 "Work orders"): applying starts the form's process with the form values, in
 * the transaction that stores the order; approvers handle its tasks through the runtime, and the
 * runtime's status hook keeps `status` in step with the instance, whichever route acted.
 */
export class WorkOrdersService implements TaskBusiness {
  constructor(
    private readonly repo: WorkOrdersRepository,
    private readonly forms: FormsService,
    private readonly runtime: RuntimeService,
    private readonly tasks: TaskCentre,
    private readonly definitions: DefinitionLookup,
  ) {}

  /** The forms one can apply with: those whose process is deployed (applicants need no form rights). */
  async applyForms() {
    return (await this.forms.listX()).filter((form) => form.definitionId !== null);
  }

  /** One of them with its schema, to fill in. */
  async applyForm(formId: number) {
    return this.forms.get(formId);
  }

  /**
   * The runtime's hook: the order of an instance follows its status (and knows its instance); once
   * the process ended, how it ended — at an approving end 已通过, a rejecting one 未通过, after a
   * timeout 已超时, at a terminate end 已终止.
   */
  async follow(instance: Instance, tx: Tx): Promise<void> {
    const orderId = Number(instance.bizId);
    if (!Number.isSafeInteger(orderId)) return;
    const ending = await this.runtime.endingOf(instance, tx);
    await this.repo.update(
      orderId,
      {
        status: (ending && ENDED_AS[ending]) ?? STATUS_OF[instance.status] ?? WORK_ORDER_STATUS.running,
        instanceId: instance.instanceId,
        updateTime: new Date(),
      },
      tx,
    );
  }

  private seesAll(p: Principal): boolean {
    return isAdmin(p) || hasPermission(p.permissions, PERMS.system.order.query);
  }

  // ---- lists -------------------------------------------------------------------------------

  /** Rows with their open tasks (and who holds them) and, while rejected, the reason. */
  private async rows(orders: WorkOrder[]): Promise<OrderRow[]> {
    const progress = await this.tasks.progress(
      orders.flatMap((o) => (o.instanceId === null ? [] : [o.instanceId])),
      orders.flatMap((o) => (o.status === WORK_ORDER_STATUS.rejected && o.instanceId !== null ? [o.instanceId] : [])),
    );
    return orders.map((o) => ({
      orderId: o.orderId,
      title: o.title,
      formId: o.formId,
      formKey: o.formKey,
      formName: o.formName,
      formData: o.formData,
      instanceId: o.instanceId,
      status: o.status as OrderRow['status'],
      applicantId: o.applicantId,
      applicantName: o.applicantName,
      createTime: o.createTime,
      updateTime: o.updateTime,
      currentTasks: progress.currentTasks(o.instanceId),
      rejectReason: o.status === WORK_ORDER_STATUS.rejected ? progress.rejectReason(o.instanceId) : null,
    }));
  }

  /**
   * 我的任务: the caller's orders and their other applications (a problem's completion approval
   * …), newest first; every applicant's with `all` (system:order:query). Another business's
   * application has `orderId` null and what its process says of it (see taskRows).
   */
  async list(p: Principal, query: z.output<typeof workOrderQuery>): Promise<{ rows: MineRow[]; total: number }> {
    if (query.all && !this.seesAll(p)) throw forbidden('order.queryAll');
    const applicantId = query.all ? undefined : p.userId;
    const others = this.tasks.applications(ORDER_BIZ_TABLE, {
      starterId: applicantId,
      title: query.title,
      businessKey: query.formKey,
      status: query.status ? INSTANCE_STATUS_OF[query.status] : undefined,
    });
    const { keys, total } = await this.repo.pageWith(
      { title: query.title, formKey: query.formKey, status: query.status, applicantId },
      others,
      query,
    );
    const orderIds = keys.filter((k) => k.kind === 'o').map((k) => k.id);
    const instanceIds = keys.filter((k) => k.kind === 'i').map((k) => k.id);
    const orders = new Map((await this.rows(await this.repo.byIds(orderIds))).map((r) => [r.orderId, r]));
    const applications = await this.tasks.applicationRows(instanceIds);
    const rows = keys.flatMap((k): MineRow[] => {
      if (k.kind === 'o') {
        const row = orders.get(k.id);
        return row ? [{ ...row, bizTable: ORDER_BIZ_TABLE, bizId: String(row.orderId) }] : [];
      }
      const application = applications.get(k.id);
      return application ? [application] : [];
    });
    return { rows, total };
  }

  // ---- the task centre's business ----------------------------------------------------------

  /** The task lists' heads of orders, by order id (orders gone are left out). */
  async heads(bizIds: string[]): Promise<Map<string, TaskHead>> {
    const ids = bizIds.map(Number).filter(Number.isSafeInteger);
    const rows = await this.rows(await this.repo.byIds(ids));
    return new Map(rows.map((row) => [String(row.orderId), row]));
  }

  /** An order's form and values, for a task of it. */
  async record(bizId: string, tx: Tx = this.repo.db): Promise<TaskRecord | undefined> {
    const orderId = Number(bizId);
    return Number.isSafeInteger(orderId) ? this.repo.byId(orderId, tx) : undefined;
  }

  /** Values of the order's form a task submitted: the order's values are those of this step. */
  async keep(bizId: string, values: Record<string, unknown>, actor: Actor, tx: Tx): Promise<void> {
    const orderId = Number(bizId);
    const current = await this.repo.byId(orderId, tx);
    if (!current) return;
    await this.repo.update(
      orderId,
      { formData: { ...current.formData, ...values }, updateBy: actor.userName, updateTime: new Date() },
      tx,
    );
  }

  /** Whether the caller may read the order: its applicant, a handler (or candidate) of its tasks, or system:order:query. */
  private async mayRead(p: Principal, order: WorkOrder): Promise<boolean> {
    return (
      order.applicantId === p.userId ||
      this.seesAll(p) ||
      (order.instanceId !== null && (await this.tasks.involved(order.instanceId, actorOf(p))))
    );
  }

  /** The runtime's reader of orders' instances: who may read the order may read its tasks' forms. */
  async mayReadOrderOf(p: Principal, instance: Instance): Promise<boolean> {
    const orderId = Number(instance.bizId);
    const order = Number.isSafeInteger(orderId) ? await this.repo.byId(orderId) : undefined;
    return order !== undefined && (await this.mayRead(p, order));
  }

  /** One order, for those who may read it (see mayRead). */
  async detail(p: Principal, orderId: number): Promise<ApiOut<typeof workOrderDetail>> {
    const order = await this.repo.byId(orderId);
    if (!order) throw badRequest('order.notFound');
    if (!(await this.mayRead(p, order))) throw forbidden();
    const [row] = await this.rows([order]);
    const form = await this.forms.find(order.formId).catch(() => null);
    return { ...(row as OrderRow), formContent: form?.formContent ?? '' };
  }

  // ---- applying ----------------------------------------------------------------------------

  /**
   * What an application stores, checked before any write (the form, its values against its
   * schema, a deployed process); read outside the transaction, which only writes.
   */
  private async prepare(p: Principal, body: z.output<typeof workOrderBody>) {
    const form = await this.forms.find(body.formId ?? body.formKey ?? '');
    const values = await this.forms.validateSubmission(form.formId, body.formData);
    const key = form.modelKey;
    if (!key || !(await this.definitions.latestDefinitionIds([key])).has(key)) {
      throw badRequest('order.form.noProcess', { form: form.formName });
    }
    const applicantName = (p.user.nickName || p.userName).slice(0, 64);
    return {
      key,
      order: {
        title: (body.title || `${form.formName}-${applicantName}`).slice(0, 100),
        formId: form.formId,
        formKey: form.formKey,
        formName: form.formName,
        formData: values,
        status: WORK_ORDER_STATUS.running,
        applicantId: p.userId,
        applicantName,
        createBy: p.userName,
      },
    };
  }

  /**
   * Stores the order and starts its form's process with the values (business table
   * sys_work_order, business id the order id); a first task assigned to the applicant (the
   * "submit" step) whose form is the order's form is completed at once by the runtime (`submit`):
   * the application is the submission. A first task with another form waits for the applicant.
   */
  private async applyIn(p: Principal, prepared: Awaited<ReturnType<WorkOrdersService['prepare']>>, tx: Tx) {
    const actor = actorOf(p);
    const order = await this.repo.insert(prepared.order, tx);
    await this.runtime.start(
      actor,
      {
        definitionKey: prepared.key,
        bizTable: ORDER_BIZ_TABLE,
        bizId: order.orderId,
        businessKey: order.formKey,
        title: order.title,
        variables: prepared.order.formData,
        submit: { formKey: order.formKey },
      },
      tx,
    );
    return order.orderId;
  }

  async apply(p: Principal, body: z.output<typeof workOrderBody>): Promise<number> {
    const prepared = await this.prepare(p, body);
    return this.repo.db.transaction((tx) => this.applyIn(p, prepared, tx));
  }

  /** Several applications in one transaction: all are checked, stored and started, or none. */
  async applyAll(p: Principal, bodies: z.output<typeof workOrderBody>[]): Promise<number[]> {
    const prepared: Awaited<ReturnType<WorkOrdersService['prepare']>>[] = [];
    for (const body of bodies) prepared.push(await this.prepare(p, body));
    return this.repo.db.transaction(async (tx) => {
      const ids: number[] = [];
      for (const one of prepared) ids.push(await this.applyIn(p, one, tx));
      return ids;
    });
  }

  // ---- the applicant's own orders -------------------------------------------------------------

  /** The applicant's own order, or a refusal. */
  private async ownOrder(
    p: Principal,
    orderId: number,
    tx: Tx = this.repo.db,
  ): Promise<WorkOrder & { instanceId: number }> {
    const order = await this.repo.byId(orderId, tx);
    if (!order) throw badRequest('order.notFound');
    if (order.applicantId !== p.userId) throw badRequest('order.notApplicant');
    if (order.instanceId === null) throw badRequest('order.notRunning');
    return order as WorkOrder & { instanceId: number };
  }

  /** The applicant sends a rejected order again with edited values (checked against its form). */
  async resubmit(p: Principal, body: z.output<typeof workOrderResubmitBody>): Promise<void> {
    const actor: Actor = actorOf(p);
    const order = await this.ownOrder(p, body.orderId);
    if (order.status !== WORK_ORDER_STATUS.rejected) throw badRequest('order.notRejected');
    const values = await this.forms.validateSubmission(order.formId, body.formData);
    await this.repo.db.transaction(async (tx) => {
      // The runtime refuses under the instance's lock unless it is still rejected to its starter.
      await this.runtime.resubmit(actor, order.instanceId, { comment: body.message ?? '', variables: values }, tx);
      await this.repo.update(order.orderId, { formData: values, updateBy: p.userName, updateTime: new Date() }, tx);
    });
  }

  /** The applicant takes an order back while nobody has handled it. */
  async withdraw(p: Principal, body: z.output<typeof workOrderWithdrawBody>): Promise<void> {
    await this.repo.db.transaction(async (tx) => {
      const order = await this.ownOrder(p, body.orderId, tx);
      if (order.status !== WORK_ORDER_STATUS.running) throw badRequest('order.notRunning');
      await this.runtime.withdraw(actorOf(p), order.instanceId, body.message ?? '', tx);
    });
  }
}
