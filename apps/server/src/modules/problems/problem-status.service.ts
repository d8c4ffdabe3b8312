import {
  PERMS,
  PROBLEM_KIND,
  PROBLEM_STATUS,
  PROBLEM_TOPIC_EVENTS,
  type problemStatusBody,
  problemTopic,
  QUALITY_IMPROVEMENT,
  storedText,
} from '@zj/contract';
import type { z } from 'zod';
import type { Principal } from '../../core/access/access.ts';
import type { Tx } from '../../core/db/client.ts';
import { AppError, badRequest } from '../../core/http/app-error.ts';
import type { ProjectAccess } from '../../core/project/project-access.ts';
import type { EventBus } from '../../core/realtime/event-bus.ts';
import type { FormsService } from '../forms/index.ts';
import type { MessagesService } from '../messages/index.ts';
import { actorOf, type Instance, type RuntimeService } from '../workflow/index.ts';
import type { ProblemRecordsRepository } from './problem-records.repository.ts';
import type { Problem, ProblemsRepository } from './problems.repository.ts';
import type { ProblemsService } from './problems.service.ts';

/** What the status hook needs of the workflow module's model service. */
export interface DefinitionLookup {
  latestDefinitionIds(keys: readonly string[]): Promise<Map<string, number>>;
}

/**
 * The status machine of spec 02 §4: 1 信息确认 → 2 申请完成 (starts the approval
 * quality_improvement) → 3 整改完成 when it is approved, back to 1 with the reason when it is
 * rejected; or 1 → 3 at once (quick completion, a project permission). Both need a
 * rectification, and neither is possible above 1.
 */
export class ProblemStatusService {
  /** The problem rows each transaction locked, as it left them: the status hook reads none again. */
  readonly #locked = new WeakMap<Tx, Map<number, Problem>>();

  constructor(
    private readonly repo: ProblemsRepository,
    private readonly records: ProblemRecordsRepository,
    private readonly problems: ProblemsService,
    private readonly projects: ProjectAccess,
    private readonly forms: FormsService,
    private readonly runtime: RuntimeService,
    private readonly definitions: DefinitionLookup,
    private readonly messages: MessagesService,
    private readonly bus: EventBus,
  ) {}

  private async statusChanged(problemId: number, status: number, tx: Tx) {
    await this.bus.publish(
      {
        type: 'topic',
        topic: problemTopic(problemId),
        event: PROBLEM_TOPIC_EVENTS.status,
        data: { problemId, status },
      },
      tx,
    );
  }

  private remember(problem: Problem, tx: Tx): Problem {
    let rows = this.#locked.get(tx);
    if (!rows) {
      rows = new Map();
      this.#locked.set(tx, rows);
    }
    rows.set(problem.problemId, problem);
    return problem;
  }

  /** The problem locked (read once per transaction), or undefined when there is none. */
  private async locked(problemId: number, tx: Tx): Promise<Problem | undefined> {
    const known = this.#locked.get(tx)?.get(problemId);
    if (known) return known;
    const problem = await this.repo.byId(problemId, tx, true);
    return problem && this.remember(problem, tx);
  }

  /** The problem locked, at 1 and with a rectification, or the refusal. */
  private async lockedOpen(problemId: number, tx: Tx): Promise<Problem> {
    const problem = await this.locked(problemId, tx);
    if (!problem) throw badRequest('problem.notFound');
    if (problem.status !== PROBLEM_STATUS.confirmed) throw badRequest('problem.status.notOpen');
    if (problem.rectificationCount < 1) throw badRequest('problem.status.needsRectification');
    return problem;
  }

  async change(p: Principal, body: z.output<typeof problemStatusBody>): Promise<void> {
    const problem = await this.problems.require(p, body.problemId, null, PERMS.business.problem.status);
    if (body.status === PROBLEM_STATUS.done) {
      try {
        await this.projects.requireProjectAccess(p, problem.projectId, PERMS.business.problem.complete);
      } catch (error) {
        if (error instanceof AppError && error.status === 403) throw badRequest('problem.status.noCompletePermission');
        throw error;
      }
      await this.repo.db.transaction(async (tx) => {
        await this.lockedOpen(problem.problemId, tx);
        await this.repo.update(
          problem.problemId,
          { status: PROBLEM_STATUS.done, rejectReason: null, updateBy: p.userName, updateTime: new Date() },
          tx,
        );
        await this.statusChanged(problem.problemId, PROBLEM_STATUS.done, tx);
      });
      return;
    }
    await this.apply(p, problem);
  }

