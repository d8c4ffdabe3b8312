import { Readable } from 'node:stream';
import { modelsApi as api } from '@zj/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { principalOf } from '../../core/access/guard-plugin.ts';
import { AppError } from '../../core/http/app-error.ts';
import { serve } from '../../core/http/serve.ts';
import type { AppInstance } from '../../core/http/types.ts';
import { modelUploadServer, type UploadCaller } from './model-upload.ts';
import type { ModelsService } from './models.service.ts';

export interface ModelsRouteDeps {
  models: ModelsService;
  dataDir: string;
  /** The project of a problem (a viewpoint of a problem must be of the same project). */
  problemProject: (problemId: number) => Promise<number | undefined>;
  /** The problem shared under a public link's token. */
  problemOfShareToken: (token: string) => Promise<number | undefined>;
}

export async function modelsRoutes(
  app: AppInstance,
  { models, dataDir, problemProject, problemOfShareToken }: ModelsRouteDeps,
) {
  // bands
  serve(app, api.bandList, async (request) => models.bandList(principalOf(request), request.query.projectId));
  serve(app, api.bandAdd, async (request) => models.bandAdd(principalOf(request), request.body));
  serve(app, api.bandEdit, async (request) => void (await models.bandEdit(principalOf(request), request.body)));
  serve(
    app,
    api.bandRemove,
    async (request) => void (await models.bandRemove(principalOf(request), request.params.bandId)),
  );
  // versions
  serve(app, api.versionList, async (request) => models.versionList(principalOf(request), request.query, request.lang));
  serve(app, api.versionGet, async (request) =>
    models.versionGet(principalOf(request), request.params.versionId, request.lang),
  );
  serve(
    app,
    api.versionCurrent,
    async (request) => void (await models.versionCurrent(principalOf(request), request.params.versionId)),
  );
  serve(
    app,
    api.versionRemove,
    async (request) =>
      void (await models.versionRemove(principalOf(request), request.params.versionId, request.query.force)),
  );
  serve(app, api.fragments, async (request, reply) => {
    const file = await models.fragments(principalOf(request), request.params.versionId);
    return reply
      .header('Content-Type', 'application/octet-stream')
      .header('Content-Length', file.size)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, max-age=31536000, immutable')
      .send(file.stream);
  });
  // elements
  serve(app, api.elementList, async (request) => models.elementList(principalOf(request), request.query));
  serve(app, api.elementTree, async (request) => models.elementTree(principalOf(request), request.params.versionId));
  serve(app, api.elementGet, async (request) =>
    models.elementGet(principalOf(request), request.params.versionId, request.params.globalId),
  );
  // comparison and log
  serve(app, api.compare, async (request) => models.compare(principalOf(request), request.query));
  serve(app, api.compareSummary, async (request) =>
    models.compareSummary(principalOf(request), request.query.fromVersionId, request.query.toVersionId),
  );
  serve(app, api.logList, async (request) => models.logList(principalOf(request), request.query, request.lang));
  // viewpoints
  serve(app, api.viewpointAdd, async (request) =>
    models.viewpointAdd(principalOf(request), request.body, problemProject),
  );
  serve(app, api.viewpointList, async (request) => models.viewpointList(principalOf(request), request.query));
  serve(app, api.viewpointShared, async (request) => {
    const problemId = await problemOfShareToken(request.params.token);
    if (problemId === undefined) throw new AppError(404, 'problem.share.notFound');
    return models.sharedViewpoint(problemId);
  });
  serve(app, api.viewpointGet, async (request) =>
    models.viewpointGet(principalOf(request), request.params.viewpointId),
  );

  // tus: its web handler reads the bytes from the request stream (no body parser here) and answers
  // a web Response, which the reply writes (so the hooks of every answer still run).
  const callers = new WeakMap<object, UploadCaller>();
  const tus = modelUploadServer(models, dataDir, callers);
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
  const handOver = async (request: FastifyRequest, reply: FastifyReply) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const hasBody = request.method !== 'HEAD' && request.headers['content-type'] === 'application/offset+octet-stream';
    const web = new Request(`http://${request.host || 'localhost'}${request.url}`, {
      method: request.method,
      headers,
      ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
    } as RequestInit);
    callers.set(web, { principal: principalOf(request), lang: request.lang });
    const answer = await tus.handleWeb(web);
    reply.code(answer.status);
    answer.headers.forEach((value, name) => {
      if (name !== 'content-length') reply.header(name, value);
    });
    const body = answer.body ? Buffer.from(await answer.arrayBuffer()) : undefined;
    if (body?.length) reply.type('text/plain; charset=utf-8');
    return reply.send(body?.length ? body.toString('utf8') : undefined);
  };
  serve(app, api.uploadCreate, handOver);
  serve(app, api.uploadPatch, handOver);
  serve(app, api.uploadHead, handOver);
}
