import type { PostFilters } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { listKeys, useListQuery } from '@/shared/api/query-hooks.ts';

export type PostListQuery = PostFilters & { pageNum: number; pageSize: number };

export const postKeys = listKeys('system', 'post');

export const getPosts = (query: PostListQuery) => call(API.posts.list, { query });

export const usePosts = (query: PostListQuery) => useListQuery(postKeys.list(query), () => getPosts(query));
