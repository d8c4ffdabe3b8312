import type { DictDataFilters } from '@zj/contract';
import { download } from '@/shared/api/download.ts';

/** POST /system/dict/data/export → data_<time>.xlsx */
export const exportDictData = (filters: DictDataFilters) =>
  download('/system/dict/data/export', { ...filters }, `data_${Date.now()}.xlsx`);
