import type { Lang, RecordApi } from '@zj/contract';
import type { z } from 'zod';
import { SUCCESS } from './envelope.ts';
import { type Handler, serve } from './serve.ts';
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
 * Serves the four calls of a log page that the contract's `recordApi` declares (list, delete ids,
 * clean, export) from the module's store; the deletes answer RuoYi's plain 操作成功 in every language.
 */
export function recordRoutes<Q extends z.ZodType, F extends z.ZodType, R extends z.ZodType>(
  app: AppInstance,
  api: RecordApi<Q, F, R>,
  spec: {
    sheet: { name: string; columns: XlsxColumn<z.output<R>>[] };
    store: RecordStore<z.output<Q>, z.output<F>, z.output<R>>;
  },
): void {
  const { sheet, store } = spec;
  // Typed by the endpoints of any record list (the schemas are generic here).
  const list: Handler<RecordApi['list']> = async (request) => store.list(request.query as z.output<Q>, request.lang);
  const remove: Handler<RecordApi['remove']> = async (request) =>
    // The ids are its one path parameter (`idsParam`).
    store.remove(Object.values(request.params)[0] ?? []).then(() => SUCCESS);
  serve(app, api.list, list as Handler<typeof api.list>);
  serve(app, api.remove, remove as Handler<typeof api.remove>);
  serve(app, api.clean, async () => store.clean().then(() => SUCCESS));
  serve(app, api.export, async (request, reply) =>
    sendXlsx(reply, sheet.name, sheet.columns, await store.exportRows((request.body ?? {}) as z.output<F>)),
  );
}
