import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DictDataBody, DictDataUpdateBody } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { dictDataKeys } from './get-dict-data-list.ts';

/** A new dictionary entry, or the entry of `dictCode`. */
export const saveDictData = (body: DictDataBody | DictDataUpdateBody) =>
  'dictCode' in body && body.dictCode ? call(API.dicts.editData, { body }) : call(API.dicts.addData, { body });

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
