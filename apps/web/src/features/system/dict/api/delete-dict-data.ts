import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { dictDataKeys } from './get-dict-data-list.ts';

export const deleteDictData = (codes: readonly number[]) =>
  call(API.dicts.removeData, { params: { dictCodes: codes.join(',') } });

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
