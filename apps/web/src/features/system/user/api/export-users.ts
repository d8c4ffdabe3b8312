import { API } from '@zj/contract/api';
import { downloadFrom } from '@/shared/api/download.ts';
import type { Params } from '@/shared/api/request.ts';

/** The filtered users → user_<time>.xlsx */
export const exportUsers = (filters: Params) =>
  downloadFrom(API.users.export, { body: filters }, `user_${Date.now()}.xlsx`);
