import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DictTypeBody, DictTypeUpdateBody } from '@zj/contract';
import { http } from '@/shared/api/request.ts';
import { dictTypeKeys } from './get-dict-types.ts';

/** POST /system/dict/type (new) or PUT /system/dict/type (with dictId). */
export const saveDictType = (body: DictTypeBody | DictTypeUpdateBody) =>
  'dictId' in body && body.dictId ? http.put('/system/dict/type', body) : http.post('/system/dict/type', body);

export function useSaveDictType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveDictType,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: dictTypeKeys.all });
      await client.invalidateQueries({ queryKey: ['dict'] });
    },
  });
}
