import {
  ajaxResult,
  definitionDeleteQuery,
  definitionQuery,
  definitionRow,
  definitionStateQuery,
  idList,
  idParam,
  modelCreateBody,
  modelDeployBody,
  modelImportBody,
  modelQuery,
  modelRow,
  modelSaveBody,
  msg,
  PERMS,
  tableResult,
} from '@zj/contract';
import { z } from 'zod';
import { isAdmin } from '../../core/access/access.ts';
import { principalOf } from '../../core/access/guard-plugin.ts';
import { done, ok, table } from '../../core/http/envelope.ts';
import type { AppInstance } from '../../core/http/types.ts';
import type { WorkflowService } from './workflow.service.ts';

const M = PERMS.flowable.model;
const D = PERMS.flowable.definition;
const MODELS = '流程模板';
const DEFINITIONS = '流程定义';
const tags = ['workflow'];

/**
 * /flowable (spec 02 §7 "Workflow API"): process models under /flowable/flowable, deployed
 * definitions under /flowable/definition. Bodies with `xml` may be JSON or form-encoded. The image
 * calls (loadPngByModelId, processFile/png) are in workflow-diagram.routes.ts.
 */
export async function workflowRoutes(app: AppInstance, deps: { workflow: WorkflowService }) {
  const { workflow } = deps;

  app.get(
    '/flowable/flowable/model-list',
    {
      config: { access: { permission: M.list } },
      schema: { tags, querystring: modelQuery, response: { 200: tableResult(modelRow) } },
    },
    async (request) => {
      const { rows, total } = await workflow.models(request.query);
      return table(rows, total);
    },
  );

  app.get(
    '/flowable/flowable/getXml/:modelId',
    {
      config: { access: { permission: M.query } },
      schema: {
        tags,
        summary: "The model's BPMN XML as data",
        params: z.object({ modelId: idParam }),
        response: { 200: ajaxResult(z.string()) },
      },
    },
    async (request) => ok(await workflow.modelXml(request.params.modelId)),
  );

  app.post(
    '/flowable/flowable/import-xml',
    {
      config: { access: { permission: M.add }, log: { title: MODELS, businessType: 'import' } },
      schema: {
        tags,
        summary: 'A new model from BPMN XML (key and name from its process)',
        body: modelImportBody,
        response: { 200: ajaxResult(modelRow) },
      },
    },
    async (request) => ok(await workflow.importModel(request.body, principalOf(request).userName)),
  );

  app.post(
    '/flowable/flowable/model',
    {
      config: { access: { permission: M.add }, log: { title: MODELS, businessType: 'insert' } },
      schema: {
        tags,
        summary: 'A new blank model: an executable process with this key and name and its start event',
        body: modelCreateBody,
        response: { 200: ajaxResult(modelRow) },
      },
    },
    async (request) => ok(await workflow.createModel(request.body, principalOf(request).userName)),
  );

  app.post(
    '/flowable/flowable/save-model',
    {
      config: { access: { permission: M.edit }, log: { title: MODELS, businessType: 'update' } },
      schema: { tags, summary: "Saves a model's XML (field xml, URL-encoded or JSON)", body: modelSaveBody },
    },
    async (request) => {
      await workflow.saveModel(request.body, principalOf(request).userName);
      return done(msg('common.success', request.lang));
    },
  );

  app.delete(
    '/flowable/flowable/deleteModelByIds/:modelIds',
    {
      config: { access: { permission: M.remove }, log: { title: MODELS, businessType: 'delete' } },
      schema: { tags, params: z.object({ modelIds: idList }) },
    },
    async (request) => {
      await workflow.removeModels(request.params.modelIds);
      return done(msg('common.success', request.lang));
    },
  );

  app.post(
    '/flowable/flowable/deploy',
    {
      config: { access: { permission: M.deploy }, log: { title: MODELS, businessType: 'other' } },
      schema: {
        tags,
        summary: 'Validates the model and writes its next definition version',
        body: modelDeployBody,
        response: { 200: ajaxResult(definitionRow) },
      },
    },
    async (request) => ok(await workflow.deploy(request.body.modelId, principalOf(request).userName, request.lang)),
  );

  app.get(
    '/flowable/definition/definition-list',
    {
      config: { access: { permission: D.list } },
      schema: { tags, querystring: definitionQuery, response: { 200: tableResult(definitionRow) } },
    },
    async (request) => {
      const { rows, total } = await workflow.definitions(request.query);
      return table(rows, total);
    },
  );

  app.get(
    '/flowable/definition/listAll',
    {
      config: { access: { permission: D.list } },
      schema: {
        tags,
        summary: 'The latest active version of every process',
        response: { 200: ajaxResult(z.array(definitionRow)) },
      },
    },
    async () => ok(await workflow.listAll()),
  );

  app.get(
    '/flowable/definition/processFile/xml/:definitionId',
    {
      config: { access: { permission: D.query } },
      schema: { tags, summary: 'The deployed XML as a file', params: z.object({ definitionId: idParam }) },
    },
    async (request, reply) => {
      const { key, version, xml } = await workflow.definitionXml(request.params.definitionId);
      const fileName = `${key}.v${version}.bpmn20.xml`;
      return reply
        .header('Content-Type', 'application/xml; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="process.bpmn20.xml"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        )
        .send(xml);
    },
  );

  app.post(
    '/flowable/definition/suspendOrActivateProcessDefinitionById',
    {
      config: { access: { permission: D.edit }, log: { title: DEFINITIONS, businessType: 'update' } },
      schema: { tags, summary: 'suspensionState 1 activates, 2 suspends', querystring: definitionStateQuery },
    },
    async (request) => {
      await workflow.setState(request.query.id, request.query.suspensionState);
      return done(msg('common.success', request.lang));
    },
  );

  app.post(
    '/flowable/definition/delete/',
    {
      config: { access: { permission: D.remove }, log: { title: DEFINITIONS, businessType: 'delete' } },
      schema: { tags, summary: 'Deletes one definition version', querystring: definitionDeleteQuery },
    },
    async (request) => {
      const p = principalOf(request);
      await workflow.removeDefinition(request.query.id, { asked: request.query.cascade, admin: isAdmin(p) });
      return done(msg('common.success', request.lang));
    },
  );
}
