import type { AjaxResult, ConfigRow } from '@zj/contract';
import { http } from '@/shared/api/request.ts';

/** GET /system/config/{configId} */
export const getConfig = async (configId: number) =>
  (await http.get<AjaxResult<ConfigRow>>(`/system/config/${configId}`)).data;
