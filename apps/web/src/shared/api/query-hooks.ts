import { keepPreviousData, type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * The query keys of a list screen under `base`: `all` (what its changes invalidate) and the key of
 * one page of the list, `[...base, 'list', query]`.
 */
export function listKeys<const B extends readonly string[]>(...base: B) {
  return {
    all: base,
    list: <Q>(query: Q) => [...base, 'list', query] as const,
  };
}

/** A page of a list: the page shown stays while the next one loads (no flash of an empty table). */
export function useListQuery<T>(queryKey: QueryKey, queryFn: () => Promise<T>, enabled = true) {
  return useQuery({ queryKey, queryFn, placeholderData: keepPreviousData, enabled });
}

/** A key to invalidate, or the key made from what the mutation was called with. */
export type StaleKey<V> = QueryKey | ((variables: V) => QueryKey);

/** A write that afterwards invalidates `keys` (one after the other, in that order). */
export function useInvalidatingMutation<V, R>(mutationFn: (variables: V) => Promise<R>, ...keys: StaleKey<V>[]) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (_data, variables) => {
      for (const key of keys) {
        await client.invalidateQueries({ queryKey: typeof key === 'function' ? key(variables) : key });
      }
    },
  });
}
