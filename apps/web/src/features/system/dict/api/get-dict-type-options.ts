import { useQuery } from '@tanstack/react-query';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

/** Every dictionary type (the data screen's type select). */
export const getDictTypeOptions = async () => (await call(API.dicts.typeOptions)).data;

export function useDictTypeOptions() {
  return useQuery({ queryKey: ['system', 'dict-type', 'options'], queryFn: getDictTypeOptions });
}
