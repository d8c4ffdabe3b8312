import type { DictTypeFilters } from '@zj/contract';
import { download } from '@/shared/api/download.ts';

/** POST /system/dict/type/export → dict_<time>.xlsx */
export const exportDictTypes = (filters: DictTypeFilters & { params?: Record<string, string> }) =>
  download('/system/dict/type/export', { ...filters }, `dict_${Date.now()}.xlsx`);
