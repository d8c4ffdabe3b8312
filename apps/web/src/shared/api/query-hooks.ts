import { keepPreviousData, type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The query of a page of a list: its filters, the page and its size. */
export type Paged<F> = F & { pageNum: number; pageSize: number };

/** The day range a list's search form may add (RuoYi's params[beginTime], params[endTime]). */
export type DayRange = { params?: { beginTime: string; endTime: string } };

/**
 * The query keys of a screen under `base`: `all` (what its changes invalidate), the key of one page
 * of the list, `[...base, 'list', query]`, and of one record, `[...base, 'one', id]`.
 */
export function queryKeys<const B extends readonly string[]>(...base: B) {
  return {
    all: base,
    list: <Q>(query: Q) => [...base, 'list', query] as const,
    one: <I>(id: I) => [...base, 'one', id] as const,
  };
}

/** A page of a list: the page shown stays while the next one loads (no flash of an empty table). */
export function useListQuery<T>(queryKey: QueryKey, queryFn: () => Promise<T>, enabled = true) {
  return useQuery({ queryKey, queryFn, placeholderData: keepPreviousData, enabled });
}

/** One record, read once its id is known (null: nothing to read yet). */
export function useRecordQuery<I, T>(queryKey: QueryKey, id: I | null, read: (id: I) => Promise<T>) {
  return useQuery({ queryKey, queryFn: () => read(id as I), enabled: id !== null });
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
