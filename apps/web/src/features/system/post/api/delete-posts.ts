import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { useInvalidatingMutation } from '@/shared/api/query-hooks.ts';
import { postKeys } from './get-posts.ts';

export const deletePosts = (ids: readonly number[]) => call(API.posts.remove, { params: { postIds: ids.join(',') } });

export const useDeletePosts = () => useInvalidatingMutation(deletePosts, postKeys.all);
