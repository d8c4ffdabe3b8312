import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/request.ts';
import { definitionKeys } from './get-definitions.ts';

/** POST /flowable/definition/suspendOrActivateProcessDefinitionById?id&suspensionState (1 activates, 2 suspends). */
export const setDefinitionState = ({ id, suspensionState }: { id: number; suspensionState: '1' | '2' }) =>
  http.post('/flowable/definition/suspendOrActivateProcessDefinitionById', undefined, {
    params: { id, suspensionState },
  });

export function useSetDefinitionState() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setDefinitionState,
    onSuccess: () => client.invalidateQueries({ queryKey: definitionKeys.all }),
  });
}
