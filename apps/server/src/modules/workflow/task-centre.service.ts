import type {
  ApiOut,
  approvalRecord,
  taskDeal2Body,
  taskDealBhBody,
  taskDealBody,
  taskFormView,
  workOrderTaskQuery,
} from '@zj/contract';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Principal } from '../../core/access/access.ts';
import type { Tx } from '../../core/db/client.ts';
import { badRequest } from '../../core/http/app-error.ts';
import { actorOf } from './actor.ts';
import type { TaskWithInstance } from './runtime.repository.ts';
import type { Actor, ReturnTarget, RuntimeService } from './runtime.service.ts';
import type { RuntimeViews } from './runtime-views.ts';
import type { TaskListsRepository } from './task-lists.repository.ts';
import {
  instanceHeadOf,
  instanceHeads,
  type Progress,
  progressOf,
  type TaskHead,
  type TaskListRow,
} from './task-rows.ts';

/** Button codes of taskDeal2 (compared in lower case). */
const APPROVE_CODES = new Set(['approve', 'agree', 'pass']);
const REJECT_CODES = new Set(['reject', 'refuse']);
const RETURN_CODES = new Set(['return', 'back']);

/** What the applicant does on their own application: not approval records. */
const APPLICANT_ACTIONS = new Set(['start', 'submit', 'resubmit', 'withdraw']);

type Values = Record<string, unknown>;

/** The dynamic forms tasks name (the forms module's, registered by the module that composes them). */
export interface TaskForms {
  /** The form's schema by id or key, or null when there is none. */
  content(ref: string | number): Promise<string | null>;
  /** The values checked against the form's schema (refuses invalid ones). */
  validate(ref: string | number, values: unknown): Promise<Values>;
}

/** A business record with a form of its own (a work order): its form and submitted values. */
export interface TaskRecord {
  formId: number;
  formKey: string;
  formData: Values;
}

/**
 * What a business tells the task centre about its records, registered under its business table
 * (work orders register one): its list rows, its record's form and values, and keeping values a
 * task submitted for that form.
 */
export interface TaskBusiness {
  /** The heads of task rows of its records by business id (records gone are left out). */
  heads(bizIds: string[]): Promise<Map<string, TaskHead>>;
  /** The record of a business id, if it is there. */
  record(bizId: string, tx?: Tx): Promise<TaskRecord | undefined>;
  /** Values of the record's own form a task submitted: the record keeps them (in the step's transaction). */
  keep(bizId: string, values: Values, actor: Actor, tx: Tx): Promise<void>;
}

/** The other applications' keys (`{kind: 'i', id, at}`) a business pages together with its own records. */
export type ApplicationKeys = ReturnType<TaskListsRepository['applicationKeys']>;

/**
 * The task centre: the caller's tasks across every business (work orders, problems' approvals …)
 * and the one set of actions on them — approve, reject (to the starter, the previous or an earlier
 * task), a task's own button — whichever client calls (RuoYi's /flowable/task or the work order
 * client's /system/order task calls). Businesses register what their rows and records say.
 */
export class TaskCentre {
  readonly #businesses = new Map<string, TaskBusiness>();
  #forms: TaskForms | undefined;

  constructor(
    private readonly repo: TaskListsRepository,
    private readonly runtime: RuntimeService,
    private readonly views: RuntimeViews,
  ) {}

  /** The records of `bizTable` show in the task lists as the business says, and keep their form's values. */
  register(bizTable: string, business: TaskBusiness): void {
    this.#businesses.set(bizTable, business);
  }

  /** Where tasks' forms come from (the dynamic forms). */
  useForms(forms: TaskForms): void {
    this.#forms = forms;
  }

