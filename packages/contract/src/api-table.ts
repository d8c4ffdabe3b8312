import { postsApi } from './posts.api.ts';

/**
 * The endpoint table: every module's endpoints under its group name. `api-index.ts` (generated
 * from it: `npm run gen -w packages/contract`) is its zod-free index for clients.
 */
export const TABLE = {
  posts: postsApi,
} as const;

export type Table = typeof TABLE;
