import * as modules from './api-modules.ts';

export * from './api-modules.ts';

type Modules = typeof modules;

/** The endpoint table's type: each module's endpoints under its name without `Api`. */
export type Table = { readonly [K in keyof Modules as K extends `${infer Name}Api` ? Name : never]: Modules[K] };

/**
 * The endpoint table: every module's endpoints (`<module>.api.ts`, listed in api-modules.ts) under
 * its name (`postsApi` → `posts`), in the order of the names. `api-index.ts` and
 * docs/api.md are generated from it (`npm run gen -w packages/contract`).
 */
export const TABLE = Object.fromEntries(
  Object.entries(modules)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name, endpoints]) => [name.replace(/Api$/, ''), endpoints]),
) as Table;
