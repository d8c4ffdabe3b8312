import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { dictTypeKeys } from './get-dict-types.ts';

export const deleteDictTypes = (ids: readonly number[]) =>
  call(API.dicts.removeTypes, { params: { dictIds: ids.join(',') } });

export function useDeleteDictTypes() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteDictTypes,
    onSuccess: () => client.invalidateQueries({ queryKey: dictTypeKeys.all }),
  });
}
