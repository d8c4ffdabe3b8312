import { errorEnvelope, idList, type Lang, tableResult } from '@zj/contract';
import { z } from 'zod';
import { done, table } from './envelope.ts';
import type { AppInstance } from './types.ts';
import { sendXlsx, type XlsxColumn } from './xlsx.ts';

/** What a record list (an append-only log such as RuoYi's operation and login logs) offers its page. */
export interface RecordStore<Query, Filters, Row> {
  /** One page, texts in the reader's language. */
  list(query: Query, lang: Lang): Promise<{ rows: Row[]; total: number }>;
  remove(ids: number[]): Promise<unknown>;
  clean(): Promise<void>;
  exportRows(filters: Filters): Promise<Row[]>;
}

/**
 * The four calls of a log page, as RuoYi's clients make them: `GET {path}/list`,
 * `DELETE {path}/:{idsParam}`, `DELETE {path}/clean`, `POST {path}/export`.
 */
export function recordRoutes<Q extends z.ZodType, F extends z.ZodType, R extends z.ZodType>(
  app: AppInstance,
  spec: {
    path: string;
    idsParam: string;
    title: string;
    tags: string[];
    perms: { list: string; remove: string; export: string };
    query: Q;
    filters: F;
    row: R;
    sheet: { name: string; columns: XlsxColumn<z.output<R>>[] };
    store: RecordStore<z.output<Q>, z.output<F>, z.output<R>>;
  },
): void {
  const { path, title, tags, perms, store } = spec;
  app.get(
    `${path}/list`,
    {
      config: { access: { permission: perms.list } },
      schema: { tags, querystring: spec.query, response: { 200: tableResult(spec.row) } },
    },
    async (request) => {
      const { rows, total } = await store.list(request.query as z.output<Q>, request.lang);
      return table(rows, total);
    },
  );
  app.delete(
    `${path}/:${spec.idsParam}`,
    {
      config: { access: { permission: perms.remove }, log: { title, businessType: 'delete' } },
      schema: { tags, params: z.object({ [spec.idsParam]: idList }), response: { 200: errorEnvelope } },
    },
    async (request) => {
      await store.remove((request.params as Record<string, number[]>)[spec.idsParam] ?? []);
      return done();
    },
  );
  app.delete(
    `${path}/clean`,
    {
      config: { access: { permission: perms.remove }, log: { title, businessType: 'clean' } },
      schema: { tags, response: { 200: errorEnvelope } },
    },
    async () => {
      await store.clean();
      return done();
    },
  );
  app.post(
    `${path}/export`,
    {
      config: { access: { permission: perms.export }, log: { title, businessType: 'export' } },
      schema: { tags, body: spec.filters.nullish() },
    },
    async (request, reply) =>
      sendXlsx(reply, spec.sheet.name, spec.sheet.columns, await store.exportRows((request.body ?? {}) as z.output<F>)),
  );
}
