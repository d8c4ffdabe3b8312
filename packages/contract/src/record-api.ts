import { z } from 'zod';
import { idList, XLSX_MIME } from './common.ts';
import { answer, endpoint } from './endpoint.ts';

/** What a record list (an append-only log such as RuoYi's operation and login logs) declares. */
export interface RecordSpec<
  P extends string,
  I extends string,
  Q extends z.ZodType,
  F extends z.ZodType,
  R extends z.ZodType,
> {
  /** The list's path, e.g. '/system/operlog'. */
  readonly path: P;
  /** The path parameter of the ids to delete, e.g. 'operIds'. */
  readonly idsParam: I;
  /** The operation log's title of the deletes and the export. */
  readonly title: string;
  readonly perms: { readonly list: string; readonly remove: string; readonly export: string };
  /** The list's query (a page, filters and order). */
  readonly query: Q;
  /** The export's filters (a form-encoded body). */
  readonly filters: F;
  readonly row: R;
}

/**
 * The four calls of a log page, as RuoYi's clients make them: `GET {path}/list`,
 * `DELETE {path}/:{idsParam}`, `DELETE {path}/clean`, `POST {path}/export`. A module's api spreads
 * them beside its own endpoints (`api('operlog', { ...recordApi({...}) })`); the server serves
 * them with `recordRoutes`.
 */
export function recordApi<
  const P extends string,
  const I extends string,
  Q extends z.ZodType,
  F extends z.ZodType,
  R extends z.ZodType,
>(spec: RecordSpec<P, I, Q, F, R>) {
  const { path, title, perms } = spec;
  return {
    list: endpoint({
      method: 'GET',
      path: `${path}/list`,
      query: spec.query,
      answer: answer.table(spec.row),
      access: { permission: perms.list },
    }),
    remove: endpoint({
      method: 'DELETE',
      path: `${path}/:${spec.idsParam}`,
      params: z.object({ [spec.idsParam]: idList } as Record<I, typeof idList>),
      answer: answer.done(),
      access: { permission: perms.remove },
      log: { title, businessType: 'delete' },
    }),
    clean: endpoint({
      method: 'DELETE',
      path: `${path}/clean`,
      answer: answer.done(),
      access: { permission: perms.remove },
      log: { title, businessType: 'clean' },
    }),
    export: endpoint({
      method: 'POST',
      path: `${path}/export`,
      body: spec.filters.nullish(),
      answer: answer.file(XLSX_MIME),
      access: { permission: perms.export },
      log: { title, businessType: 'export' },
    }),
  };
}

type RecordDefs<Q extends z.ZodType, F extends z.ZodType, R extends z.ZodType, I extends string> = ReturnType<
  typeof recordApi<string, I, Q, F, R>
>;

/** The endpoints `recordApi` declares in a module's api, of rows `R` listed by `Q` and exported by `F`. */
export type RecordApi<
  Q extends z.ZodType = z.ZodType,
  F extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  I extends string = string,
> = { readonly [K in keyof RecordDefs<Q, F, R, I>]: RecordDefs<Q, F, R, I>[K] & { readonly group: string } };
