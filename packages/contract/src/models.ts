import { z } from 'zod';
import { bodyId, dayOrTime, num, str, textFilter } from './common.ts';
import { pageQuery } from './envelope.ts';
import { type ApiWire, apiTime } from './time.ts';

/**
 * BIM models (issue 24): a project's bands (its model slots, rows of biz_project_band), each
 * holding versions of an IFC model uploaded by tus and converted on the server into fragments
 * (for the viewer) and element rows (for search, lists and comparison); saved viewpoints; the
 * model log. Paths under /business/model.
 */

export const MODEL_PERMS = {
  list: 'business:model:list',
  add: 'business:model:add',
  edit: 'business:model:edit',
  remove: 'business:model:remove',
  compare: 'business:model:compare',
  log: 'business:model:log',
} as const;

/** The IFC schemas a model may have; '' while not yet known. */
export const IFC_SCHEMAS = ['IFC2X3', 'IFC4', 'IFC4X3'] as const;
export const ifcSchema = z.enum(IFC_SCHEMAS);

/** A version's conversion status: '0' 排队中, '1' 转换中, '2' 已完成, '3' 失败. */
export const MODEL_STATUS = { queued: '0', converting: '1', done: '2', failed: '3' } as const;
export const modelStatus = z.enum(['0', '1', '2', '3']);
export type ModelStatus = z.infer<typeof modelStatus>;

/** The largest model file (spec: up to 1 GB per file). */
export const MODEL_MAX_MB = 1024;
export const MODEL_MAX_BYTES = MODEL_MAX_MB * 1024 * 1024;
/** The tus 1.0 upload path (below /prod-api); PATCH and HEAD at `${MODEL_UPLOAD_PATH}/:uploadId`. */
export const MODEL_UPLOAD_PATH = '/business/model/upload';
/** The response header of the upload's last request naming the version it created. */
export const UPLOAD_VERSION_HEADER = 'Upload-Version-Id';
/** The `Upload-Metadata` keys of a model upload (values base64 as tus sends them). */
export const MODEL_UPLOAD_METADATA = ['filename', 'projectId', 'bandId'] as const;

const optionalId = z.union([z.literal('').transform(() => undefined), num(z.number().int().min(1))]).optional();
const queryId = num(z.number().int().min(1));
const bandName = str().trim().min(1).max(100);

// ---- bands ---------------------------------------------------------------------------------

export const bandQuery = z.object({ projectId: queryId });
export const bandRow = z.object({
  bandId: z.number().int(),
  projectId: z.number().int(),
  bandName: z.string(),
  sort: z.number().int(),
  currentVersionId: z.number().int().nullable(),
  currentVersionNo: z.number().int().nullable(),
  versionCount: z.number().int(),
  /** The current version's status, null when the band has none. */
  status: modelStatus.nullable(),
  updateTime: apiTime.nullable(),
});
export type BandRow = ApiWire<typeof bandRow>;
export const bandBody = z.object({ projectId: bodyId, bandName });
export type BandBody = z.input<typeof bandBody>;
export const bandEditBody = z.object({ bandId: bodyId, bandName });
export type BandEditBody = z.input<typeof bandEditBody>;

// ---- versions ------------------------------------------------------------------------------

export const versionQuery = pageQuery.extend({ projectId: queryId, bandId: optionalId });
export type VersionQuery = z.input<typeof versionQuery>;
export const versionRow = z.object({
  versionId: z.number().int(),
  bandId: z.number().int(),
  bandName: z.string(),
  projectId: z.number().int(),
  versionNo: z.number().int(),
  fileName: z.string(),
  fileSize: z.number().int(),
  schema: z.union([ifcSchema, z.literal('')]),
  status: modelStatus,
  /** 0–100 while converting. */
  progress: z.number().int(),
  /** Why the conversion failed ('' otherwise), in the caller's language. */
  errorMsg: z.string(),
  elementCount: z.number().int(),
  current: z.enum(['0', '1']),
  convertMs: z.number().int().nullable(),
  createBy: z.string(),
  createTime: apiTime,
});
export type VersionRow = ApiWire<typeof versionRow>;
/** The IfcSite georeference of a converted version, when the model has one. */
export const georeference = z.object({ latitude: z.number(), longitude: z.number(), elevation: z.number() });
export const versionDetail = versionRow.extend({ site: georeference.nullable() });
export type VersionDetail = ApiWire<typeof versionDetail>;
export const versionRemoveQuery = z.object({
  /** An admin deletes a version that problems still point at. */
  force: z
    .enum(['true', 'false', ''])
    .optional()
    .transform((v) => v === 'true'),
});

// ---- elements ------------------------------------------------------------------------------

export const elementQuery = pageQuery.extend({
  versionId: queryId,
  /** The start of a name or a GlobalId. */
  keyword: textFilter(100),
  ifcClass: textFilter(100),
  storey: textFilter(255),
});
export type ElementQuery = z.input<typeof elementQuery>;
export const elementRow = z.object({
  globalId: z.string(),
  expressId: z.number().int(),
  ifcClass: z.string(),
  name: z.string(),
  storey: z.string(),
});
export type ElementRow = ApiWire<typeof elementRow>;
export interface SpatialNodeRow {
  globalId: string;
  expressId: number;
  ifcClass: string;
  name: string;
  children: SpatialNodeRow[];
}
export const spatialNode: z.ZodType<SpatialNodeRow, SpatialNodeRow> = z.lazy(() =>
  z.object({
    globalId: z.string(),
    expressId: z.number().int(),
    ifcClass: z.string(),
    name: z.string(),
    children: z.array(spatialNode),
  }),
);
export const propertyValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export const elementDetail = elementRow.extend({
  psets: z.record(z.string(), z.record(z.string(), propertyValue)),
});
export type ElementDetail = ApiWire<typeof elementDetail>;
/** An IFC GlobalId: 22 characters of the IFC base-64 alphabet. */
export const globalIdText = z.string().regex(/^[0-9A-Za-z_$]{22}$/);

