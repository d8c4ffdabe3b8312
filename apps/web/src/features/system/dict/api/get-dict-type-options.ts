import { useQuery } from '@tanstack/react-query';
import type { AjaxResult, DictTypeRow } from '@zj/contract';
import { http } from '@/shared/api/request.ts';

/** GET /system/dict/type/optionselect: every dictionary type (the data screen's type select). */
export const getDictTypeOptions = async () =>
  (await http.get<AjaxResult<DictTypeRow[]>>('/system/dict/type/optionselect')).data;

export function useDictTypeOptions() {
  return useQuery({ queryKey: ['system', 'dict-type', 'options'], queryFn: getDictTypeOptions });
}
