import { useQuery } from '@tanstack/react-query';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

/** A shared problem (no login): name, level, status, photos, rectifications. */
export const getSharedProblem = async (token: string) =>
  (await call(API.problems.shared, { params: { token } }, { silent: true })).data;

export const useSharedProblem = (token: string) =>
  useQuery({ queryKey: ['problem', 'shared', token], queryFn: () => getSharedProblem(token), retry: false });
