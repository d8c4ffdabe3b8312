import { type BodyOf, type Endpoint, msg, OK, type ParamsOf, type ProjectAt, type QueryOf } from '@zj/contract';
import type { FastifyReply, FastifyRequest, onRequestHookHandler, preHandlerHookHandler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { type ProjectRef, projectFrom } from '../project/project-ref.ts';
import { ok, table } from './envelope.ts';
import type { AppInstance } from './types.ts';

/** The project of a row of some module, by its id (a module offers it under a name: `projectLookups`). */
export type ProjectLookup = (id: number, db: Db) => Promise<number | undefined>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The lookups endpoints name in `projectAt.lookup(name, …)`, from every module. */
    projectLookups: ReadonlyMap<string, ProjectLookup>;
  }
}

/**
 * A `row` (or `fields`) answer with a message other than the plain success
 * (`said(msg('upload.success', lang), file)`).
 */
export class Said<T> {
  constructor(
    readonly message: string,
    readonly data: T,
  ) {}
}
export const said = <T>(message: string, data: T) => new Said(message, data);

/** A page whose rows the database already wrote as the wire's JSON (busy lists; not parsed in Node). */
export interface JsonPage {
  rowsJson: string;
  total: number;
}

type Out<S> = S extends z.ZodType ? z.output<S> : never;

/** What a handler returns for each kind of answer; `serve` writes the envelope around it. */
export type HandlerResult<E> = E extends { readonly answer: { readonly kind: 'row'; readonly data: infer S } }
  ? Out<S> | Said<Out<S>>
  : E extends { readonly answer: { readonly kind: 'table'; readonly row: infer S } }
    ? { rows: Out<S>[]; total: number } | JsonPage
    : E extends { readonly answer: { readonly kind: 'fields'; readonly fields: infer S } }
      ? Out<S> | Said<Out<S>>
      : E extends { readonly answer: { readonly kind: 'done' } }
        ? // The message of the success (the plain success in the caller's language when none).
          string | undefined
        : // A file: the handler sends it on the reply.
          FastifyReply;

export type EndpointRequest<E> = FastifyRequest<{ Params: ParamsOf<E>; Querystring: QueryOf<E>; Body: BodyOf<E> }>;
export type Handler<E> = (request: EndpointRequest<E>, reply: FastifyReply) => Promise<HandlerResult<E>>;

export interface ServeOptions {
  /** A serializer of its own (a busy list's: rows written without their schema). */
  serializer?: (data: unknown) => string;
  /** Hooks of this route alone: before validation (a rate limit by address) … */
  onRequest?: onRequestHookHandler;
  /** … and once the request is parsed (a rate limit by the user it names). */
  preHandler?: preHandlerHookHandler;
}

/** The guard's reference for a declared project location, with lookups bound to their queries. */
export function projectRefOf(at: ProjectAt, lookups: ReadonlyMap<string, ProjectLookup>): ProjectRef {
  if (at.source === 'lookup') {
    const lookup = lookups.get(at.lookup);
    if (!lookup) throw new Error(`no module offers the project lookup '${at.lookup}'`);
    return projectFrom.lookup(projectRefOf(at.inner, lookups), lookup);
  }
  return at.parent ? projectFrom.parent(at.name) : projectFrom[at.source](at.name);
}

function envelope(e: Endpoint, result: unknown, request: FastifyRequest, reply: FastifyReply): unknown {
  switch (e.answer.kind) {
    case 'row':
      return result instanceof Said ? ok(result.data, result.message) : ok(result);
    case 'table': {
      const page = result as JsonPage | { rows: unknown[]; total: number };
      if ('rowsJson' in page) {
        // Text the route's serializer passes through.
        reply.type('application/json; charset=utf-8');
        return `{"code":${OK},"msg":"查询成功","rows":${page.rowsJson},"total":${page.total}}`;
      }
      return table(page.rows, page.total);
    }
    case 'fields':
      return result instanceof Said
        ? { code: OK, msg: result.message, ...(result.data as object) }
        : { code: OK, msg: '操作成功', ...(result as object) };
    case 'done':
      return { code: OK, msg: (result as string | undefined) ?? msg('common.success', request.lang) };
    case 'file':
      return result;
  }
}

/**
 * Registers the route of an endpoint of the table: its method and path, its schemas (validation
 * and the OpenAPI document), its access, project and log rule for the guard and the operation log;
 * the handler returns what the answer's kind needs, and `serve` writes the envelope.
 */
export function serve<const E extends Endpoint>(
  app: AppInstance,
  e: E,
  handler: Handler<E>,
  options: ServeOptions = {},
): void {
  const answerSchema = e.answer.kind === 'file' ? undefined : e.answer.schema;
  app.route({
    method: e.method,
    url: e.path,
    schema: {
      tags: [e.group],
      ...(e.summary ? { summary: e.summary } : {}),
      ...(e.params ? { params: e.params } : {}),
      ...(e.query ? { querystring: e.query } : {}),
      ...(e.body ? { body: e.body } : {}),
      ...(answerSchema ? { response: { 200: answerSchema } } : {}),
    },
    config: {
      access: e.access,
      ...(e.log === undefined ? {} : { log: e.log }),
      ...(e.project ? { project: projectRefOf(e.project, app.projectLookups) } : {}),
    },
    ...(options.onRequest ? { onRequest: options.onRequest } : {}),
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    ...(answerSchema
      ? {
          serializerCompiler: (route) => {
            if (options.serializer) return options.serializer;
            const schemaWriter = serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
            // A page the database wrote as JSON is text already.
            return (data: unknown) => (typeof data === 'string' ? data : schemaWriter(data));
          },
        }
      : {}),
    handler: async (request, reply) =>
      envelope(e, await handler(request as unknown as EndpointRequest<E>, reply), request, reply),
  });
}
