import type { FastifyRequest } from 'fastify';
import type { App } from '../app.ts';
import type { Db } from '../core/db/client.ts';
import type { ProjectRef } from '../core/project/project-ref.ts';
import { type JsonSchema, sampleOf } from './json-sample.ts';

/**
 * Requests that reach a route's handler, built from its OpenAPI schemas and its project
 * reference (`config.project`): the project-scope test points every project-scoped route at
 * a chosen project with them.
 */

export type Location = { source: 'param' | 'query' | 'body'; name: string };
interface Operation {
  parameters?: Array<{ in: string; name: string; required?: boolean; schema: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
}
type Route = { method: string; url: string };

/** The route in the OpenAPI document (its parameter and body schemas). */
export const operationOf = (app: App, route: Route): Operation =>
  (app.swagger() as { paths: Record<string, Record<string, Operation>> }).paths[
    route.url.replace(/:([^/]+)/g, '{$1}')
  ]?.[route.method.toLowerCase()] ?? {};

/** Where a reference reads its value: its `from`, or (for wrapped references) the field it touches. */
export async function locate(ref: ProjectRef, url: string, db: Db): Promise<Location> {
  if (ref.from) return ref.from.source === 'lookup' ? locate(ref.from.inner, url, db) : ref.from;
  const seen: Location[] = [];
  const part = (source: Location['source']) =>
    new Proxy(
      {},
      {
        get: (_t, name) => {
          if (typeof name === 'string') seen.push({ source, name });
          return undefined;
        },
      },
    );
  await ref({ params: part('param'), query: part('query'), body: part('body') } as unknown as FastifyRequest, db);
  if (seen.length !== 1) throw new Error(`cannot tell where ${url} finds its project (read ${JSON.stringify(seen)})`);
  return seen[0] as Location;
}

/** The first candidate value for the located field that the reference resolves to the project. */
export async function valueFor(
  ref: ProjectRef,
  at: Location,
  target: { projectId: number; candidates: number[] },
  url: string,
  db: Db,
): Promise<number> {
  for (const value of target.candidates) {
    const holder = { [at.name]: at.source === 'body' ? value : String(value) };
    const request = { params: {}, query: {}, body: {}, [at.source === 'param' ? 'params' : at.source]: holder };
    if ((await ref(request as unknown as FastifyRequest, db)) === target.projectId) return value;
  }
  throw new Error(`cannot point ${url} at a project: give the test a row its lookup resolves`);
}

/** A request of the route whose project field holds `value` (other fields: the smallest valid values). */
export function requestFor(app: App, route: Route, at: Location, value: number, headers: Record<string, string>) {
  const op = operationOf(app, route);
  const params = op.parameters ?? [];
  const sample = (p: (typeof params)[number]) =>
    p.name === at.name && p.in === (at.source === 'param' ? 'path' : 'query') ? value : sampleOf(p.schema, p.name);
  const url = route.url.replace(/:([^/]+)/g, (_m, name: string) => {
    const p = params.find((q) => q.in === 'path' && q.name === name);
    return String(p ? sample(p) : value);
  });
  const query = Object.fromEntries(
    params
      .filter((p) => p.in === 'query' && (p.required || p.name === at.name))
      .map((p) => [p.name, String(sample(p))]),
  );
  const schema = op.requestBody?.content?.['application/json']?.schema;
  const body = schema
    ? { ...(sampleOf(schema, 'body') as object), ...(at.source === 'body' ? { [at.name]: value } : {}) }
    : undefined;
  return { method: route.method as 'GET', url, query, headers, ...(body ? { payload: body } : {}) };
}
