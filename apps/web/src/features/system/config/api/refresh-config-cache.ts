import { useMutation } from '@tanstack/react-query';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

export const refreshConfigCache = () => call(API.configs.refreshCache);

export function useRefreshConfigCache() {
  return useMutation({ mutationFn: refreshConfigCache });
}
