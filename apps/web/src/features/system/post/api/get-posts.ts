import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PostFilters } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

export type PostListQuery = PostFilters & { pageNum: number; pageSize: number };

export const postKeys = {
  all: ['system', 'post'] as const,
  list: (query: PostListQuery) => ['system', 'post', 'list', query] as const,
};

export const getPosts = (query: PostListQuery) => call(API.posts.list, { query });

export function usePosts(query: PostListQuery) {
  return useQuery({
    queryKey: postKeys.list(query),
    queryFn: () => getPosts(query),
    placeholderData: keepPreviousData,
  });
}
