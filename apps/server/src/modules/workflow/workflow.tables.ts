import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, flag, id, ref, time } from '../../core/db/columns.ts';

/** A button a task's handler sees (spec 02 §3 "Workflow extension schema"). */
export interface TaskButton {
  id: string;
  name: string;
  code: string;
  isHide: boolean;
  next: string;
  sort: number;
}

/** Process models: the BPMN XML an administrator edits (one per process key). */
export const wfModel = pgTable(
  'wf_model',
  {
    modelId: id('model_id'),
    modelKey: varchar('model_key', { length: 64 }).notNull(),
    modelName: varchar('model_name', { length: 100 }).notNull(),
    category: varchar('category', { length: 64 }).notNull().default(''),
    description: varchar('description', { length: 500 }).notNull().default(''),
    xml: text('xml').notNull(),
    /** The definition the last deploy of this model wrote. */
    latestDefinitionId: ref('latest_definition_id'),
    ...audit(),
  },
  (t) => [uniqueIndex('wf_model_key_uq').on(t.modelKey), index('wf_model_name_idx').on(t.modelName)],
);

/**
 * Deployed process definitions: a version per key (1, 2, 3 …), the XML as deployed. `latest`
 * marks the highest version of a key (the list's default view, read through its index).
 */
export const wfDefinition = pgTable(
  'wf_definition',
  {
    definitionId: id('definition_id'),
    definitionKey: varchar('definition_key', { length: 64 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    category: varchar('category', { length: 64 }).notNull().default(''),
    version: integer('version').notNull(),
    deploymentId: varchar('deployment_id', { length: 36 }).notNull(),
    modelId: ref('model_id'),
    xml: text('xml').notNull(),
    /** '0' active, '1' suspended. */
    suspended: flag('suspended'),
    latest: boolean('latest').notNull().default(true),
    deployBy: varchar('deploy_by', { length: 64 }).notNull().default(''),
    deployTime: time('deploy_time').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wf_definition_key_version_uq').on(t.definitionKey, t.version),
    uniqueIndex('wf_definition_deployment_uq').on(t.deploymentId),
    index('wf_definition_latest_idx').on(t.definitionKey, t.definitionId).where(sql`${t.latest}`),
    index('wf_definition_name_idx').on(t.name),
  ],
);

/**
 * A running (or finished) process instance: what it belongs to (`bizTable`, `bizId`), who started
 * it, and bpmn-engine's state after its last step. `version` rises with every step; a step holds
 * the row lock (`for update`), so two replicas never step the same instance at once.
 */
export const wfInstance = pgTable(
  'wf_instance',
  {
    instanceId: id('instance_id'),
    definitionId: ref('definition_id').notNull(),
    definitionKey: varchar('definition_key', { length: 64 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    /** What the task lists show for it: the work order's title, the problem's name … ('' when the business gave none). */
    title: varchar('title', { length: 100 }).notNull().default(''),
    bizTable: varchar('biz_table', { length: 64 }).notNull().default(''),
    bizId: varchar('biz_id', { length: 64 }).notNull().default(''),
    businessKey: varchar('business_key', { length: 100 }).notNull().default(''),
    starterId: ref('starter_id').notNull(),
    starterName: varchar('starter_name', { length: 64 }).notNull(),
    /** running · rejected (back with its starter, who may resubmit) · completed · withdrawn · cancelled */
    status: varchar('status', { length: 16 }).notNull().default('running'),
    state: jsonb('state').$type<Record<string, unknown>>().notNull(),
    variables: jsonb('variables').$type<Record<string, unknown>>().notNull(),
    /** Element ids finished and flows taken so far (the progress diagram). */
    finished: jsonb('finished').$type<string[]>().notNull().default([]),
    taken: jsonb('taken').$type<string[]>().notNull().default([]),
    /** Messages and signals it waits for ({kind, ref, name}), looked up by the delivery calls. */
    awaiting: jsonb('awaiting').$type<{ kind: string; ref: string; name: string }[]>().notNull().default([]),
    version: integer('version').notNull().default(1),
    /** A process started by another's call activity: that instance and the call's execution. */
    parentInstanceId: ref('parent_instance_id'),
    parentExecutionId: varchar('parent_execution_id', { length: 120 }),
    startTime: time('start_time').notNull().defaultNow(),
    endTime: time('end_time'),
  },
  (t) => [
    index('wf_instance_biz_idx').on(t.bizTable, t.bizId),
    index('wf_instance_biz_id_idx').on(t.bizId),
    index('wf_instance_starter_idx').on(t.starterId, t.instanceId),
    index('wf_instance_awaiting_idx').using('gin', sql`${t.awaiting} jsonb_path_ops`),
    index('wf_instance_parent_idx').on(t.parentInstanceId).where(sql`${t.parentInstanceId} is not null`),
    index('wf_instance_definition_running_idx').on(t.definitionId).where(sql`${t.status} in ('running','rejected')`),
  ],
);

/**
 * A user task: open until someone completes it (or the process moves on without it). Its
 * candidates are rows of wf_task_candidate while it is open.
 */
export const wfTask = pgTable(
  'wf_task',
  {
    taskId: id('task_id'),
    instanceId: ref('instance_id').notNull(),
    elementId: varchar('element_id', { length: 100 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    /** bpmn-engine's execution id of this task (each multi-instance iteration has its own). */
    executionId: varchar('execution_id', { length: 120 }).notNull(),
    assigneeId: ref('assignee_id'),
    /** The assignee who delegated the task (it comes back to them when the delegate resolves it). */
    ownerId: ref('owner_id'),
    /** open · done · cancelled */
    status: varchar('status', { length: 16 }).notNull().default('open'),
    /** approve · reject · return · withdraw · delegate · transfer … (what closed or last touched it) */
    outcome: varchar('outcome', { length: 16 }).notNull().default(''),
    comment: varchar('comment', { length: 500 }).notNull().default(''),
    formKey: varchar('form_key', { length: 64 }).notNull().default(''),
    /** The model's buttons for this task (extension elements Button: id, name, code, isHide, next, sort). */
    buttons: jsonb('buttons').$type<TaskButton[]>().notNull().default([]),
    priority: integer('priority').notNull().default(50),
    dueDate: time('due_date'),
    handledBy: ref('handled_by'),
    createTime: time('create_time').notNull().defaultNow(),
    claimTime: time('claim_time'),
    endTime: time('end_time'),
  },
  (t) => [
    index('wf_task_open_assignee_idx').on(t.assigneeId, t.taskId).where(sql`${t.status} = 'open'`),
    index('wf_task_instance_idx').on(t.instanceId, t.taskId),
    index('wf_task_handled_idx').on(t.handledBy, t.endTime).where(sql`${t.status} = 'done'`),
  ],
);

/** Who else may take an open task: `u` user, `d` department, `r` role, with that id. */
export const wfTaskCandidate = pgTable(
  'wf_task_candidate',
  {
    taskId: ref('task_id').notNull(),
    kind: varchar('kind', { length: 1 }).notNull(),
    refId: ref('ref_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.taskId, t.kind, t.refId] }),
    index('wf_task_candidate_lookup_idx').on(t.kind, t.refId, t.taskId),
  ],
);

/** Every action on an instance (start, approve, reject, return, withdraw, resubmit, delegate …). */
export const wfComment = pgTable(
  'wf_comment',
  {
    commentId: id('comment_id'),
    instanceId: ref('instance_id').notNull(),
    taskId: ref('task_id'),
    bizId: varchar('biz_id', { length: 64 }).notNull().default(''),
    elementId: varchar('element_id', { length: 100 }).notNull().default(''),
    elementName: varchar('element_name', { length: 100 }).notNull().default(''),
    userId: ref('user_id').notNull(),
    userName: varchar('user_name', { length: 64 }).notNull(),
    action: varchar('action', { length: 16 }).notNull(),
    message: varchar('message', { length: 500 }).notNull().default(''),
    createTime: time('create_time').notNull().defaultNow(),
  },
  (t) => [
    index('wf_comment_biz_idx').on(t.bizId, t.commentId),
    index('wf_comment_instance_idx').on(t.instanceId, t.commentId),
  ],
);

/**
 * A timer an instance waits for (a boundary or intermediate timer event): due at `dueTime`, it is
 * fired by whichever replica's poller locks its instance first (the row goes in that step).
 */
export const wfTimer = pgTable(
  'wf_timer',
  {
    timerId: id('timer_id'),
    instanceId: ref('instance_id').notNull(),
    elementId: varchar('element_id', { length: 100 }).notNull(),
    dueTime: time('due_time').notNull(),
  },
  (t) => [index('wf_timer_due_idx').on(t.dueTime), index('wf_timer_instance_idx').on(t.instanceId)],
);
