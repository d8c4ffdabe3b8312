import { workflowApi as api, type DiagramHighlight } from '@zj/contract';
import type { FastifyReply } from 'fastify';
import { serve } from '../../core/http/serve.ts';
import type { AppInstance } from '../../core/http/types.ts';
import { renderDiagramPng } from '../../core/workflow/diagram-png.ts';
import { renderDiagramSvg } from '../../core/workflow/diagram-svg.ts';
import type { WorkflowService } from './workflow.service.ts';

/**
 * The diagram images of spec 02 §7: a model's (loadPngByModelId) and a deployed definition's
 * (processFile/png), drawn on the server from the XML's diagram interchange. PNG by default,
 * `format=svg` for the SVG. An unknown id, or a model without a diagram, answers the
 * envelope's error like every other call.
 */
export async function workflowDiagramRoutes(app: AppInstance, { workflow }: { workflow: WorkflowService }) {
  serve(app, api.modelDiagram, async (request, reply) =>
    sendDiagram(reply, await workflow.modelXml(request.params.modelId), request.query.format),
  );
  serve(app, api.definitionDiagram, async (request, reply) => {
    const { key, xml } = await workflow.definitionXml(request.params.definitionId);
    return sendDiagram(reply, xml, request.query.format, {}, key);
  });
}

/**
 * A diagram as PNG (or SVG) — of process `processKey` in a file of several —, with the progress
 * of an instance highlighted when given.
 */
export async function sendDiagram(
  reply: FastifyReply,
  xml: string,
  format: 'png' | 'svg' | undefined,
  highlight?: DiagramHighlight,
  processKey?: string,
) {
  const svg = await renderDiagramSvg(xml, highlight, processKey);
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
