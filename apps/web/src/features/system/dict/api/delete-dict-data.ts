import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/request.ts';
import { dictDataKeys } from './get-dict-data-list.ts';

/** DELETE /system/dict/data/{codes} */
export const deleteDictData = (codes: readonly number[]) => http.delete(`/system/dict/data/${codes.join(',')}`);

export function useDeleteDictData() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteDictData,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: dictDataKeys.all });
      await client.invalidateQueries({ queryKey: ['dict'] });
    },
  });
}
