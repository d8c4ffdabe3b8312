import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/request.ts';

/** DELETE /system/config/refreshCache */
export const refreshConfigCache = () => http.delete('/system/config/refreshCache');

export function useRefreshConfigCache() {
  return useMutation({ mutationFn: refreshConfigCache });
}
