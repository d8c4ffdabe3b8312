import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberKeys } from './member-keys.ts';

/** A member change that refreshes the member list, the roles' counts and the organisation chart. */
export function useMemberChange<T>(projectId: number, change: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => client.invalidateQueries({ queryKey: memberKeys.project(projectId) }),
  });
}
