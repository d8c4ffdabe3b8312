import type { ModelLogRow, ModelStatus, ServerTextParams, ViewpointCamera } from '@zj/contract';
import { sql } from 'drizzle-orm';
import { bigint, char, index, integer, jsonb, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, ref, time } from '../../core/db/columns.ts';

/**
 * BIM models (issue 24). A band is a row of biz_project_band (the projects module's); each holds
 * versions of an IFC model. The original IFC and its converted fragments live in the file storage
 * (their keys here); the conversion writes every element (GlobalId, class, name, storey, property
 * sets, geometry hash) and the spatial tree, for search, lists and comparison.
 */
export const bizModelVersion = pgTable(
  'biz_model_version',
  {
    versionId: id('version_id'),
    projectId: ref('project_id').notNull(),
    bandId: ref('band_id').notNull(),
    versionNo: integer('version_no').notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    /** The original IFC in the file storage (kept whatever the conversion does). */
    fileKey: varchar('file_key', { length: 64 }).notNull(),
    /** The converted fragments file in the file storage, once converted. */
    fragmentsKey: varchar('fragments_key', { length: 64 }),
    schema: varchar('schema', { length: 10 }).notNull().default(''),
    status: char('status', { length: 1 }).$type<ModelStatus>().notNull().default('0'),
    progress: integer('progress').notNull().default(0),
    /** Why the conversion failed: a catalogue key and its parameters. */
    errorKey: varchar('error_key', { length: 64 }),
    errorParams: jsonb('error_params').$type<ServerTextParams>(),
    elementCount: integer('element_count').notNull().default(0),
    convertMs: integer('convert_ms'),
    isCurrent: char('is_current', { length: 1 }).$type<'0' | '1'>().notNull().default('0'),
    /** The IfcSite georeference, when the model has one. */
    site: jsonb('site').$type<{ latitude: number; longitude: number; elevation: number }>(),
    ...audit(),
  },
  (t) => [
    index('biz_model_version_list_idx').on(t.projectId, t.bandId, t.versionNo.desc()),
    uniqueIndex('biz_model_version_no_idx').on(t.bandId, t.versionNo),
  ],
);

/**
 * Elements of a converted version. The list's keyword is the start of a name (any case) or of a
 * GlobalId: both prefixes are served by pattern-ops indexes within the version, on PGlite and on a
 * PostgreSQL of any collation.
 */
export const bizModelElement = pgTable(
  'biz_model_element',
  {
    versionId: ref('version_id').notNull(),
    globalId: varchar('global_id', { length: 22 }).notNull(),
    expressId: integer('express_id').notNull(),
    ifcClass: varchar('ifc_class', { length: 64 }).notNull(),
    name: varchar('name', { length: 255 }).notNull().default(''),
    storey: varchar('storey', { length: 255 }).notNull().default(''),
    psets: jsonb('psets').$type<Record<string, Record<string, string | number | boolean | null>>>().notNull(),
    geometryHash: varchar('geometry_hash', { length: 64 }).notNull().default(''),
  },
  (t) => [
    primaryKey({ name: 'biz_model_element_pk', columns: [t.versionId, t.globalId] }),
    index('biz_model_element_gid_prefix_idx').on(t.versionId, t.globalId.op('varchar_pattern_ops')),
    index('biz_model_element_name_prefix_idx').on(t.versionId, sql`lower(${t.name}) text_pattern_ops`),
    // class, and class + storey filters in element order (1M rows a version)
    index('biz_model_element_class_idx').on(t.versionId, t.ifcClass, t.storey, t.expressId),
    index('biz_model_element_storey_idx').on(t.versionId, t.storey, t.expressId),
    index('biz_model_element_order_idx').on(t.versionId, t.expressId),
  ],
);

/** The spatial tree of a converted version (site → building → storey → element), as one document. */
export const bizModelTree = pgTable('biz_model_tree', {
  versionId: ref('version_id').primaryKey(),
  tree: jsonb('tree').notNull(),
});

/** Saved viewpoints (BCF-like): camera, clipping planes, selection, hidden components, snapshot. */
export const bizModelViewpoint = pgTable(
  'biz_model_viewpoint',
  {
    viewpointId: id('viewpoint_id'),
    projectId: ref('project_id').notNull(),
    problemId: ref('problem_id'),
    versionId: ref('version_id').notNull(),
    bandId: ref('band_id').notNull(),
    camera: jsonb('camera').$type<ViewpointCamera>().notNull(),
    clipping: jsonb('clipping').$type<{ location: number[]; direction: number[] }[]>().notNull(),
    selection: jsonb('selection').$type<string[]>().notNull(),
    hidden: jsonb('hidden').$type<string[]>().notNull(),
    snapshot: varchar('snapshot', { length: 500 }),
    ...audit(),
  },
  (t) => [
    index('biz_model_viewpoint_list_idx').on(t.projectId, t.problemId, t.viewpointId.desc()),
    index('biz_model_viewpoint_version_idx').on(t.versionId),
  ],
);

/** 模型日志: uploads, conversions, version changes, deletions and comparisons. */
export const bizModelLog = pgTable(
  'biz_model_log',
  {
    logId: id('log_id'),
    projectId: ref('project_id').notNull(),
    bandId: ref('band_id'),
    bandName: varchar('band_name', { length: 100 }).notNull().default(''),
    versionId: ref('version_id'),
    versionNo: integer('version_no'),
    action: varchar('action', { length: 10 }).$type<ModelLogRow['action']>().notNull(),
    result: char('result', { length: 1 }).$type<'0' | '1'>().notNull().default('0'),
    durationMs: integer('duration_ms'),
    /** A catalogue key and its parameters (shown in the reader's language). */
    detailKey: varchar('detail_key', { length: 64 }),
    detailParams: jsonb('detail_params').$type<ServerTextParams>(),
    createBy: varchar('create_by', { length: 64 }).notNull().default(''),
    createTime: time('create_time').notNull().defaultNow(),
  },
  (t) => [
    index('biz_model_log_list_idx').on(t.projectId, t.createTime.desc(), t.logId.desc()),
    index('biz_model_log_action_idx').on(t.projectId, t.action, t.createTime.desc()),
    index('biz_model_log_band_idx').on(t.projectId, t.bandId, t.createTime.desc()),
  ],
);

/**
 * tus uploads in progress: the upload id tus names the file by, the project and band it goes to,
 * who sends it; the version it became once finished.
 */
export const bizModelUpload = pgTable(
  'biz_model_upload',
  {
    uploadId: id('upload_id'),
    projectId: ref('project_id').notNull(),
    bandId: ref('band_id').notNull(),
    userId: ref('user_id').notNull(),
    userName: varchar('user_name', { length: 64 }).notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    versionId: ref('version_id'),
    createTime: time('create_time').notNull().defaultNow(),
  },
  (t) => [index('biz_model_upload_time_idx').on(t.createTime)],
);
