import { useQuery } from '@tanstack/react-query';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

export const getDictType = async (dictId: number) => (await call(API.dicts.getType, { params: { dictId } })).data;

export function useDictType(dictId: number | null) {
  return useQuery({
    queryKey: ['system', 'dict-type', 'one', dictId],
    queryFn: () => getDictType(dictId as number),
    enabled: dictId !== null,
  });
}
