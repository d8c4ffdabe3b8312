import { type DiagramHighlight, diagramQuery, idParam, PERMS } from '@zj/contract';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../../core/http/types.ts';
import { renderDiagramPng } from '../../core/workflow/diagram-png.ts';
import { renderDiagramSvg } from '../../core/workflow/diagram-svg.ts';
import type { WorkflowService } from './workflow.service.ts';

const tags = ['workflow'];

/**
 * The diagram images of spec 02 §7: a model's (loadPngByModelId) and a deployed definition's
 * (processFile/png), drawn on the server from the XML's diagram interchange. PNG by default,
 * `format=svg` for the SVG. An unknown id, or a model without a diagram, answers the
 * envelope's error like every other call.
 */
export async function workflowDiagramRoutes(app: AppInstance, deps: { workflow: WorkflowService }) {
  const { workflow } = deps;

  app.get(
    '/flowable/flowable/loadPngByModelId/:modelId',
    {
      config: { access: { permission: PERMS.flowable.model.query } },
      schema: {
        tags,
        summary: "The model's diagram as PNG (format=svg: SVG)",
        params: z.object({ modelId: idParam }),
        querystring: diagramQuery,
      },
    },
    async (request, reply) => sendDiagram(reply, await workflow.modelXml(request.params.modelId), request.query.format),
  );

  app.get(
    '/flowable/definition/processFile/png/:definitionId',
    {
      config: { access: { permission: PERMS.flowable.definition.query } },
      schema: {
        tags,
        summary: "The deployed definition's diagram as PNG (format=svg: SVG)",
        params: z.object({ definitionId: idParam }),
        querystring: diagramQuery,
      },
    },
    async (request, reply) => {
      const { xml } = await workflow.definitionXml(request.params.definitionId);
      return sendDiagram(reply, xml, request.query.format);
    },
  );
}

/** A diagram as PNG (or SVG), with the progress of an instance highlighted when given. */
export async function sendDiagram(
  reply: FastifyReply,
  xml: string,
  format: 'png' | 'svg' | undefined,
  highlight?: DiagramHighlight,
) {
  const svg = await renderDiagramSvg(xml, highlight);
  reply.header('Cache-Control', 'no-store');
  if (format === 'svg') {
    // Served on its own, the image may run nothing (its texts are escaped besides).
    return reply
      .header('Content-Type', 'image/svg+xml; charset=utf-8')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(svg);
  }
  return reply.header('Content-Type', 'image/png').send(await renderDiagramPng(svg));
}
