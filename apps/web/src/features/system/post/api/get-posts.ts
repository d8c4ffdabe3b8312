import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PostFilters, PostRow, TableResult } from '@zj/contract';
import { http } from '@/shared/api/request.ts';

export type PostListQuery = PostFilters & { pageNum: number; pageSize: number };

export const postKeys = {
  all: ['system', 'post'] as const,
  list: (query: PostListQuery) => ['system', 'post', 'list', query] as const,
};

/** GET /system/post/list */
export const getPosts = (query: PostListQuery) => http.get<TableResult<PostRow>>('/system/post/list', query);

export function usePosts(query: PostListQuery) {
  return useQuery({
    queryKey: postKeys.list(query),
    queryFn: () => getPosts(query),
    placeholderData: keepPreviousData,
  });
}
