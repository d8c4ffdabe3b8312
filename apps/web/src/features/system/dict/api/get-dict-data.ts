import type { AjaxResult, DictDataRow } from '@zj/contract';
import { http } from '@/shared/api/request.ts';

/** GET /system/dict/data/{dictCode} */
export const getDictData = async (dictCode: number) =>
  (await http.get<AjaxResult<DictDataRow>>(`/system/dict/data/${dictCode}`)).data;
