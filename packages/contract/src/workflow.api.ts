import { z } from 'zod';
import { idList, idParam } from './common.ts';
import { answer, api, endpoint, logAs } from './endpoint.ts';
import { PERMS } from './permissions.ts';
import {
  definitionDeleteQuery,
  definitionQuery,
  definitionRow,
  definitionStateQuery,
  deployedRow,
  diagramQuery,
  handlerNameList,
  modelCreateBody,
  modelDeployBody,
  modelImportBody,
  modelQuery,
  modelRow,
  modelSaveBody,
} from './workflow.ts';

const M = PERMS.flowable.model;
const D = PERMS.flowable.definition;
const models = (businessType: 'insert' | 'update' | 'delete' | 'import' | 'other') =>
  ({ title: '流程模板', businessType }) as const;
const definitions = logAs('流程定义');

/**
 * 流程管理, the definition side (spec 02 §7 "Workflow API"): process models under
 * /flowable/flowable, deployed definitions under /flowable/definition, their diagrams, and the
 * engine's handler names for the designer. Bodies with `xml` may be JSON or form-encoded.
 */
export const workflowApi = api('workflow', {
  // ---- models: /flowable/flowable ----
  models: endpoint({
    method: 'GET',
    path: '/flowable/flowable/model-list',
    query: modelQuery,
    answer: answer.table(modelRow),
    access: { permission: M.list },
  }),
  modelXml: endpoint({
    method: 'GET',
    path: '/flowable/flowable/getXml/:modelId',
    summary: "The model's BPMN XML as data",
    params: z.object({ modelId: idParam }),
    answer: answer.row(z.string()),
    access: { permission: M.query },
  }),
  modelDiagram: endpoint({
    method: 'GET',
    path: '/flowable/flowable/loadPngByModelId/:modelId',
    summary: "The model's diagram as PNG (format=svg: SVG)",
    params: z.object({ modelId: idParam }),
    query: diagramQuery,
    answer: answer.file('image/png'),
    access: { permission: M.query },
  }),
  importModel: endpoint({
    method: 'POST',
    path: '/flowable/flowable/import-xml',
    summary: 'A new model from BPMN XML (key and name from its process)',
    body: modelImportBody,
    answer: answer.row(modelRow),
    access: { permission: M.add },
    log: models('import'),
  }),
  createModel: endpoint({
    method: 'POST',
    path: '/flowable/flowable/model',
    summary: 'A new blank model: an executable process with this key and name and its start event',
    body: modelCreateBody,
    answer: answer.row(modelRow),
    access: { permission: M.add },
    log: models('insert'),
  }),
  saveModel: endpoint({
    method: 'POST',
    path: '/flowable/flowable/save-model',
    summary: "Saves a model's XML (field xml, URL-encoded or JSON)",
    body: modelSaveBody,
    answer: answer.done(),
    access: { permission: M.edit },
    log: models('update'),
  }),
  removeModels: endpoint({
    method: 'DELETE',
    path: '/flowable/flowable/deleteModelByIds/:modelIds',
    params: z.object({ modelIds: idList }),
    answer: answer.done(),
    access: { permission: M.remove },
    log: models('delete'),
  }),
  deploy: endpoint({
    method: 'POST',
    path: '/flowable/flowable/deploy',
    summary: 'Validates the model and writes its next definition version',
    body: modelDeployBody,
    answer: answer.row(deployedRow),
    access: { permission: M.deploy },
    log: models('other'),
  }),

  // ---- definitions: /flowable/definition ----
  definitions: endpoint({
    method: 'GET',
    path: '/flowable/definition/definition-list',
    query: definitionQuery,
    answer: answer.table(definitionRow),
    access: { permission: D.list },
  }),
  listAll: endpoint({
    method: 'GET',
    path: '/flowable/definition/listAll',
    summary: 'The latest active version of every process',
    answer: answer.row(z.array(definitionRow)),
    access: { permission: D.list },
  }),
  definitionXml: endpoint({
    method: 'GET',
    path: '/flowable/definition/processFile/xml/:definitionId',
    summary: 'The deployed XML as a file',
    params: z.object({ definitionId: idParam }),
    answer: answer.file('application/xml'),
    access: { permission: D.query },
  }),
  definitionDiagram: endpoint({
    method: 'GET',
    path: '/flowable/definition/processFile/png/:definitionId',
    summary: "The deployed definition's diagram as PNG (format=svg: SVG)",
    params: z.object({ definitionId: idParam }),
    query: diagramQuery,
    answer: answer.file('image/png'),
    access: { permission: D.query },
  }),
  setDefinitionState: endpoint({
    method: 'POST',
    path: '/flowable/definition/suspendOrActivateProcessDefinitionById',
    summary: 'suspensionState 1 activates, 2 suspends',
    query: definitionStateQuery,
    answer: answer.done(),
    access: { permission: D.edit },
    log: definitions('update'),
  }),
  removeDefinition: endpoint({
    method: 'POST',
    path: '/flowable/definition/delete/',
    summary: 'Deletes one definition version',
    query: definitionDeleteQuery,
    answer: answer.done(),
    access: { permission: D.remove },
    log: definitions('delete'),
  }),

  // ---- the designer's listener drawer ----
  handlers: endpoint({
    method: 'GET',
    path: '/flowable/handler/list',
    summary: 'The names of the registered workflow handlers (listener classes, script bodies)',
    answer: answer.row(handlerNameList),
    access: { permission: M.query },
  }),
});