// ---- comparison ----------------------------------------------------------------------------

export const COMPARE_CHANGES = ['added', 'removed', 'geometry', 'properties'] as const;
export const compareChange = z.enum(COMPARE_CHANGES);
export const compareSummaryQuery = z.object({ fromVersionId: queryId, toVersionId: queryId });
export const compareQuery = pageQuery.extend({
  fromVersionId: queryId,
  toVersionId: queryId,
  change: z.union([z.literal('').transform(() => undefined), compareChange]).optional(),
});
export type CompareQuery = z.input<typeof compareQuery>;
export const propertyChange = z.object({ pset: z.string(), prop: z.string(), from: propertyValue, to: propertyValue });
export const compareRow = z.object({
  globalId: z.string(),
  ifcClass: z.string(),
  name: z.string(),
  change: compareChange,
  /** Changed properties (change 'properties'; empty otherwise). */
  changes: z.array(propertyChange),
});
export type CompareRow = ApiWire<typeof compareRow>;
export const compareSummary = z.object({
  added: z.number().int(),
  removed: z.number().int(),
  geometry: z.number().int(),
  properties: z.number().int(),
});
export type CompareSummary = ApiWire<typeof compareSummary>;

// ---- model log -----------------------------------------------------------------------------

export const MODEL_LOG_ACTIONS = ['upload', 'convert', 'current', 'delete', 'compare'] as const;
export const modelLogAction = z.enum(MODEL_LOG_ACTIONS);
export const modelLogQuery = pageQuery.extend({
  projectId: queryId,
  action: z.union([z.literal('').transform(() => undefined), modelLogAction]).optional(),
  /** One band's entries only. */
  bandId: optionalId,
  beginTime: z.union([z.literal('').transform(() => undefined), dayOrTime]).optional(),
  endTime: z.union([z.literal('').transform(() => undefined), dayOrTime]).optional(),
});
export type ModelLogQuery = z.input<typeof modelLogQuery>;
export const modelLogRow = z.object({
  logId: z.number().int(),
  projectId: z.number().int(),
  bandName: z.string(),
  versionNo: z.number().int().nullable(),
  action: modelLogAction,
  /** '0' success, '1' failure. */
  result: z.enum(['0', '1']),
  durationMs: z.number().int().nullable(),
  detail: z.string(),
  createBy: z.string(),
  createTime: apiTime,
});
export type ModelLogRow = ApiWire<typeof modelLogRow>;

// ---- viewpoints ----------------------------------------------------------------------------

const vec3 = z.tuple([z.number().finite(), z.number().finite(), z.number().finite()]);
export const viewpointCamera = z.object({
  kind: z.enum(['perspective', 'orthogonal']),
  position: vec3,
  target: vec3,
  up: vec3,
  /** Perspective: the vertical field of view in degrees. */
  fov: z.number().finite().positive().max(180).optional(),
  /** Orthogonal: BCF's ViewToWorldScale. */
  viewToWorldScale: z.number().finite().positive().optional(),
});
export type ViewpointCamera = z.infer<typeof viewpointCamera>;
export const clippingPlane = z.object({ location: vec3, direction: vec3 });
const globalIds = z.array(globalIdText).max(10_000);
/** A snapshot: an upload of the one upload path (`/prod-api/file/…`). */
export const SNAPSHOT_URL_PATTERN = /^\/prod-api\/file\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{32}\.[a-z0-9]{1,5}$/;
export const viewpointBody = z.object({
  projectId: bodyId,
  problemId: z
    .union([z.literal('').transform(() => undefined), z.null().transform(() => undefined), bodyId])
    .optional(),
  versionId: bodyId,
  camera: viewpointCamera,
  clipping: z.array(clippingPlane).max(6).default([]),
  selection: globalIds.default([]),
  hidden: globalIds.default([]),
  snapshot: z
    .string()
    .regex(SNAPSHOT_URL_PATTERN)
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
export type ViewpointBody = z.input<typeof viewpointBody>;
export const viewpointQuery = z.object({ projectId: queryId, problemId: optionalId });
export const viewpointRow = z.object({
  viewpointId: z.number().int(),
  projectId: z.number().int(),
  problemId: z.number().int().nullable(),
  versionId: z.number().int(),
  bandId: z.number().int(),
  camera: viewpointCamera,
  clipping: z.array(clippingPlane),
  selection: z.array(z.string()),
  hidden: z.array(z.string()),
  snapshot: z.string().nullable(),
  /** The selected components' names, in the order of `selection`. */
  componentNames: z.array(z.string()),
  createBy: z.string(),
  createTime: apiTime,
});
export type ViewpointRow = ApiWire<typeof viewpointRow>;
/** Where a shared problem is in the model (its latest viewpoint), for the public /problemtrackingView page. */
export const sharedViewpoint = z.object({
  bandName: z.string(),
  versionNo: z.number().int(),
  snapshot: z.string().nullable(),
  /** The selected components (at most 20), named as in the version. */
  components: z.array(z.object({ globalId: z.string(), name: z.string() })),
  createTime: apiTime,
});
export type SharedViewpoint = ApiWire<typeof sharedViewpoint>;
