import type { ConfigFilters } from '@zj/contract';
import { API } from '@zj/contract/api';
import { downloadFrom } from '@/shared/api/download.ts';

/** The filtered parameters → config_<time>.xlsx */
export const exportConfigs = (filters: ConfigFilters & { params?: Record<string, string> }) =>
  downloadFrom(API.configs.export, { body: filters }, `config_${Date.now()}.xlsx`);
