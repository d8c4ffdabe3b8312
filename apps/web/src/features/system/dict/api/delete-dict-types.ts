import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/request.ts';
import { dictTypeKeys } from './get-dict-types.ts';

/** DELETE /system/dict/type/{ids} */
export const deleteDictTypes = (ids: readonly number[]) => http.delete(`/system/dict/type/${ids.join(',')}`);

export function useDeleteDictTypes() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteDictTypes,
    onSuccess: () => client.invalidateQueries({ queryKey: dictTypeKeys.all }),
  });
}