  /**
   * Applies for completion: the approval of the form quality_improvement (its process from the
   * form's flow relation) with planContent = the first rectification's content and planName =
   * the problem's name, business id the problem id, table quality_improvement. A rejected
   * approval the caller started is sent again; otherwise a new one starts. The applicant's own
   * first task (提交整改) is the application and completes at once.
   */
  private async apply(p: Principal, problem: Problem): Promise<void> {
    const form = await this.forms.find(QUALITY_IMPROVEMENT.formKey);
    const key = form.modelKey;
    if (!key || !(await this.definitions.latestDefinitionIds([key])).has(key))
      throw badRequest('problem.status.noProcess');
    const first = await this.records.firstRectification(problem.problemId);
    if (!first) throw badRequest('problem.status.needsRectification');
    const values = await this.forms.validateSubmission(form.formId, {
      planContent: first.content,
      planName: problem.name,
    });
    const actor = actorOf(p);
    await this.repo.db.transaction(async (tx) => {
      const locked = await this.lockedOpen(problem.problemId, tx);
      const previous = locked.instanceId === null ? undefined : await this.runtime.instance(locked.instanceId, tx);
      if (previous?.status === 'rejected' && previous.starterId === p.userId) {
        await this.runtime.resubmit(actor, previous.instanceId, { variables: values }, tx);
        return;
      }
      // A new approval: the hook follows it from its first event on (and writes its instance).
      this.remember({ ...locked, instanceId: null }, tx);
      await this.runtime.start(
        actor,
        {
          definitionKey: key,
          bizTable: QUALITY_IMPROVEMENT.bizTable,
          bizId: locked.problemId,
          businessKey: form.formKey,
          title: locked.name,
          variables: { ...values, formId: form.formId },
          submit: true,
        },
        tx,
      );
    });
  }

  /**
   * The runtime's hook for table quality_improvement: the problem follows its current approval —
   * running → 2, completed → 3, rejected → 1 with the reason, withdrawn or cancelled → 1. The
   * applicant and the creator are told of a rejection (relateTable quality_problem_rectification)
   * and of the approval (quality_problem), as 安全问题 for a safety problem.
   */
  async follow(instance: Instance, tx: Tx): Promise<void> {
    const problemId = Number(instance.bizId);
    if (!Number.isSafeInteger(problemId)) return;
    const problem = await this.locked(problemId, tx);
    if (!problem) return;
    if (problem.instanceId !== null && problem.instanceId !== instance.instanceId) return;
    const now = new Date();
    // Messages about a safety problem say 安全问题.
    const safety = problem.kind === PROBLEM_KIND.safety;
    let status: number = PROBLEM_STATUS.confirmed;
    let rejectReason: string | null = null;
    if (instance.status === 'running') status = PROBLEM_STATUS.applied;
    else if (instance.status === 'completed') status = PROBLEM_STATUS.done;
    else if (instance.status === 'rejected') {
      const tasks = await this.runtime.tasksOf(instance.instanceId, tx);
      rejectReason = tasks.filter((t) => t.outcome === 'reject').at(-1)?.comment ?? '';
    }
    const values = { status, rejectReason, instanceId: instance.instanceId, updateTime: now };
    await this.repo.update(problemId, values, tx);
    this.remember({ ...problem, ...values }, tx);
    if (status !== problem.status) await this.statusChanged(problemId, status, tx);
    // The applicant and the problem's creator (when someone else) hear of the outcome from here, in
    // the problem's words: 安全问题 for a safety problem (the runtime leaves it to this hook).
    const told = [...new Set([instance.starterId, problem.creatorId])];
    if (instance.status === 'rejected' && problem.status !== PROBLEM_STATUS.confirmed) {
      await this.messages.send(
        told.map((recipient) => ({
          recipient,
          ...storedText(safety ? 'message.safetyProblemRejected' : 'message.problemRejected', {
            problem: problem.name,
            reason: rejectReason ?? '',
          }),
          content: rejectReason,
          relateTable: 'quality_problem_rectification' as const,
          relateId: problemId,
          projectId: problem.projectId,
          createBy: instance.starterName,
        })),
        tx,
      );
    }
    if (status === PROBLEM_STATUS.done && problem.status !== PROBLEM_STATUS.done) {
      await this.messages.send(
        told.map((recipient) => ({
          recipient,
          ...storedText(safety ? 'message.safetyProblemDone' : 'message.problemDone', { problem: problem.name }),
          relateTable: problem.kind === '0' ? ('model_problem' as const) : ('quality_problem' as const),
          relateId: problemId,
          projectId: problem.projectId,
        })),
        tx,
      );
    }
  }
}
