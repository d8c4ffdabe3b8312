import type { PostFilters } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { type Paged, queryKeys, useListQuery } from '@/shared/api/query-hooks.ts';

export type PostListQuery = Paged<PostFilters>;

export const postKeys = queryKeys('system', 'post');

export const getPosts = (query: PostListQuery) => call(API.posts.list, { query });

export const usePosts = (query: PostListQuery) => useListQuery(postKeys.list(query), () => getPosts(query));
