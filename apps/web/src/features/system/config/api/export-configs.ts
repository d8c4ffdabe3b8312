import type { ConfigFilters } from '@zj/contract';
import { download } from '@/shared/api/download.ts';

/** POST /system/config/export → config_<time>.xlsx */
export const exportConfigs = (filters: ConfigFilters & { params?: Record<string, string> }) =>
  download('/system/config/export', { ...filters }, `config_${Date.now()}.xlsx`);
