import type { z } from 'zod';
import type { HttpMethod } from './endpoint-ref.ts';
import { ajaxResult, errorEnvelope, tableResult } from './envelope.ts';
import type { BusinessType } from './logs.ts';
import type { Access } from './permissions.ts';

/**
 * The endpoint table: every call of the API is declared once, as an `endpoint` in the
 * `<module>.api.ts` of its module — method, path, the schemas of its path parameters, query,
 * body and answer, who may call it, where its project is, and how the operation log records it.
 * The server registers each with `serve(app, endpoint, handler)`, the web calls it with
 * `call(API.<group>.<name>, input)`, the web tests' fake server and docs/api.md read the table.
 */

/**
 * Where a project-scoped call names the project it touches: a path parameter, a query or body
 * field, a parent (a body field whose project the caller needs; a parent that does not exist is the
 * service's to refuse), or the project of another row found by a named lookup (the server binds
 * each lookup name to a query of the module that owns the row).
 */
export type ProjectAt =
  | { readonly source: 'param' | 'query' | 'body'; readonly name: string; readonly parent?: true }
  | { readonly source: 'lookup'; readonly lookup: string; readonly inner: ProjectAt };

export const projectAt = {
  param: (name: string): ProjectAt => ({ source: 'param', name }),
  query: (name: string): ProjectAt => ({ source: 'query', name }),
  body: (name: string): ProjectAt => ({ source: 'body', name }),
  parent: (name: string): ProjectAt => ({ source: 'body', name, parent: true }),
  /** The project of the row that `inner` names, found by the lookup `lookup` (e.g. 'problem'). */
  lookup: (lookup: string, inner: ProjectAt): ProjectAt => ({ source: 'lookup', lookup, inner }),
  /** A module's lookup by name, for the calls that name its rows: `planAt(projectAt.param('id'))`. */
  lookupOf:
    (lookup: string) =>
    (inner: ProjectAt): ProjectAt => ({ source: 'lookup', lookup, inner }),
};

/** The operation-log rules of a module's calls: its title (操作日志's 系统模块), each call's type. */
export const logAs =
  (title: string) =>
  (businessType: BusinessType): LogRule => ({ title, businessType });

/** How the operation log records a call; `false`: a read that RuoYi's clients send by POST (not logged). */
export type LogRule = { readonly title: string; readonly businessType: BusinessType } | false;

/** The shape of an answer: each kind is written by the server in one way (`serve`). */
export type Answer =
  /** `{code, msg, data}` */
  | { readonly kind: 'row'; readonly data: z.ZodType; readonly schema: z.ZodType }
  /** `{code, msg, rows, total}` */
  | { readonly kind: 'table'; readonly row: z.ZodType; readonly schema: z.ZodType }
  /** `{code, msg}` */
  | { readonly kind: 'done'; readonly schema: z.ZodType }
  /** `{code, msg, ...fields}`: RuoYi answers that put their fields beside `msg` (getInfo, treeselects). */
  | { readonly kind: 'fields'; readonly fields: z.ZodType; readonly schema: z.ZodType }
  /** A file (a sheet, an image, a stored upload); a refusal still comes as an envelope. */
  | { readonly kind: 'file'; readonly mime: string };

export const answer = {
  row: <T extends z.ZodType>(data: T) => ({ kind: 'row' as const, data, schema: ajaxResult(data) }),
  table: <T extends z.ZodType>(row: T) => ({ kind: 'table' as const, row, schema: tableResult(row) }),
  done: () => ({ kind: 'done' as const, schema: errorEnvelope }),
  fields: <S extends z.ZodRawShape>(fields: z.ZodObject<S>) => ({
    kind: 'fields' as const,
    fields,
    schema: errorEnvelope.extend(fields.shape),
  }),
  file: (mime: string) => ({ kind: 'file' as const, mime }),
};

/** What an endpoint declares. */
export interface EndpointDef {
  readonly method: HttpMethod;
  /** Below /prod-api, RuoYi's path, `:name` for a path parameter. */
  readonly path: string;
  /** One line for the OpenAPI document and docs/api.md. */
  readonly summary?: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** The JSON (or form-encoded) body. */
  readonly body?: z.ZodType;
  /** A multipart upload (the body is the form data, read by the handler). */
  readonly multipart?: true;
  readonly answer: Answer;
  /** `PUBLIC`, `AUTHENTICATED` or `{ permission }`. */
  readonly access: Access;
  /** Project-scoped calls: where the project is (the caller must be a member with the permission). */
  readonly project?: ProjectAt;
  /**
   * Required of every call but GET: the operation log's title and business type, or `false`. A GET
   * declares one only where RuoYi logs it (账户解锁 is a GET that changes something).
   */
  readonly log?: LogRule;
}

/** An endpoint of the table: its declaration and the group (OpenAPI tag) it belongs to. */
export type Endpoint = EndpointDef & { readonly group: string };

/** One endpoint, as declared (the types of its schemas kept). */
export const endpoint = <const D extends EndpointDef>(def: D): D => def;

/** A module's endpoints, under the group name the table and the OpenAPI tags use. */
export function api<const T extends Record<string, EndpointDef>>(
  group: string,
  endpoints: T,
): { readonly [K in keyof T]: T[K] & { readonly group: string } } {
  const grouped: Record<string, Endpoint> = {};
  for (const [name, def] of Object.entries(endpoints)) grouped[name] = { ...def, group };
  return grouped as { readonly [K in keyof T]: T[K] & { readonly group: string } };
}

// ---- types derived from an endpoint (server handlers and web calls) -------------------------

type Schema<E, K extends string> = E extends { readonly [P in K]: infer S extends z.ZodType } ? S : undefined;
type OptionalIfEmpty<K extends string, T> = object extends T ? { readonly [P in K]?: T } : { readonly [P in K]: T };

/** What a client sends: path parameters, query and body as the schemas accept them (wire form). */
export type CallInput<E> = (Schema<E, 'params'> extends z.ZodType
  ? { readonly params: z.input<Schema<E, 'params'>> }
  : unknown) &
  (Schema<E, 'query'> extends z.ZodType ? OptionalIfEmpty<'query', z.input<Schema<E, 'query'>>> : unknown) &
  (E extends { readonly multipart: true }
    ? { readonly body: FormData }
    : Schema<E, 'body'> extends z.ZodType
      ? OptionalIfEmpty<'body', z.input<Schema<E, 'body'>>>
      : unknown);

/** What a client receives when the call succeeds: the whole answer as the wire has it. */
export type CallOutput<E> = E extends { readonly answer: { readonly kind: 'file' } }
  ? Blob
  : E extends { readonly answer: { readonly schema: infer S extends z.ZodType } }
    ? z.input<S>
    : never;

/** The parsed request a server handler reads. */
export type ParamsOf<E> = Schema<E, 'params'> extends z.ZodType ? z.output<Schema<E, 'params'>> : unknown;
export type QueryOf<E> = Schema<E, 'query'> extends z.ZodType ? z.output<Schema<E, 'query'>> : unknown;
export type BodyOf<E> = Schema<E, 'body'> extends z.ZodType ? z.output<Schema<E, 'body'>> : unknown;
