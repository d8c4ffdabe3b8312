import {
  type ApiOut,
  type approvalRecord,
  hasPermission,
  type myOrderRow,
  PERMS,
  type taskDeal2Body,
  type taskDealBhBody,
  type taskDealBody,
  type taskFormView,
  WORK_ORDER_STATUS,
  type workOrderBody,
  type workOrderDetail,
  type workOrderQuery,
  type workOrderResubmitBody,
  type workOrderRow,
  type workOrderTaskQuery,
  type workOrderTaskRow,
  type workOrderWithdrawBody,
} from '@zj/contract';
import type { z } from 'zod';
import { isAdmin, type Principal } from '../../core/access/access.ts';
import type { Tx } from '../../core/db/client.ts';
import { badRequest, forbidden } from '../../core/http/app-error.ts';
import type { FormsService } from '../forms/index.ts';
import {
  type Actor,
  actorOf,
  currentTasksOf,
  type Instance,
  type RuntimeService,
  type RuntimeViews,
  type TaskWithInstance,
} from '../workflow/index.ts';
import { businessTaskHeads } from './business-task-rows.ts';
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

/** An order status (a filter of 我的任务) as the instance status of other applications. */
const INSTANCE_STATUS_OF: Record<string, string> = Object.fromEntries(
  Object.entries(STATUS_OF).map(([instance, order]) => [order, instance]),
);

/** Button codes of taskDeal2 (compared in lower case). */
const APPROVE_CODES = new Set(['approve', 'agree', 'pass']);
const REJECT_CODES = new Set(['reject', 'refuse']);
const RETURN_CODES = new Set(['return', 'back']);

/** What the applicant does on their own order: not approval records. */
const APPLICANT_ACTIONS = new Set(['start', 'submit', 'resubmit', 'withdraw']);

/** What the work orders need of the workflow module's model service. */
export interface DefinitionLookup {
  latestDefinitionIds(keys: readonly string[]): Promise<Map<string, number>>;
}

type OrderRow = ApiOut<typeof workOrderRow>;
type TaskRow = ApiOut<typeof workOrderTaskRow>;
type MineRow = ApiOut<typeof myOrderRow>;
/**
 * 工单 (spec 02 §7 "Work orders"): applying starts the form's process with the form values, in
 * the transaction that stores the order; approvers handle its tasks through the runtime, and the
 * runtime's status hook keeps `status` in step with the instance, whichever route acted.
 */
