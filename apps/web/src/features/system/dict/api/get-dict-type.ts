import { useQuery } from '@tanstack/react-query';
import type { AjaxResult, DictTypeRow } from '@zj/contract';
import { http } from '@/shared/api/request.ts';

/** GET /system/dict/type/{dictId} */
export const getDictType = async (dictId: number) =>
  (await http.get<AjaxResult<DictTypeRow>>(`/system/dict/type/${dictId}`)).data;

export function useDictType(dictId: number | null) {
  return useQuery({
    queryKey: ['system', 'dict-type', 'one', dictId],
    queryFn: () => getDictType(dictId as number),
    enabled: dictId !== null,
  });
}
