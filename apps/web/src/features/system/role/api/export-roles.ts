import { download } from '@/shared/api/download.ts';
import type { Params } from '@/shared/api/request.ts';

/** POST /system/role/export → role_<time>.xlsx */
export const exportRoles = (filters: Params) => download('/system/role/export', filters, `role_${Date.now()}.xlsx`);
