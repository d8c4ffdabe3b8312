import type { DictDataFilters } from '@zj/contract';
import { API } from '@zj/contract/api';
import { downloadFrom } from '@/shared/api/download.ts';

/** The filtered dictionary data → data_<time>.xlsx */
export const exportDictData = (filters: DictDataFilters) =>
  downloadFrom(API.dicts.exportData, { body: filters }, `data_${Date.now()}.xlsx`);
