import { useInvalidatingMutation } from '@/shared/api/query-hooks.ts';
import { memberKeys } from './member-keys.ts';

/** A member change that refreshes the member list, the roles' counts and the organisation chart. */
export const useMemberChange = <T>(projectId: number, change: (input: T) => Promise<unknown>) =>
  useInvalidatingMutation(change, memberKeys.project(projectId));
