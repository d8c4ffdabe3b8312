import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { useInvalidatingMutation } from '@/shared/api/query-hooks.ts';
import { definitionKeys } from './get-definitions.ts';
import { modelKeys } from './get-models.ts';

/** Deletes one definition version (refused while instances of it run). */
export const deleteDefinition = (id: number) => call(API.workflow.removeDefinition, { query: { id } });

export const useDeleteDefinition = () => useInvalidatingMutation(deleteDefinition, definitionKeys.all, modelKeys.all);
