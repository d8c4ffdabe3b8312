import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { postKeys } from './get-posts.ts';

export const deletePosts = (ids: readonly number[]) => call(API.posts.remove, { params: { postIds: ids.join(',') } });

export function useDeletePosts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deletePosts,
    onSuccess: () => client.invalidateQueries({ queryKey: postKeys.all }),
  });
}
