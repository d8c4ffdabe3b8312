import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, flag, id, ref, time } from '../../core/db/columns.ts';

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
