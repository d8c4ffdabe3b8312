import { z } from 'zod';
import { bodyId, idParam, str, textFilter } from './common.ts';
import { pageQuery, sortQuery } from './envelope.ts';
import { type ApiWire, apiTime } from './time.ts';

/**
 * Workflow models and definitions (spec 02 §7 "Workflow API", under /flowable). A model is the
 * BPMN XML an administrator edits; deploying it writes a new definition version of its key.
 */

/** A model's BPMN 2.0 XML (Flowable, Activiti or Camunda prefix), stored as sent; 2 MB at most. */
const bpmnXml = str()
  .min(1)
  .max(2 * 1024 * 1024);

/** GET /flowable/flowable/model-list */
export const modelQuery = pageQuery.extend({
  modelKey: textFilter(64),
  modelName: textFilter(100),
  ...sortQuery('modelId', 'modelKey', 'modelName', 'createTime', 'updateTime'),
});
export type ModelQuery = z.infer<typeof modelQuery>;

/**
 * POST /flowable/flowable/import-xml: the XML as a field (JSON or form-encoded; the web client
 * reads a .bpmn/.xml file and posts its text). Key and name come from the process.
 */
export const modelImportBody = z.object({
  xml: bpmnXml,
  category: str().trim().max(64).optional(),
  description: str().trim().max(500).optional(),
});
export type ModelImportBody = z.infer<typeof modelImportBody>;

/**
 * A process key as Flowable takes it: an XML id (letter or underscore first, then letters,
 * digits, `_`, `-`, `.`), 64 characters at most.
 */
export const processKey = str()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z_][A-Za-z0-9_.-]*$/);

/**
 * POST /flowable/flowable/model: a new blank model (an executable process with this key and
 * name and its start event, with its diagram) that the designer then fills.
 */
export const modelCreateBody = z.object({
  modelKey: processKey,
  modelName: str().trim().min(1).max(100),
  category: str().trim().max(64).optional(),
  description: str().trim().max(500).optional(),
});
export type ModelCreateBody = z.infer<typeof modelCreateBody>;

/** POST /flowable/flowable/save-model: field `xml` (URL-encoded as the original's modeler sends it). */
export const modelSaveBody = z.object({ modelId: bodyId, xml: bpmnXml });
export type ModelSaveBody = z.infer<typeof modelSaveBody>;

/** POST /flowable/flowable/deploy */
export const modelDeployBody = z.object({ modelId: bodyId });

export const modelRow = z.object({
  modelId: z.number().int(),
  modelKey: z.string(),
  modelName: z.string(),
  category: z.string(),
  description: z.string(),
  /** The version the last deploy wrote, null before the first. */
  version: z.number().int().nullable(),
  definitionId: z.number().int().nullable(),
  createBy: z.string(),
  createTime: apiTime.nullable(),
  updateBy: z.string(),
  updateTime: apiTime.nullable(),
});
export type ModelRow = ApiWire<typeof modelRow>;

/** `1` active, `2` suspended (Flowable's suspensionState). */
export const suspensionState = z.enum(['1', '2']);

/** GET /flowable/definition/definition-list: latest version per key unless `allVersions=true`. */
export const definitionQuery = pageQuery.extend({
  definitionKey: textFilter(64),
  name: textFilter(100),
  allVersions: z
    .enum(['true', 'false', ''])
    .optional()
    .transform((v) => v === 'true'),
  ...sortQuery('definitionId', 'definitionKey', 'name', 'version', 'deployTime'),
});
export type DefinitionQuery = z.infer<typeof definitionQuery>;

/** POST /flowable/definition/suspendOrActivateProcessDefinitionById (query) */
export const definitionStateQuery = z.object({ id: idParam, suspensionState });
/** POST /flowable/definition/delete/ (query) */
export const definitionDeleteQuery = z.object({
  id: idParam,
  /** `true`: an administrator cancels the version's running instances with it. */
  cascade: z
    .enum(['true', 'false', ''])
    .optional()
    .transform((v) => v === 'true'),
});

export const definitionRow = z.object({
  definitionId: z.number().int(),
  definitionKey: z.string(),
  name: z.string(),
  category: z.string(),
  version: z.number().int(),
  deploymentId: z.string(),
  modelId: z.number().int().nullable(),
  suspensionState,
  latest: z.boolean(),
  deployBy: z.string(),
  deployTime: apiTime.nullable(),
});
export type DefinitionRow = ApiWire<typeof definitionRow>;

/**
 * POST /flowable/flowable/deploy: the model's own definition, every definition the file's
 * processes became (a file of several deploys each under its own key), and the warnings of the
 * deploy (names of users or groups that match no one: their tasks go to the process administrators).
 */
export const deployedRow = definitionRow.extend({
  processes: z.array(
    z.object({ definitionId: z.number().int(), definitionKey: z.string(), version: z.number().int() }),
  ),
  warnings: z.array(z.string()),
});
export type DeployedRow = ApiWire<typeof deployedRow>;

/**
 * Colours of a process diagram's progress, the same on the server's images (SVG/PNG) and in the
 * web's bpmn-js viewer (`modeling.setColor(elements, DIAGRAM_COLOURS.finished)`): finished
 * elements and taken sequence flows in green, active elements in blue on a light fill.
 */
export const DIAGRAM_COLOURS = {
  plain: { stroke: '#22242a', fill: '#ffffff' },
  finished: { stroke: '#52c41a', fill: '#f6ffed' },
  active: { stroke: '#1677ff', fill: '#e6f4ff' },
} as const;

/** Which elements of a diagram to colour: element ids (`finished`, `active`), flow ids (`taken`). */
export interface DiagramHighlight {
  finished?: readonly string[];
  taken?: readonly string[];
  active?: readonly string[];
}

/** GET …/loadPngByModelId/{id}, …/processFile/png/{id}: `format=svg` answers the SVG instead. */
export const diagramQuery = z.object({ format: z.enum(['png', 'svg']).optional() });

/**
 * GET /flowable/handler/list: the names of the handlers the engine registered (`notify`,
 * `setVariable`, a module's `quality.onApproved`, …), sorted. The designer offers them for a
 * listener's class, delegate expression (`${name}`) or inline script, and refuses other names.
 */
export const handlerNameList = z.array(z.string());
