import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PostBody, PostUpdateBody } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { postKeys } from './get-posts.ts';

/** A new post, or the post of `postId`. */
export const savePost = (body: PostBody | PostUpdateBody) =>
  'postId' in body && body.postId ? call(API.posts.edit, { body }) : call(API.posts.add, { body });

export function useSavePost() {
  const client = useQueryClient();
  return useMutation({ mutationFn: savePost, onSuccess: () => client.invalidateQueries({ queryKey: postKeys.all }) });
}
