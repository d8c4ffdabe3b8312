import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { useInvalidatingMutation } from '@/shared/api/query-hooks.ts';
import { definitionKeys } from './get-definitions.ts';

/** suspensionState 1 activates, 2 suspends. */
export const setDefinitionState = ({ id, suspensionState }: { id: number; suspensionState: '1' | '2' }) =>
  call(API.workflow.setDefinitionState, { query: { id, suspensionState } });

export const useSetDefinitionState = () => useInvalidatingMutation(setDefinitionState, definitionKeys.all);