export class WorkOrdersService {
  constructor(
    private readonly repo: WorkOrdersRepository,
    private readonly forms: FormsService,
    private readonly runtime: RuntimeService,
    private readonly views: RuntimeViews,
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

  /** The runtime's hook: the order of an instance follows its status (and knows its instance). */
  async follow(instance: Instance, tx: Tx): Promise<void> {
    const orderId = Number(instance.bizId);
    if (!Number.isSafeInteger(orderId)) return;
    await this.repo.update(
      orderId,
      {
        status: STATUS_OF[instance.status] ?? WORK_ORDER_STATUS.running,
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
    const repo = this.runtime.repo;
    const instanceIds = orders.flatMap((o) => (o.instanceId === null ? [] : [o.instanceId]));
    const open = await repo.openTasksOfMany(instanceIds);
    const names = await repo.userNames([
      ...new Set(open.flatMap((t) => (t.assigneeId === null ? [] : [t.assigneeId]))),
    ]);
    const rejections = await repo.lastRejections(
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
      currentTasks: currentTasksOf(open, names, o.instanceId),
      rejectReason:
        o.status === WORK_ORDER_STATUS.rejected && o.instanceId !== null
          ? (rejections.get(o.instanceId) ?? null)
          : null,
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
    const others = this.runtime.repo.applicationKeys(ORDER_BIZ_TABLE, {
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
    const instances = await this.runtime.repo.instances(instanceIds);
    const heads = await businessTaskHeads(
      this.runtime.repo,
      instances.map((i) => ({
        instanceId: i.instanceId,
        title: i.title,
        processName: i.name,
        businessKey: i.businessKey,
        instanceStatus: i.status,
        starterId: i.starterId,
        starterName: i.starterName,
        instanceStartTime: i.startTime,
      })),
    );
    const bizOf = new Map(instances.map((i) => [i.instanceId, i]));
    const rows = keys.flatMap((k): MineRow[] => {
      if (k.kind === 'o') {
        const row = orders.get(k.id);
        return row ? [{ ...row, bizTable: ORDER_BIZ_TABLE, bizId: String(row.orderId) }] : [];
      }
      const head = heads.get(k.id);
      const instance = bizOf.get(k.id);
      return head && instance ? [{ ...head, bizTable: instance.bizTable, bizId: instance.bizId }] : [];
    });
    return { rows, total };
  }

  /**
   * Task rows: a work order's task with its order (orders gone meanwhile are left out); another
   * business's task (a problem's approval …) with what its process says of it.
   */
  private async taskRows(tasks: TaskWithInstance[]): Promise<TaskRow[]> {
    const ofOrders = tasks.filter((t) => t.bizTable === ORDER_BIZ_TABLE);
    const orders = await this.repo.byIds(
      [...new Set(ofOrders.map((t) => Number(t.bizId)))].filter(Number.isSafeInteger),
    );
    const rows = new Map((await this.rows(orders)).map((r) => [r.orderId, r]));
    const others = await businessTaskHeads(
      this.runtime.repo,
      tasks.filter((t) => t.bizTable !== ORDER_BIZ_TABLE),
    );
    return tasks.flatMap((t) => {
      const head = t.bizTable === ORDER_BIZ_TABLE ? rows.get(Number(t.bizId)) : others.get(t.instanceId);
      if (!head) return [];
      return [
        {
          ...head,
          bizTable: t.bizTable,
          bizId: t.bizId,
          taskId: t.taskId,
          taskName: t.name,
          taskStatus: t.status,
          taskCreateTime: t.createTime,
          taskEndTime: t.endTime,
          outcome: t.outcome,
          comment: t.comment,
          buttons: t.buttons,
        },
      ];
    });
  }

  /** Tasks the caller may handle (assigned, or offered to them as a candidate): work orders and every other business's. */
  async todo(p: Principal, query: z.output<typeof workOrderTaskQuery>) {
    const { rows, total } = await this.runtime.repo.todo(actorOf(p), query, { title: query.title });
    return { rows: await this.taskRows(rows), total };
  }

  /** Tasks the caller handled (their own submissions left out), newest first. */
  async handled(p: Principal, query: z.output<typeof workOrderTaskQuery>) {
    const { rows, total } = await this.runtime.repo.done(p.userId, query, {
      title: query.title,
      exceptOutcomes: ['submit', 'resubmit'],
    });
    return { rows: await this.taskRows(rows), total };
  }

  /** Whether the caller may read the order: its applicant, a handler (or candidate) of its tasks, or system:order:query. */
  private async mayRead(p: Principal, order: WorkOrder): Promise<boolean> {
    return (
      order.applicantId === p.userId ||
      this.seesAll(p) ||
      (order.instanceId !== null && (await this.runtime.repo.involved(order.instanceId, actorOf(p))))
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

  /**
   * The form and values of any task's process, for those who may read the task (its assignee,
   * candidates, the instance's starter, whoever may read its business record: the runtime's
   * `readableTask`): the task's own form, else the form id the process was started with
   * (variable `formId`), else the order's.
   */
  async taskForm(p: Principal, taskId: number): Promise<ApiOut<typeof taskFormView>> {
    const { task, instance } = await this.views.readableTask(p, taskId);
    const orderId = instance.bizTable === ORDER_BIZ_TABLE ? Number(instance.bizId) : Number.NaN;
    const order = Number.isSafeInteger(orderId) ? await this.repo.byId(orderId) : undefined;
    const started = instance.variables.formId;
    const ref = task.formKey || (typeof started === 'number' ? started : null) || order?.formId;
    const form = ref ? await this.forms.find(ref).catch(() => null) : null;
    return { formContent: form?.formContent ?? '', formData: order ? order.formData : instance.variables };
  }

  /** The approval records of a business record (of `bizTable` when given), newest first (the message drawer reads data[0]). */
  async approvals(p: Principal, bizId: string, bizTable?: string): Promise<ApiOut<typeof approvalRecord>[]> {
    const comments = await this.views.commentsByBiz(actorOf(p), bizId, bizTable);
    return comments
      .filter((c) => !APPLICANT_ACTIONS.has(c.action))
      .reverse()
      .map((c) => ({
        bizId,
        message: c.comment,
        action: c.action,
        taskName: c.taskName,
        userName: c.userName,
        createTime: c.createTime,
      }));
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
   * "submit" step) is completed at once by the runtime (`submit`): the application is the submission.
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
        submit: true,
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

  // ---- handling ----------------------------------------------------------------------------

  /** A task and, when it is a work order's, its order (the runtime checks it is the caller's when it acts). */
  private async taskAndOrder(taskId: number, tx: Tx = this.repo.db) {
    const task = await this.runtime.repo.task(taskId, tx);
    if (!task) throw badRequest('workflow.task.notFound');
    const instance = await this.runtime.repo.instance(task.instanceId, tx);
    if (instance?.bizTable !== ORDER_BIZ_TABLE) return { task, order: null };
    const order = await this.repo.byId(Number(instance.bizId), tx);
    if (!order) throw badRequest('order.notFound');
    return { task, order };
  }

  /** approve 1: complete with approve = 1; approve 2: back to the applicant with the message (required). */
  async deal(p: Principal, body: z.output<typeof taskDealBody>): Promise<void> {
    const actor = actorOf(p);
    const message = body.message ?? '';
    if (body.approve === 2 && !message) throw badRequest('order.messageRequired');
    await this.repo.db.transaction(async (tx) => {
      await this.taskAndOrder(body.taskId, tx);
      if (body.approve === 1) {
        await this.runtime.complete(actor, body.taskId, { comment: message, variables: { approve: 1 } }, tx);
      } else {
        await this.runtime.reject(actor, body.taskId, 'starter', message, tx);
      }
    });
  }

  /**
   * Handles a task with one of its own buttons: approve/agree/pass complete (approve = 1),
   * reject/refuse return it to the applicant (or the button's `next`), return/back to the
   * previous task (or `next`) — both with a message; any other code completes with
   * `button` = the code. Form fields given are checked against the task's form (else the
   * order's), become process variables, and update the order's values when they are its form's.
   */
  async dealWithButton(p: Principal, body: z.output<typeof taskDeal2Body>): Promise<void> {
    const actor = actorOf(p);
    const message = body.message ?? '';
    const { task, order } = await this.taskAndOrder(body.taskId);
    // Nothing of someone else's task (its buttons, its form's rules) shows through the refusals
    // below; the runtime checks again under the instance's lock.
    if (task.status !== 'open') throw badRequest('workflow.task.handled');
    if (!actor.admin && !(await this.runtime.repo.isMine(task.taskId, actor)))
      throw badRequest('workflow.task.notYours');
    const button = task.buttons.find((b) => b.code === body.code);
    if (!button) throw badRequest('order.task.badButton', { code: body.code });
    const code = body.code.toLowerCase();
    const rejects = REJECT_CODES.has(code) || RETURN_CODES.has(code);
    if (rejects && !message) throw badRequest('order.messageRequired');
    const ownForm = order !== null && (!task.formKey || task.formKey === order.formKey);
    const form = ownForm ? order.formId : task.formKey;
    if (body.formData && !form) throw badRequest('order.task.noForm');
    const values = body.formData && form ? await this.forms.validateSubmission(form, body.formData) : {};
    await this.repo.db.transaction(async (tx) => {
      if (REJECT_CODES.has(code)) {
        await this.runtime.reject(actor, task.taskId, button.next || 'starter', message, tx);
        return;
      }
      if (RETURN_CODES.has(code)) {
        await this.runtime.reject(actor, task.taskId, button.next || 'previous', message, tx);
        return;
      }
      const approve = APPROVE_CODES.has(code);
      const variables = { ...values, button: body.code, ...(approve ? { approve: 1 } : {}) };
      const action = approve ? 'approve' : code.slice(0, 16);
      await this.runtime.complete(actor, task.taskId, { comment: message, variables, action }, tx);
      if (body.formData && ownForm) {
        // Under the instance's lock now: the order's values are those of this step.
        const current = await this.repo.byId(order.orderId, tx);
        await this.repo.update(
          order.orderId,
          { formData: { ...(current?.formData ?? {}), ...values }, updateBy: p.userName, updateTime: new Date() },
          tx,
        );
      }
    });
  }

  /** Rejects by business id (plans): the open task of that record the caller may handle goes back to its starter. */
  async rejectByBiz(p: Principal, body: z.output<typeof taskDealBhBody>): Promise<void> {
    const actor = actorOf(p);
    const task = await this.runtime.repo.openTaskOfBiz(body.bizId, actor, actor.admin);
    if (!task) throw badRequest('order.biz.noTask', { bizId: body.bizId });
    // The runtime checks again under the instance's lock that the task is open and the caller's.
    await this.runtime.reject(actor, task.taskId, 'starter', body.message);
  }

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
