import { and, eq, inArray, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../core/db/client.ts';
import { contains } from '../../core/db/filters.ts';
import { type wfComment, wfInstance, wfTask, wfTaskCandidate } from './workflow.tables.ts';

/** The runtime's rows as the repositories read and write them, and the SQL both kinds share. */

export type Instance = typeof wfInstance.$inferSelect;
export type Task = typeof wfTask.$inferSelect;
export type Comment = typeof wfComment.$inferSelect;
export type CandidateKind = 'u' | 'd' | 'r';
export interface Candidate {
  kind: CandidateKind;
  refId: number;
}
/** Who asks for tasks: the user, their department and roles. */
export interface Seeker {
  userId: number;
  deptId: number | null;
  roleIds: number[];
}
export interface Page {
  pageNum: number;
  pageSize: number;
}
/** Narrows a task list to the records of one business table (work orders' own lists). */
export interface BizFilter {
  bizTable?: string | undefined;
  /** A subquery of the business ids to keep (e.g. the orders whose title matches). */
  bizIds?: SQL | undefined;
  /** Part of the instance's title. */
  title?: string | undefined;
  /** Outcomes left out (the applicant's own submissions in a "handled by me" list). */
  exceptOutcomes?: string[] | undefined;
}

export const bizWhere = (filter: BizFilter): SQL | undefined =>
  and(
    filter.bizTable ? eq(wfInstance.bizTable, filter.bizTable) : undefined,
    contains(wfInstance.title, filter.title),
    filter.bizIds ? sql`${wfInstance.bizId} in (${filter.bizIds})` : undefined,
    filter.exceptOutcomes?.length ? notInArray(wfTask.outcome, filter.exceptOutcomes) : undefined,
  );

/** A task row with what lists show about its instance (and its assignee's name). */
export type TaskWithInstance = Task & {
  assigneeName: string | null;
  processName: string;
  /** The instance's title ('' when its business gave none). */
  title: string;
  definitionKey: string;
  bizTable: string;
  bizId: string;
  businessKey: string;
  starterId: number;
  starterName: string;
  instanceStatus: string;
  instanceStartTime: Date;
};

/** An open task as a step's bookkeeping needs it. */
export type OpenTask = Pick<Task, 'taskId' | 'executionId'>;

/** A task closed by an action, with the comment the action writes. */
export interface Closing {
  taskId: number;
  values: Partial<typeof wfTask.$inferInsert>;
  comment: typeof wfComment.$inferInsert;
}

/**
 * Whether a task is the seeker's: assigned to them, or unassigned with them among its
 * candidates. Written as "task id in (assigned ∪ offered)" so both halves use their index
 * (an OR over the task table would scan every unassigned task).
 */
export function mineOf(db: Db, seeker: Seeker): SQL {
  const groups: SQL[] = [and(eq(wfTaskCandidate.kind, 'u'), eq(wfTaskCandidate.refId, seeker.userId)) as SQL];
  if (seeker.deptId !== null) {
    groups.push(and(eq(wfTaskCandidate.kind, 'd'), eq(wfTaskCandidate.refId, seeker.deptId)) as SQL);
  }
  if (seeker.roleIds.length > 0) {
    groups.push(and(eq(wfTaskCandidate.kind, 'r'), inArray(wfTaskCandidate.refId, seeker.roleIds)) as SQL);
  }
  const assigned = db
    .select({ taskId: wfTask.taskId })
    .from(wfTask)
    .where(and(eq(wfTask.assigneeId, seeker.userId), eq(wfTask.status, 'open')));
  const offered = db
    .select({ taskId: wfTaskCandidate.taskId })
    .from(wfTaskCandidate)
    .where(or(...groups));
  return and(
    inArray(wfTask.taskId, unionAll(assigned, offered)),
    or(eq(wfTask.assigneeId, seeker.userId), isNull(wfTask.assigneeId)),
  ) as SQL;
}
