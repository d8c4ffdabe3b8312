import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DictDataBody, DictDataUpdateBody } from '@zj/contract';
import { http } from '@/shared/api/request.ts';
import { dictDataKeys } from './get-dict-data-list.ts';

/** POST /system/dict/data (new) or PUT /system/dict/data (with dictCode). */
export const saveDictData = (body: DictDataBody | DictDataUpdateBody) =>
  'dictCode' in body && body.dictCode ? http.put('/system/dict/data', body) : http.post('/system/dict/data', body);

export function useSaveDictData() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveDictData,
    onSuccess: async (_, body) => {
      await client.invalidateQueries({ queryKey: dictDataKeys.all });
      await client.invalidateQueries({ queryKey: ['dict', body.dictType] });
    },
  });
}
