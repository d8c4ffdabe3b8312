import type { PostBody, PostUpdateBody } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { useInvalidatingMutation } from '@/shared/api/query-hooks.ts';
import { postKeys } from './get-posts.ts';

/** A new post, or the post of `postId`. */
export const savePost = (body: PostBody | PostUpdateBody) =>
  'postId' in body && body.postId ? call(API.posts.edit, { body }) : call(API.posts.add, { body });

export const useSavePost = () => useInvalidatingMutation(savePost, postKeys.all);
