import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PostBody, PostUpdateBody } from '@zj/contract';
import { http } from '@/shared/api/request.ts';
import { postKeys } from './get-posts.ts';

/** POST /system/post (new) or PUT /system/post (with postId). */
export const savePost = (body: PostBody | PostUpdateBody) =>
  'postId' in body && body.postId ? http.put('/system/post', body) : http.post('/system/post', body);

export function useSavePost() {
  const client = useQueryClient();
  return useMutation({ mutationFn: savePost, onSuccess: () => client.invalidateQueries({ queryKey: postKeys.all }) });
}
