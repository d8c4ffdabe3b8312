import { API } from '@zj/contract/api';
import { downloadFrom } from '@/shared/api/download.ts';
import type { Params } from '@/shared/api/request.ts';

/** The filtered roles → role_<time>.xlsx */
export const exportRoles = (filters: Params) =>
  downloadFrom(API.roles.export, { body: filters }, `role_${Date.now()}.xlsx`);
