import type { DictTypeFilters } from '@zj/contract';
import { API } from '@zj/contract/api';
import { downloadFrom } from '@/shared/api/download.ts';

/** The filtered dictionary types → dict_<time>.xlsx */
export const exportDictTypes = (filters: DictTypeFilters & { params?: Record<string, string> }) =>
  downloadFrom(API.dicts.exportTypes, { body: filters }, `dict_${Date.now()}.xlsx`);
