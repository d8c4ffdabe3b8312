import { useQuery } from '@tanstack/react-query';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

/** A shared problem (no login): name, level, status, photos, rectifications. */
export const getSharedProblem = async (token: string) =>
  (await call(API.problems.shared, { params: { token } }, { silent: true })).data;

/** Where the shared problem is in the model (its latest viewpoint), or null. */
export const getSharedViewpoint = async (token: string) =>
  (await call(API.models.viewpointShared, { params: { token } }, { silent: true })).data;

export const useSharedViewpoint = (token: string, enabled: boolean) =>
  useQuery({
    queryKey: ['problem', 'shared', token, 'viewpoint'],
    queryFn: () => getSharedViewpoint(token),
    retry: false,
    enabled,
  });

export const useSharedProblem = (token: string) =>
  useQuery({ queryKey: ['problem', 'shared', token], queryFn: () => getSharedProblem(token), retry: false });
