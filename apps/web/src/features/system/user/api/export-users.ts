import { download } from '@/shared/api/download.ts';
import type { Params } from '@/shared/api/request.ts';

/** POST /system/user/export (form-encoded filters) → user_<time>.xlsx */
export const exportUsers = (filters: Params) => download('/system/user/export', filters, `user_${Date.now()}.xlsx`);
