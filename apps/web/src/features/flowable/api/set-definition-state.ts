import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { definitionKeys } from './get-definitions.ts';

/** suspensionState 1 activates, 2 suspends. */
export const setDefinitionState = ({ id, suspensionState }: { id: number; suspensionState: '1' | '2' }) =>
  call(API.workflow.setDefinitionState, { query: { id, suspensionState } });

export function useSetDefinitionState() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setDefinitionState,
    onSuccess: () => client.invalidateQueries({ queryKey: definitionKeys.all }),
  });
}
