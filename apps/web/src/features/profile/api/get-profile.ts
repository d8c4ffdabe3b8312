import { useQuery } from '@tanstack/react-query';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

/** The caller with department, role and post names. */
export const getProfile = () => call(API.users.profile);

export type ProfileAnswer = Awaited<ReturnType<typeof getProfile>>;

export function useProfile() {
  return useQuery({ queryKey: ['profile', 'user'], queryFn: getProfile });
}