  private get forms(): TaskForms {
    if (!this.#forms) throw new Error('the task centre has no forms (useForms)');
    return this.#forms;
  }

  // ---- what businesses read of their instances ---------------------------------------------

  /** The progress of instances (open steps and holders; the latest reason of those in `rejected`). */
  progress(instanceIds: readonly number[], rejected: readonly number[]): Promise<Progress> {
    return progressOf(this.repo, instanceIds, rejected);
  }

  /**
   * The keys of the top-level instances of every business but `exceptBizTable` started by
   * `starterId` (anyone's without), to page together with the business's own records (我的任务).
   */
  applications(
    exceptBizTable: string,
    filter: { starterId?: number | undefined; title?: string; businessKey?: string; status?: string },
  ): ApplicationKeys {
    return this.repo.applicationKeys(exceptBizTable, filter);
  }

  /** Those applications as list rows, by instance id. */
  async applicationRows(instanceIds: number[]): Promise<Map<number, TaskHead & { bizTable: string; bizId: string }>> {
    const instances = await this.repo.instances(instanceIds);
    const heads = await instanceHeads(this.repo, instances.map(instanceHeadOf));
    return new Map(
      instances.flatMap((i) => {
        const head = heads.get(i.instanceId);
        return head ? [[i.instanceId, { ...head, bizTable: i.bizTable, bizId: i.bizId }]] : [];
      }),
    );
  }

  /** Whether the actor held, handled or may take a task of the instance. */
  involved(instanceId: number, actor: Actor): Promise<boolean> {
    return this.repo.involved(instanceId, actor);
  }

  // ---- lists -------------------------------------------------------------------------------

  /**
   * Task rows: a registered business's task with its record's head (records gone meanwhile are
   * left out); any other business's (a problem's approval …) with what its process says of it.
   */
  private async taskRows(tasks: TaskWithInstance[]): Promise<TaskListRow[]> {
    const byTable = new Map<string, Map<string, TaskHead>>();
    for (const [bizTable, business] of this.#businesses) {
      const ids = [...new Set(tasks.filter((t) => t.bizTable === bizTable).map((t) => t.bizId))];
      if (ids.length > 0) byTable.set(bizTable, await business.heads(ids));
    }
    const others = await instanceHeads(
      this.repo,
      tasks.filter((t) => !this.#businesses.has(t.bizTable)),
    );
    return tasks.flatMap((t) => {
      const head = this.#businesses.has(t.bizTable) ? byTable.get(t.bizTable)?.get(t.bizId) : others.get(t.instanceId);
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
          assigneeId: t.assigneeId,
          claimed: t.claimTime !== null,
          outcome: t.outcome,
          comment: t.comment,
          buttons: t.buttons,
        },
      ];
    });
  }

  /** Tasks the caller may handle (assigned, or offered to them as a candidate), of every business. */
  async todo(p: Principal, query: z.output<typeof workOrderTaskQuery>) {
    const { rows, total } = await this.repo.todo(actorOf(p), query, { title: query.title });
    return { rows: await this.taskRows(rows), total };
  }

  /**
   * The open tasks of one business the caller may handle, newest first, optionally of the records
   * a subquery of business ids names (the plans waiting for my approval).
   */
  async todoOf(p: Principal, bizTable: string, page: { pageNum: number; pageSize: number }, bizIds?: SQL) {
    return this.repo.todo(actorOf(p), page, { bizTable, bizIds });
  }

  /** Tasks the caller handled (their own submissions left out), newest first. */
  async handled(p: Principal, query: z.output<typeof workOrderTaskQuery>) {
    const { rows, total } = await this.repo.done(p.userId, query, {
      title: query.title,
      exceptOutcomes: ['submit', 'resubmit'],
    });
    return { rows: await this.taskRows(rows), total };
  }

