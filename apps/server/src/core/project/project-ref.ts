import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';

/** Where a project reference reads its value: a field of the request, or a lookup from another id. */
export type RefSource = { source: 'param' | 'query' | 'body'; name: string } | { source: 'lookup'; inner: ProjectRef };

/**
 * Where a project-scoped route finds the project it touches: a path parameter, a query or body
 * field, or a lookup from another id (a problem's project, say). Declared on the route as
 * `config.project`; the guard checks it after validation, so the values are already parsed.
 * `undefined` means the call names no project (the service then limits itself to the caller's).
 * `from` says where the value comes from (the access snapshot and the project-scope test read it).
 */
export type ProjectRef = ((request: FastifyRequest, db: Db) => number | undefined | Promise<number | undefined>) & {
  readonly from?: RefSource;
  /** A parent reference: an id that matches no project is the service's to refuse (400), not the guard's. */
  readonly parent?: true;
};

const field = (source: unknown, name: string): number | undefined => {
  const value = (source as Record<string, unknown> | undefined)?.[name];
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : undefined;
};

const described = (ref: ProjectRef, from: RefSource): ProjectRef => Object.assign(ref, { from });
const fieldRef = (source: 'param' | 'query' | 'body', name: string): ProjectRef => {
  const part = source === 'param' ? 'params' : source;
  return described((request) => field(request[part], name), { source, name });
};

export const projectFrom = {
  param: (name: string): ProjectRef => fieldRef('param', name),
  query: (name: string): ProjectRef => fieldRef('query', name),
  body: (name: string): ProjectRef => fieldRef('body', name),
  /**
   * The parent a new or moved project goes below (a body field): the caller needs the route's
   * permission there, while a parent that does not exist is a bad field the service refuses.
   */
  parent: (name: string): ProjectRef => Object.assign(fieldRef('body', name), { parent: true as const }),
  /** The project of another row: `lookup(id)` answers its project id (or undefined when it is unknown). */
  lookup: (from: ProjectRef, lookup: (id: number, db: Db) => Promise<number | undefined>): ProjectRef =>
    described(
      async (request, db) => {
        const id = await from(request, db);
        return id === undefined ? undefined : ((await lookup(id, db)) ?? -1);
      },
      { source: 'lookup', inner: from },
    ),
};

/** How a reference reads in the route-access snapshot: `body.projectId`, `lookup(param.id)`. */
export function describeRef(ref: ProjectRef): string {
  const from = ref.from;
  if (!from) return 'custom';
  const where = from.source === 'lookup' ? `lookup(${describeRef(from.inner)})` : `${from.source}.${from.name}`;
  return ref.parent ? `parent(${where})` : where;
}
