/**
 * The zod-free half of the endpoint table: what a client needs at run time to call an endpoint
 * (its method and path), typed by the endpoint it stands for. The generated index (`api-index.ts`)
 * holds one reference per endpoint of the table; the web imports that index, never the table, so
 * zod stays out of the pages that do not validate anything themselves (the login page).
 */
/** PATCH and HEAD: the tus upload protocol's calls (sent by tus-js-client, not by `call`). */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'HEAD';

/** An endpoint's method and path; `E` (types only) is the endpoint of the table it stands for. */
export interface EndpointRef<E = unknown> {
  readonly method: HttpMethod;
  readonly path: string;
  /** Never set: carries the endpoint's type to `call`. */
  readonly __endpoint?: E;
}

/** The index's shape: the table's groups and names, each name a reference to its endpoint. */
export type IndexOf<T> = { readonly [G in keyof T]: { readonly [K in keyof T[G]]: EndpointRef<T[G][K]> } };

/** A path parameter's value as RuoYi's clients write it: lists comma-joined. */
function segment(value: unknown): string {
  const text = Array.isArray(value) ? value.join(',') : String(value);
  return encodeURIComponent(text).replace(/%2C/gi, ',');
}

/**
 * The path of a call: `:name` segments filled from `params` (a list joined with commas, as
 * RuoYi's ids are), `*` from `params['*']`. A missing parameter is a defect of the caller.
 */
export function pathOf(ref: Pick<EndpointRef, 'path'>, params?: Readonly<Record<string, unknown>>): string {
  return ref.path.replace(/:(\w+)|\*$/g, (match, name: string | undefined) => {
    const value = params?.[name ?? '*'];
    if (value === undefined || value === null || value === '') throw new Error(`${ref.path}: no value for ${match}`);
    return name ? segment(value) : String(value);
  });
}
