import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/request.ts';
import { postKeys } from './get-posts.ts';

/** DELETE /system/post/{ids} (comma-joined) */
export const deletePosts = (ids: readonly number[]) => http.delete(`/system/post/${ids.join(',')}`);

export function useDeletePosts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deletePosts,
    onSuccess: () => client.invalidateQueries({ queryKey: postKeys.all }),
  });
}
