import { workflowApi as api } from '@zj/contract';
import { isAdmin } from '../../core/access/access.ts';
import { principalOf } from '../../core/access/guard-plugin.ts';
import { serve } from '../../core/http/serve.ts';
import type { AppInstance } from '../../core/http/types.ts';
import type { WorkflowService } from './workflow.service.ts';

/**
 * /flowable (spec 02 §7 "Workflow API"): process models under /flowable/flowable, deployed
 * definitions under /flowable/definition (workflow.api.ts). Bodies with `xml` may be JSON or
 * form-encoded. The image calls (loadPngByModelId, processFile/png) are in workflow-diagram.routes.ts.
 */
export async function workflowRoutes(app: AppInstance, { workflow }: { workflow: WorkflowService }) {
  serve(app, api.models, async (request) => workflow.models(request.query));
  serve(app, api.modelXml, async (request) => workflow.modelXml(request.params.modelId));
  serve(app, api.importModel, async (request) => workflow.importModel(request.body, principalOf(request).userName));
  serve(app, api.createModel, async (request) => workflow.createModel(request.body, principalOf(request).userName));
  serve(
    app,
    api.saveModel,
    async (request) => void (await workflow.saveModel(request.body, principalOf(request).userName)),
  );
  serve(app, api.removeModels, async (request) => void (await workflow.removeModels(request.params.modelIds)));
  serve(app, api.deploy, async (request) =>
    workflow.deploy(request.body.modelId, principalOf(request).userName, request.lang),
  );

  serve(app, api.definitions, async (request) => workflow.definitions(request.query));
  serve(app, api.listAll, async () => workflow.listAll());
  serve(app, api.definitionXml, async (request, reply) => {
    const { key, version, xml } = await workflow.definitionXml(request.params.definitionId);
    const fileName = `${key}.v${version}.bpmn20.xml`;
    return reply
      .header('Content-Type', 'application/xml; charset=utf-8')
      .header(
        'Content-Disposition',
        `attachment; filename="process.bpmn20.xml"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      )
      .send(xml);
  });
  serve(app, api.setDefinitionState, async (request) => {
    await workflow.setState(request.query.id, request.query.suspensionState);
    return undefined;
  });
  serve(app, api.removeDefinition, async (request) => {
    const { id, cascade } = request.query;
    await workflow.removeDefinition(id, { asked: cascade, admin: isAdmin(principalOf(request)) });
    return undefined;
  });
}
