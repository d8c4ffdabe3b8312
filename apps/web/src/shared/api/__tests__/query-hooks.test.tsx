import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { queryKeys, useInvalidatingMutation, useListQuery, useRecordQuery } from '../query-hooks.ts';

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}

describe('queryKeys', () => {
  it('makes the base and the keys of one page and of one record under it', () => {
    const keys = queryKeys('system', 'post');
    expect(keys.all).toEqual(['system', 'post']);
    expect(keys.list({ pageNum: 2 })).toEqual(['system', 'post', 'list', { pageNum: 2 }]);
    expect(keys.one(7)).toEqual(['system', 'post', 'one', 7]);
  });
});

describe('useRecordQuery', () => {
  it('reads the record of a known id, nothing for null', async () => {
    const { wrapper } = setup();
    const read = vi.fn(async (id: number) => `record ${id}`);
    const { result, rerender } = renderHook(({ id }) => useRecordQuery(['one', id], id, read), {
      wrapper,
      initialProps: { id: null as number | null },
    });
    expect(read).not.toHaveBeenCalled();
    rerender({ id: 3 });
    await waitFor(() => expect(result.current.data).toBe('record 3'));
    expect(read).toHaveBeenCalledWith(3);
  });
});

describe('useListQuery', () => {
  it('keeps the page shown while the next one loads', async () => {
    const { wrapper } = setup();
    let release: (value: string) => void = () => {};
    const read = vi.fn((page: number) =>
      page === 1 ? Promise.resolve('page 1') : new Promise<string>((resolve) => (release = resolve)),
    );
    const { result, rerender } = renderHook(({ page }) => useListQuery(['rows', page], () => read(page)), {
      wrapper,
      initialProps: { page: 1 },
    });
    await waitFor(() => expect(result.current.data).toBe('page 1'));
    rerender({ page: 2 });
    expect(result.current.data).toBe('page 1');
    expect(result.current.isPlaceholderData).toBe(true);
    act(() => release('page 2'));
    await waitFor(() => expect(result.current.data).toBe('page 2'));
  });

  it('does not read while disabled', () => {
    const { wrapper } = setup();
    const read = vi.fn(async () => 'rows');
    renderHook(() => useListQuery(['rows'], read, false), { wrapper });
    expect(read).not.toHaveBeenCalled();
  });
});

describe('useInvalidatingMutation', () => {
  it('invalidates each key in order after a success, keys made from the variables too', async () => {
    const { client, wrapper } = setup();
    const invalidated: unknown[] = [];
    vi.spyOn(client, 'invalidateQueries').mockImplementation(async (filters) => {
      invalidated.push(filters?.queryKey);
    });
    const save = vi.fn(async (body: { type: string }) => body.type.length);
    const { result } = renderHook(
      () => useInvalidatingMutation(save, ['system', 'dict'], (body) => ['dict', body.type]),
      { wrapper },
    );
    await act(() => result.current.mutateAsync({ type: 'sys_sex' }));
    expect(save).toHaveBeenCalledWith({ type: 'sys_sex' }, expect.anything());
    expect(invalidated).toEqual([
      ['system', 'dict'],
      ['dict', 'sys_sex'],
    ]);
  });

  it('invalidates nothing when the write fails', async () => {
    const { client, wrapper } = setup();
    const spy = vi.spyOn(client, 'invalidateQueries');
    const { result } = renderHook(() => useInvalidatingMutation(async () => Promise.reject(new Error('no')), ['x']), {
      wrapper,
    });
    await act(() => expect(result.current.mutateAsync(undefined)).rejects.toThrow('no'));
    expect(spy).not.toHaveBeenCalled();
  });
});
