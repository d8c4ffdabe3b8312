import { char, index, jsonb, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { ref } from '../../../core/db/columns.ts';

/**
 * The BCF GUIDs of a project's records, so a topic keeps its GUID through export and import (the
 * BCF tools match topics by it, and importing the same file again updates instead of duplicating):
 * kind 't' a topic ↔ a model problem, 'c' a comment ↔ a problem comment, 'v' a viewpoint ↔ a saved
 * viewpoint, 'p' a viewpoint that matched no current model version (kept whole in `extra`, with
 * local_id its problem). `extra` holds what BCF carries and the platform's record cannot (labels,
 * stage, links, unknown assignees, a longer title, the raw camera…), with the values the record got
 * on import: an export writes the raw value back while the record still has the imported one.
 */
export const bizModelBcfRef = pgTable(
  'biz_model_bcf_ref',
  {
    projectId: ref('project_id').notNull(),
    kind: char('kind', { length: 1 }).notNull(),
    guid: varchar('guid', { length: 36 }).notNull(),
    localId: ref('local_id').notNull(),
    extra: jsonb('extra').$type<Record<string, unknown>>(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.kind, t.guid] }),
    // The export: a project's records of a kind by their ids.
    index('biz_model_bcf_ref_local_idx').on(t.projectId, t.kind, t.localId),
  ],
);