  /**
   * The form and values of any task's process, for those who may read the task (the views'
   * `readableTask`): the task's own form, else the form id the process was started with
   * (variable `formId`), else its record's; the record's values, else the process's.
   */
  async taskForm(p: Principal, taskId: number): Promise<ApiOut<typeof taskFormView>> {
    const { task, instance } = await this.views.readableTask(p, taskId);
    const record = await this.#businesses.get(instance.bizTable)?.record(instance.bizId);
    const started = instance.variables.formId;
    const ref = task.formKey || (typeof started === 'number' ? started : null) || record?.formId;
    const formContent = ref ? await this.forms.content(ref) : null;
    return { formContent: formContent ?? '', formData: record ? record.formData : instance.variables };
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

  // ---- the actions -------------------------------------------------------------------------

  /** Approves (completes) a task with `approve` = 1 and the variables given. */
  async approve(actor: Actor, taskId: number, comment: string, variables: Values = {}, tx?: Tx): Promise<void> {
    await this.runtime.complete(actor, taskId, { comment, variables: { ...variables, approve: 1 } }, tx);
  }

  /** Returns a task to the starter, the previous task or an earlier one, with the reason. */
  async reject(actor: Actor, taskId: number, target: ReturnTarget, comment: string, tx?: Tx): Promise<void> {
    await this.runtime.reject(actor, taskId, target, comment, tx);
  }

  /** taskDeal: approve 1 approves; approve 2 rejects to the applicant with the message (required). */
  async deal(p: Principal, body: z.output<typeof taskDealBody>): Promise<void> {
    const message = body.message ?? '';
    if (body.approve === 1) return this.approve(actorOf(p), body.taskId, message);
    if (!message) throw badRequest('order.messageRequired');
    return this.reject(actorOf(p), body.taskId, 'starter', message);
  }

  /** A task, its record when its business has one, and checks that it is the actor's and open. */
  private async openTaskOf(
    actor: Actor,
    taskId: number,
  ): Promise<{ task: TaskWithInstance; record: TaskRecord | undefined }> {
    const found = await this.repo.taskWithInstance(taskId);
    if (!found) throw badRequest('workflow.task.notFound');
    const business = this.#businesses.get(found.bizTable);
    const record = business ? await business.record(found.bizId) : undefined;
    if (business && !record) throw badRequest('order.notFound');
    // Nothing of someone else's task (its buttons, its form's rules) shows through the refusals
    // below; the runtime checks again under the instance's lock.
    if (found.status !== 'open') throw badRequest('workflow.task.handled');
    if (!actor.admin && !(await this.repo.isMine(found.taskId, actor))) throw badRequest('workflow.task.notYours');
    return { task: found, record };
  }

  /**
   * taskDeal2, a task's own button: approve/agree/pass approve (approve = 1), reject/refuse return
   * it to the applicant (or the button's `next`), return/back to the previous task (or `next`) —
   * both with a message; any other code completes with `button` = the code. Form fields given are
   * checked against the task's form (else its record's), become process variables, and the record
   * keeps them when they are its form's.
   */
  async press(p: Principal, body: z.output<typeof taskDeal2Body>): Promise<void> {
    const actor = actorOf(p);
    const message = body.message ?? '';
    const { task, record } = await this.openTaskOf(actor, body.taskId);
    const button = task.buttons.find((b) => b.code === body.code);
    if (!button) throw badRequest('order.task.badButton', { code: body.code });
    const code = body.code.toLowerCase();
    if ((REJECT_CODES.has(code) || RETURN_CODES.has(code)) && !message) throw badRequest('order.messageRequired');
    const ownForm = record !== undefined && (!task.formKey || task.formKey === record.formKey);
    const form = ownForm ? record.formId : task.formKey;
    if (body.formData && !form) throw badRequest('order.task.noForm');
    const values = body.formData && form ? await this.forms.validate(form, body.formData) : {};
    if (REJECT_CODES.has(code)) return this.reject(actor, task.taskId, button.next || 'starter', message);
    if (RETURN_CODES.has(code)) return this.reject(actor, task.taskId, button.next || 'previous', message);
    const approve = APPROVE_CODES.has(code);
    const variables = { ...values, button: body.code, ...(approve ? { approve: 1 } : {}) };
    const action = approve ? 'approve' : code.slice(0, 16);
    const business = this.#businesses.get(task.bizTable);
    if (!body.formData || !ownForm || !business) {
      await this.runtime.complete(actor, task.taskId, { comment: message, variables, action });
      return;
    }
    await this.repo.db.transaction(async (tx) => {
      await this.runtime.complete(actor, task.taskId, { comment: message, variables, action }, tx);
      // Under the instance's lock now: the record's values are those of this step.
      await business.keep(task.bizId, values, actor, tx);
    });
  }

  /**
   * taskDealBh, by business id (plans, measures, orders): the open task of that record the caller
   * may handle goes back to its starter. Ids of different business tables may be equal: without
   * `bizTable`, an id naming the caller's tasks in several tables is refused, never guessed.
   */
  async rejectByBiz(p: Principal, body: z.output<typeof taskDealBhBody>): Promise<void> {
    const actor = actorOf(p);
    const { task, tables } = await this.repo.openTaskOfBiz(body.bizId, actor, actor.admin, body.bizTable);
    if (!task) throw badRequest('order.biz.noTask', { bizId: body.bizId });
    if (tables.length > 1) throw badRequest('order.biz.ambiguous', { bizId: body.bizId, tables: tables.join(', ') });
    // The runtime checks again under the instance's lock that the task is open and the caller's.
    await this.reject(actor, task.taskId, 'starter', body.message);
  }
}
